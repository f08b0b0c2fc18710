import type { DECISION_TEXTS } from '../../review/review.ts';
import type { Translation } from '../texts.ts';

/** The published decision as the founder's dashboard shows it (colours stay as they are). */
export const GU_DECISION_TEXTS: Translation<typeof DECISION_TEXTS> = {
  accepted: {
    badge: 'સ્વીકારી',
    title: 'અભિનંદન: તમારી અરજી સ્વીકારવામાં આવી છે',
    text: 'જૂથમાં તમારું સ્વાગત કરતાં અમને ખૂબ આનંદ થાય છે. આગળનાં પગલાં વિશે અમારી ટીમ તમને લખશે.',
    color: 'green',
  },
  rejected: {
    badge: 'પસંદગી ન થઈ',
    title: 'તમારી અરજીની પસંદગી થઈ નથી',
    text: 'અરજી કરવા બદલ આભાર. આ જૂથમાં અમે તમને જગ્યા આપી શક્યા નહીં, અને અમને આશા છે કે તમે ફરી અરજી કરશો.',
    color: 'gray',
  },
  waitlisted: {
    badge: 'પ્રતીક્ષા યાદીમાં',
    title: 'તમારી અરજી પ્રતીક્ષા યાદીમાં છે',
    text: 'તમારી અરજીએ અમને પ્રભાવિત કર્યા છે અને તે અમારી પ્રતીક્ષા યાદીમાં છે. જગ્યા ખાલી થતાં જ અમે તમને લખીશું.',
    color: 'yellow',
  },
};
