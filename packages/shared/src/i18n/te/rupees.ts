import type { RUPEES_MESSAGES } from '../../format/rupees.ts';
import type { Translation } from '../texts.ts';

export const TE_RUPEES_MESSAGES: Translation<typeof RUPEES_MESSAGES> = {
  NOT_WHOLE_RUPEES: 'మొత్తాన్ని పూర్తి రూపాయల్లో రాయండి, ఉదా. 2,50,000',
  TOO_LARGE: 'దయచేసి ఈ మొత్తాన్ని సరిచూడండి: ఇది మా పరిమితి కంటే ఎక్కువ',
  HINT: 'పూర్తి రూపాయలు, ఉదా. 2,50,000',
};
