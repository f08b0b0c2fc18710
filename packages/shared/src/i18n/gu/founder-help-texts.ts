import type { FOUNDER_HELP_TEXTS } from '../../texts/founder-help-texts.ts';
import type { Translation } from '../texts.ts';

export const GU_FOUNDER_HELP_TEXTS: Translation<typeof FOUNDER_HELP_TEXTS> = {
  dpiit:
    'DPIIT પ્રમાણપત્ર એટલે ઉદ્યોગ અને આંતરિક વેપાર પ્રોત્સાહન વિભાગ (DPIIT) તરફથી મળતી સ્ટાર્ટઅપ ઇન્ડિયા માન્યતા. તમારી કંપની પાસે તેનો પ્રમાણપત્ર નંબર હોય તો જ "હા" પસંદ કરો.',
  funding: {
    equityFunding: 'કંપનીના શેરના બદલામાં રોકાયેલા પૈસા (એન્જલ રોકાણકારો, વેન્ચર કેપિટલ, મિત્રો અને પરિવાર).',
    debtFunding: 'પાછી ચૂકવવાની લોન, વ્યાજ સાથે કે વગર (બેંક લોન, NBFC, વેન્ચર લોન).',
    grantFunding: 'ક્યારેય પાછા ન ચૂકવવાના પૈસા, જેના બદલામાં કોઈ શેર આપવા પડતા નથી (સરકારી યોજનાઓ, ફાઉન્ડેશન, સ્પર્ધાઓ).',
  },
  amountReads: (grouped, words) =>
    `આને ${grouped} તરીકે વાંચ્યું (${words
      .replace(/ crore$/, ' કરોડ')
      .replace(/ lakh$/, ' લાખ')
      .replace(/ thousand$/, ' હજાર')})`,
  stepHasError: 'આ જોવું જરૂરી છે',
  showSummary: 'સારાંશ બતાવો',
  hideSummary: 'સારાંશ છુપાવો',
  viewApplication: 'તમારી અરજી જુઓ',
  verificationSent: (email) => `અમે ${email} પર ખાતરીનો ઈમેલ મોકલ્યો છે. તમારું સરનામું પાકું કરવા માટે તેમાંની લિંક ખોલો.`,
};
