/*
 * The co-founders' limits and messages without zod (co-founders.ts adds the address schema): the web app's pages and
 * the language packs import these, so zod stays out of the parts every page shares.
 */
/**
 * Co-founders apply together (docs/co-founders.md): the rules the browser and the server both apply, once.
 */

import { MAX_CO_FOUNDERS } from './co-founder-limits.ts';

export * from './co-founder-limits.ts';

export const CO_FOUNDER_MESSAGES = {
  ADDRESS_REQUIRED: 'Enter an email address or a 10-digit mobile number.',
  ADDRESS_INVALID: 'Enter a valid email address or a 10-digit mobile number.',
  TEAM_FULL: `Your team is full: at most ${MAX_CO_FOUNDERS} co-founders can join one application.`,
  INVITE_NOT_FOUND: 'This invite link is not valid. Check that you opened the whole link.',
  INVITE_USED: 'This invite link has already been used.',
  INVITE_EXPIRED: 'This invite link has expired. Ask your co-founder to send a new one.',
  INVITE_REVOKED: 'This invite was withdrawn. Ask your co-founder to send a new one.',
  INVITE_OTHER_ADDRESS:
    'This invite was sent to another email address or mobile number. Sign in with the account it was sent to.',
  ALREADY_MEMBER: 'You are already on this application.',
  OWN_APPLICATION_IN_COHORT:
    'You already have an application in this cohort. Joining does not move or merge it: leave it first, or keep it and do not join.',
  LAST_MEMBER: 'You are the only member of this application: delete it instead of leaving.',
  INVITE_SELF: 'You cannot invite yourself.',
  TOO_MANY_INVITES: 'You have sent many invites in a short time. Please wait an hour and try again.',
  SIGN_OFF_MISSING: 'Every co-founder must confirm "I have read the whole application" before it can be submitted.',
  REPLACE_UNSEEN_FILE:
    'A co-founder has stored another file here since you looked. Yours was not stored: choose whether to replace theirs with it.',
} as const;

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
