import type { RUPEES_MESSAGES } from '../../format/rupees.ts';
import type { Translation } from '../texts.ts';

export const KN_RUPEES_MESSAGES: Translation<typeof RUPEES_MESSAGES> = {
  NOT_WHOLE_RUPEES: 'ಮೊತ್ತವನ್ನು ಪೂರ್ಣ ರೂಪಾಯಿಗಳಲ್ಲಿ ಬರೆಯಿರಿ, ಉದಾ. 2,50,000',
  TOO_LARGE: 'ದಯವಿಟ್ಟು ಈ ಮೊತ್ತವನ್ನು ಪರಿಶೀಲಿಸಿ: ಇದು ನಮ್ಮ ಮಿತಿಗಿಂತ ಹೆಚ್ಚು',
  HINT: 'ಪೂರ್ಣ ರೂಪಾಯಿ, ಉದಾ. 2,50,000',
};
