import { CO_FOUNDER_INVITE_TTL_DAYS, MAX_CO_FOUNDERS } from '../../co-founders/co-founder-limits.ts';
import type { CO_FOUNDER_MESSAGES } from '../../co-founders/co-founder-rules.ts';
import type { CoFounderInviteTexts } from '../../co-founders/co-founder-invite-texts.ts';

/** The co-founders' messages in Marathi (co-founders/co-founders.ts, CO_FOUNDER_MESSAGES). */
export const CO_FOUNDER_MESSAGES_MR: Record<keyof typeof CO_FOUNDER_MESSAGES, string> = {
  ADDRESS_REQUIRED: 'ईमेल पत्ता किंवा 10 अंकी मोबाइल नंबर लिहा.',
  ADDRESS_INVALID: 'योग्य ईमेल पत्ता किंवा 10 अंकी मोबाइल नंबर लिहा.',
  TEAM_FULL: `तुमची टीम पूर्ण आहे: एका अर्जात जास्तीत जास्त ${MAX_CO_FOUNDERS} सह-संस्थापक सामील होऊ शकतात.`,
  INVITE_NOT_FOUND: 'ही आमंत्रणाची लिंक योग्य नाही. तुम्ही संपूर्ण लिंक उघडली आहे का ते तपासा.',
  INVITE_USED: 'ही आमंत्रणाची लिंक आधीच वापरली गेली आहे.',
  INVITE_EXPIRED: 'या आमंत्रणाच्या लिंकची मुदत संपली आहे. तुमच्या सह-संस्थापकांना नवीन लिंक पाठवायला सांगा.',
  INVITE_REVOKED: 'हे आमंत्रण परत घेतले गेले आहे. तुमच्या सह-संस्थापकांना नवीन लिंक पाठवायला सांगा.',
  INVITE_OTHER_ADDRESS: 'हे आमंत्रण दुसऱ्या ईमेल पत्त्यावर किंवा मोबाइल नंबरवर पाठवले होते. ज्या खात्यावर ते पाठवले होते, त्या खात्याने साइन इन करा.',
  ALREADY_MEMBER: 'तुम्ही आधीच या अर्जात आहात.',
  OWN_APPLICATION_IN_COHORT:
    'या समूहात तुमचा स्वतःचा अर्ज आधीच आहे. सामील झाल्याने तो हलणार नाही किंवा एकत्र होणार नाही: आधी तो सोडा, किंवा तो ठेवा आणि सामील होऊ नका.',
  LAST_MEMBER: 'या अर्जात फक्त तुम्हीच आहात: अर्ज सोडण्याऐवजी तो काढून टाका.',
  INVITE_SELF: 'तुम्ही स्वतःलाच आमंत्रण पाठवू शकत नाही.',
  TOO_MANY_INVITES: 'तुम्ही थोड्या वेळात खूप आमंत्रणे पाठवली आहेत. कृपया एक तास थांबून पुन्हा प्रयत्न करा.',
  SIGN_OFF_MISSING: 'अर्ज सादर करण्यापूर्वी प्रत्येक सह-संस्थापकाने "मी संपूर्ण अर्ज वाचला आहे" हे पक्के करणे आवश्यक आहे.',
  REPLACE_UNSEEN_FILE:
    'तुम्ही पाहिल्यानंतर एका सह-संस्थापकाने इथे दुसरी फाइल ठेवली आहे. तुमची फाइल ठेवली गेली नाही: त्यांच्या फाइलच्या जागी तुमची ठेवायची का ते निवडा.',
};

/** The invite to a co-founder in Marathi (co-founders/co-founder-invite-texts.ts). */
export const MR_CO_FOUNDER_INVITE_TEXTS: CoFounderInviteTexts = {
  email: ({ productName, inviter, startup, link }) => ({
    subject: `${inviter} तुम्हाला ${productName} साठी सोबत अर्ज करण्याचे आमंत्रण देत आहेत`,
    text:
      `${inviter} तुम्हाला ${productName} साठीच्या त्यांच्या अर्जात${startup ? ` (${startup})` : ''} सह-संस्थापक म्हणून सामील होण्याचे आमंत्रण देत आहेत. ` +
      `तुम्ही दोघेही आपापल्या खात्यातून तो भरू शकाल.\n\n` +
      `सामील होण्यासाठी ही लिंक उघडा. ती ${CO_FOUNDER_INVITE_TTL_DAYS} दिवस, एकदाच, याच ईमेल पत्त्याने चालेल:\n\n${link}\n\n` +
      `— ${productName}\nतुम्हाला याची अपेक्षा नव्हती तर या संदेशाकडे दुर्लक्ष करा; काहीही बदलणार नाही.`,
  }),
  sms: ({ productName, inviter, startup, link }) =>
    `${productName}: ${inviter} तुम्हाला त्यांच्या अर्जात${startup ? ` (${startup})` : ''} सह-संस्थापक होण्याचे आमंत्रण देत आहेत. लिंक (${CO_FOUNDER_INVITE_TTL_DAYS} दिवस, एकदा): ${link}`,
};
