import type { CoFounderInviteTexts } from '../../co-founders/co-founder-invite-texts.ts';
import { CO_FOUNDER_INVITE_TTL_DAYS, MAX_CO_FOUNDERS } from '../../co-founders/co-founder-limits.ts';
import type { CO_FOUNDER_MESSAGES } from '../../co-founders/co-founder-rules.ts';

/** The co-founders' messages and invite in Telugu (a co-founder is a సహ వ్యవస్థాపకుడు). */
export const TE_CO_FOUNDER_MESSAGES: Record<keyof typeof CO_FOUNDER_MESSAGES, string> = {
  ADDRESS_REQUIRED: 'ఈమెయిల్ చిరునామా లేదా 10 అంకెల మొబైల్ నంబర్ రాయండి.',
  ADDRESS_INVALID: 'సరైన ఈమెయిల్ చిరునామా లేదా 10 అంకెల మొబైల్ నంబర్ రాయండి.',
  TEAM_FULL: `మీ బృందం నిండిపోయింది: ఒక దరఖాస్తులో గరిష్టంగా ${MAX_CO_FOUNDERS} మంది సహ వ్యవస్థాపకులు చేరవచ్చు.`,
  INVITE_NOT_FOUND: 'ఈ ఆహ్వాన లింక్ సరైనది కాదు. మీరు పూర్తి లింక్‌ను తెరిచారో లేదో చూడండి.',
  INVITE_USED: 'ఈ ఆహ్వాన లింక్ ఇప్పటికే వాడబడింది.',
  INVITE_EXPIRED: 'ఈ ఆహ్వాన లింక్ గడువు ముగిసింది. కొత్తది పంపమని మీ సహ వ్యవస్థాపకుడిని అడగండి.',
  INVITE_REVOKED: 'ఈ ఆహ్వానం వెనక్కి తీసుకోబడింది. కొత్తది పంపమని మీ సహ వ్యవస్థాపకుడిని అడగండి.',
  INVITE_OTHER_ADDRESS: 'ఈ ఆహ్వానం వేరే ఈమెయిల్ చిరునామాకు లేదా మొబైల్ నంబర్‌కు పంపబడింది. అది పంపిన ఖాతాతో సైన్ ఇన్ చేయండి.',
  ALREADY_MEMBER: 'మీరు ఇప్పటికే ఈ దరఖాస్తులో ఉన్నారు.',
  OWN_APPLICATION_IN_COHORT:
    'ఈ బ్యాచ్‌లో మీకు ఇప్పటికే సొంత దరఖాస్తు ఉంది. చేరితే అది కదలదు, కలవదు: ముందు దాన్ని వదిలేయండి, లేదా దాన్ని ఉంచుకుని ఇందులో చేరకండి.',
  LAST_MEMBER: 'ఈ దరఖాస్తులో మీరు ఒక్కరే ఉన్నారు: వదిలేయడానికి బదులు దాన్ని తొలగించండి.',
  INVITE_SELF: 'మిమ్మల్ని మీరే ఆహ్వానించుకోలేరు.',
  TOO_MANY_INVITES: 'మీరు తక్కువ సమయంలో చాలా ఆహ్వానాలు పంపారు. దయచేసి ఒక గంట ఆగి మళ్ళీ ప్రయత్నించండి.',
  SIGN_OFF_MISSING: 'సమర్పించే ముందు ప్రతి సహ వ్యవస్థాపకుడు "నేను మొత్తం దరఖాస్తు చదివాను" అని నిర్ధారించాలి.',
  REPLACE_UNSEEN_FILE: 'మీరు చూసిన తర్వాత ఒక సహ వ్యవస్థాపకుడు ఇక్కడ వేరే ఫైల్ ఉంచారు. మీ ఫైల్ ఉంచబడలేదు: వారి ఫైల్ బదులు మీది ఉంచాలా వద్దా ఎంచుకోండి.',
};

export const TE_CO_FOUNDER_INVITE_TEXTS: CoFounderInviteTexts = {
  email: ({ productName, inviter, startup, link }) => ({
    subject: `${inviter} మిమ్మల్ని ${productName} కు కలిసి దరఖాస్తు చేయడానికి ఆహ్వానిస్తున్నారు`,
    text:
      `${inviter} ${productName} కు తమ దరఖాస్తులో${startup ? ` (${startup})` : ''} సహ వ్యవస్థాపకులుగా చేరమని మిమ్మల్ని ఆహ్వానిస్తున్నారు. ` +
      `మీరిద్దరూ మీ మీ ఖాతాలతో దాన్ని మార్చవచ్చు.\n\n` +
      `చేరడానికి ఈ లింక్ తెరవండి. ఇది ${CO_FOUNDER_INVITE_TTL_DAYS} రోజుల వరకు, ఒక్కసారి, ఈ ఈమెయిల్ చిరునామాతో మాత్రమే పనిచేస్తుంది:\n\n${link}\n\n` +
      `— ${productName}\nమీరు దీన్ని ఊహించకపోతే, ఈ సందేశాన్ని పట్టించుకోకండి; ఏమీ మారదు.`,
  }),
  sms: ({ productName, inviter, startup, link }) =>
    `${productName}: ${inviter} తమ దరఖాస్తులో${startup ? ` (${startup})` : ''} సహ వ్యవస్థాపకులుగా చేరమని ఆహ్వానిస్తున్నారు. లింక్ (${CO_FOUNDER_INVITE_TTL_DAYS} రోజులు, ఒక్కసారి): ${link}`,
};
