import { MAX_CO_FOUNDERS } from '../../co-founders/co-founder-limits.ts';
import type { CO_FOUNDER_MESSAGES } from '../../co-founders/co-founder-rules.ts';

/** The co-founders' messages in Hindi (the invite's texts are in co-founders/co-founder-invite-texts.ts). */
export const CO_FOUNDER_MESSAGES_HI: Record<keyof typeof CO_FOUNDER_MESSAGES, string> = {
  ADDRESS_REQUIRED: 'ईमेल पता या 10 अंकों का मोबाइल नंबर डालें।',
  ADDRESS_INVALID: 'सही ईमेल पता या 10 अंकों का मोबाइल नंबर डालें।',
  TEAM_FULL: `आपकी टीम पूरी है: एक आवेदन में ज़्यादा से ज़्यादा ${MAX_CO_FOUNDERS} सह-संस्थापक जुड़ सकते हैं।`,
  INVITE_NOT_FOUND: 'यह आमंत्रण लिंक सही नहीं है। जाँचें कि आपने पूरा लिंक खोला है।',
  INVITE_USED: 'यह आमंत्रण लिंक पहले ही इस्तेमाल हो चुका है।',
  INVITE_EXPIRED: 'इस आमंत्रण लिंक की समय-सीमा ख़त्म हो गई है। अपने सह-संस्थापक से नया लिंक भेजने को कहें।',
  INVITE_REVOKED: 'यह आमंत्रण वापस ले लिया गया है। अपने सह-संस्थापक से नया लिंक भेजने को कहें।',
  INVITE_OTHER_ADDRESS: 'यह आमंत्रण किसी दूसरे ईमेल पते या मोबाइल नंबर पर भेजा गया था। जिस खाते पर भेजा गया था, उससे साइन इन करें।',
  ALREADY_MEMBER: 'आप पहले से इस आवेदन में हैं।',
  OWN_APPLICATION_IN_COHORT: 'इस कोहोर्ट में आपका अपना आवेदन पहले से है। जुड़ने से वह न हटेगा, न मिलेगा: पहले उसे छोड़ें, या उसे रखें और न जुड़ें।',
  LAST_MEMBER: 'इस आवेदन में सिर्फ़ आप हैं: छोड़ने के बजाय उसे मिटाएँ।',
  INVITE_SELF: 'आप ख़ुद को आमंत्रित नहीं कर सकते।',
  TOO_MANY_INVITES: 'आपने कम समय में बहुत से आमंत्रण भेजे हैं। कृपया एक घंटा रुककर फिर से कोशिश करें।',
  SIGN_OFF_MISSING: 'जमा करने से पहले हर सह-संस्थापक को पुष्टि करनी होगी: "मैंने पूरा आवेदन पढ़ लिया है"।',
  REPLACE_UNSEEN_FILE:
    'आपके देखने के बाद एक सह-संस्थापक ने यहाँ दूसरी फ़ाइल रखी है। आपकी फ़ाइल नहीं रखी गई: चुनें कि क्या उनकी फ़ाइल की जगह अपनी रखें।',
};
