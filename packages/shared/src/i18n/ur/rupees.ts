import type { RUPEES_MESSAGES } from '../../format/rupees.ts';
import type { Translation } from '../texts.ts';

export const UR_RUPEES_MESSAGES: Translation<typeof RUPEES_MESSAGES> = {
  NOT_WHOLE_RUPEES: 'رقم پورے روپوں میں لکھیں، جیسے 2,50,000',
  TOO_LARGE: 'براہِ کرم یہ رقم جانچیں: یہ ہماری حد سے زیادہ ہے',
  HINT: 'پورے روپے، جیسے 2,50,000',
};
