import type { Locale } from '../locales.ts';
import { INVITATION_TTL_DAYS } from '../review/staff-invitations.ts';
import { MR_TEAM_EMAILS } from '../i18n/mr/team-emails.ts';
import { GU_TEAM_EMAILS } from '../i18n/gu/team-emails.ts';
import { TA_TEAM_EMAILS } from '../i18n/ta/emails.ts';
import { KN_TEAM_EMAILS } from '../i18n/kn/emails.ts';
import { TE_TEAM_EMAILS } from '../i18n/te/emails.ts';
import { BN_TEAM_EMAILS } from '../i18n/bn/emails.ts';
import { UR_TEAM_EMAILS } from '../i18n/ur/emails.ts';

/**
 * The emails the program team's members get, in their language (the account's, or the one the admin chose for an
 * address with no account yet): an invitation, a role change, and applications assigned to them.
 */
export interface TeamEmail {
  subject: string;
  text: string;
}

type StaffRole = 'applicant' | 'reviewer' | 'admin';

export interface TeamEmailTexts {
  invitation: (input: { productName: string; role: StaffRole; inviter: string; link: string }) => TeamEmail;
  roleChanged: (input: { productName: string; role: StaffRole; consoleLink: string }) => TeamEmail;
  assigned: (input: { productName: string; count: number; stageName: string; queueLink: string }) => TeamEmail;
}

const ENGLISH_ROLE: Record<StaffRole, string> = { applicant: 'an applicant', reviewer: 'a reviewer', admin: 'an admin' };
const HINDI_ROLE: Record<StaffRole, string> = { applicant: 'आवेदक', reviewer: 'समीक्षक', admin: 'एडमिन' };

const ENGLISH: TeamEmailTexts = {
  invitation: ({ productName, role, inviter, link }) => ({
    subject: `You are invited to review for ${productName}`,
    text:
      `${inviter} invites you to join the program team of ${productName} as ${ENGLISH_ROLE[role]}.\n\n` +
      `Open this link to accept. It works once, for ${INVITATION_TTL_DAYS} days; you sign up (or sign in) with this email address:\n\n${link}\n\n` +
      `— ${productName}\nIf you did not expect this, ignore this message; nothing changes.`,
  }),
  roleChanged: ({ productName, role, consoleLink }) => ({
    subject: `Your role in ${productName} has changed`,
    text:
      role === 'applicant'
        ? `An admin of ${productName} has taken you off the program team: you no longer have the console. Your own applications stay as they were.\n\n— ${productName}`
        : `An admin of ${productName} has made you ${ENGLISH_ROLE[role]} of the program team. Sign in and open the console:\n\n${consoleLink}\n\n— ${productName}`,
  }),
  assigned: ({ productName, count, stageName, queueLink }) => ({
    subject: `${count === 1 ? '1 application' : `${count} applications`} to review in ${productName}`,
    text:
      `${count === 1 ? '1 application' : `${count} applications`} of the stage “${stageName}” ${count === 1 ? 'is' : 'are'} now assigned to you. ` +
      `Declare any conflict of interest first, then score them. Your queue:\n\n${queueLink}\n\n— ${productName}`,
  }),
};

const HINDI: TeamEmailTexts = {
  invitation: ({ productName, role, inviter, link }) => ({
    subject: `${productName} में समीक्षा के लिए आपको आमंत्रण`,
    text:
      `${inviter} आपको ${productName} की प्रोग्राम टीम में ${HINDI_ROLE[role]} के रूप में जुड़ने का आमंत्रण देते हैं।\n\n` +
      `स्वीकार करने के लिए यह लिंक खोलें। यह एक ही बार, ${INVITATION_TTL_DAYS} दिन तक काम करेगा; इसी ईमेल पते से साइन अप (या साइन इन) करें:\n\n${link}\n\n` +
      `— ${productName}\nअगर आपको इसकी उम्मीद नहीं थी, तो इस संदेश को अनदेखा कर दें; कुछ नहीं बदलेगा।`,
  }),
  roleChanged: ({ productName, role, consoleLink }) => ({
    subject: `${productName} में आपकी भूमिका बदल गई है`,
    text:
      role === 'applicant'
        ? `${productName} के एक एडमिन ने आपको प्रोग्राम टीम से हटा दिया है: अब आपके पास कंसोल नहीं है। आपके अपने आवेदन जैसे थे वैसे ही रहेंगे।\n\n— ${productName}`
        : `${productName} के एक एडमिन ने आपको प्रोग्राम टीम में ${HINDI_ROLE[role]} बनाया है। साइन इन करके कंसोल खोलें:\n\n${consoleLink}\n\n— ${productName}`,
  }),
  assigned: ({ productName, count, stageName, queueLink }) => ({
    subject: `${productName} में समीक्षा के लिए ${count} आवेदन`,
    text: `चरण “${stageName}” के ${count} आवेदन अब आपको सौंपे गए हैं। पहले हितों के टकराव की जानकारी दें, फिर अंक दें। आपकी सूची:\n\n${queueLink}\n\n— ${productName}`,
  }),
};

export const TEAM_EMAILS: Record<Locale, TeamEmailTexts> = {
  en: ENGLISH,
  hi: HINDI,
  mr: MR_TEAM_EMAILS,
  gu: GU_TEAM_EMAILS,
  ta: TA_TEAM_EMAILS,
  kn: KN_TEAM_EMAILS,
  te: TE_TEAM_EMAILS,
  bn: BN_TEAM_EMAILS,
  ur: UR_TEAM_EMAILS,
};
