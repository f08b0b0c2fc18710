import type { RUPEES_MESSAGES } from '../../format/rupees.ts';
import type { Translation } from '../texts.ts';

export const TA_RUPEES_MESSAGES: Translation<typeof RUPEES_MESSAGES> = {
  NOT_WHOLE_RUPEES: 'தொகையை முழு ரூபாயில் எழுதுங்கள், எ.கா. 2,50,000',
  TOO_LARGE: 'இந்தத் தொகையைச் சரிபாருங்கள்: இது எங்கள் வரம்பை விட அதிகம்',
  HINT: 'முழு ரூபாய், எ.கா. 2,50,000',
};
