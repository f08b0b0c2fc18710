import { CO_FOUNDER_INVITE_TTL_DAYS, MAX_CO_FOUNDERS } from '../../co-founders/co-founder-limits.ts';
import type { CO_FOUNDER_MESSAGES } from '../../co-founders/co-founder-rules.ts';
import type { CoFounderInviteTexts } from '../../co-founders/co-founder-invite-texts.ts';

/** The co-founders' messages in Gujarati (co-founders/co-founders.ts, CO_FOUNDER_MESSAGES). */
export const CO_FOUNDER_MESSAGES_GU: Record<keyof typeof CO_FOUNDER_MESSAGES, string> = {
  ADDRESS_REQUIRED: 'ઈમેલ સરનામું અથવા 10 અંકનો મોબાઇલ નંબર લખો.',
  ADDRESS_INVALID: 'સાચું ઈમેલ સરનામું અથવા 10 અંકનો મોબાઇલ નંબર લખો.',
  TEAM_FULL: `તમારી ટીમ પૂરી છે: એક અરજીમાં વધુમાં વધુ ${MAX_CO_FOUNDERS} સહ-સ્થાપક જોડાઈ શકે છે.`,
  INVITE_NOT_FOUND: 'આ આમંત્રણની લિંક સાચી નથી. તમે આખી લિંક ખોલી છે કે નહીં તે તપાસો.',
  INVITE_USED: 'આ આમંત્રણની લિંક પહેલેથી વપરાઈ ગઈ છે.',
  INVITE_EXPIRED: 'આ આમંત્રણની લિંકની મુદત પૂરી થઈ ગઈ છે. તમારા સહ-સ્થાપકને નવી લિંક મોકલવા કહો.',
  INVITE_REVOKED: 'આ આમંત્રણ પાછું ખેંચી લેવાયું છે. તમારા સહ-સ્થાપકને નવી લિંક મોકલવા કહો.',
  INVITE_OTHER_ADDRESS: 'આ આમંત્રણ બીજા ઈમેલ સરનામા અથવા મોબાઇલ નંબર પર મોકલાયું હતું. જે ખાતા પર તે મોકલાયું હતું, તે ખાતાથી સાઇન ઇન કરો.',
  ALREADY_MEMBER: 'તમે પહેલેથી આ અરજીમાં છો.',
  OWN_APPLICATION_IN_COHORT:
    'આ જૂથમાં તમારી પોતાની અરજી પહેલેથી છે. જોડાવાથી તે ખસશે નહીં કે ભળી જશે નહીં: પહેલાં તે છોડો, અથવા તેને રાખો અને ન જોડાઓ.',
  LAST_MEMBER: 'આ અરજીમાં ફક્ત તમે જ છો: અરજી છોડવાને બદલે તેને કાઢી નાખો.',
  INVITE_SELF: 'તમે પોતાને જ આમંત્રણ મોકલી શકતા નથી.',
  TOO_MANY_INVITES: 'તમે થોડા સમયમાં ઘણાં આમંત્રણ મોકલ્યાં છે. કૃપા કરીને એક કલાક રાહ જોઈને ફરી પ્રયાસ કરો.',
  SIGN_OFF_MISSING: 'અરજી જમા કરતાં પહેલાં દરેક સહ-સ્થાપકે "મેં આખી અરજી વાંચી છે" તેની ખાતરી કરવી જરૂરી છે.',
  REPLACE_UNSEEN_FILE:
    'તમે જોયા પછી એક સહ-સ્થાપકે અહીં બીજી ફાઇલ મૂકી છે. તમારી ફાઇલ મુકાઈ નથી: તેમની ફાઇલની જગ્યાએ તમારી મૂકવી કે નહીં તે પસંદ કરો.',
};

/** The invite to a co-founder in Gujarati (co-founders/co-founder-invite-texts.ts). */
export const GU_CO_FOUNDER_INVITE_TEXTS: CoFounderInviteTexts = {
  email: ({ productName, inviter, startup, link }) => ({
    subject: `${inviter} તમને ${productName} માં સાથે મળીને અરજી કરવા આમંત્રણ આપે છે`,
    text:
      `${inviter} તમને ${productName} માટેની તેમની અરજીમાં${startup ? ` (${startup})` : ''} સહ-સ્થાપક તરીકે જોડાવા આમંત્રણ આપે છે. ` +
      `તમે બંને પોતપોતાના ખાતાથી તે ભરી શકશો.\n\n` +
      `જોડાવા માટે આ લિંક ખોલો. તે ${CO_FOUNDER_INVITE_TTL_DAYS} દિવસ સુધી, એક જ વાર, આ જ ઈમેલ સરનામાથી ચાલશે:\n\n${link}\n\n` +
      `— ${productName}\nજો તમને આની અપેક્ષા ન હતી, તો આ સંદેશ અવગણો; કંઈ બદલાશે નહીં.`,
  }),
  sms: ({ productName, inviter, startup, link }) =>
    `${productName}: ${inviter} તમને તેમની અરજીમાં${startup ? ` (${startup})` : ''} સહ-સ્થાપક તરીકે જોડાવા આમંત્રણ આપે છે. લિંક (${CO_FOUNDER_INVITE_TTL_DAYS} દિવસ, એક વાર): ${link}`,
};
