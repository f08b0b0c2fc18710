import type { BLIND_REVIEW_TEXTS } from '../../review/blind-review.ts';
import type { Translation } from '../texts.ts';

/** Blind review in the console: ಗುರುತು ಇಲ್ಲದ ಪರಿಶೀಲನೆ, a review without the founder's identity. */
export const KN_BLIND_REVIEW_TEXTS: Translation<typeof BLIND_REVIEW_TEXTS> = {
  withheld: '[ಗುರುತು ಇಲ್ಲದ ಪರಿಶೀಲನೆಗಾಗಿ ಮರೆಮಾಡಲಾಗಿದೆ]',
  notice: 'ಗುರುತು ಇಲ್ಲದ ಪರಿಶೀಲನೆ: ಸ್ಥಾಪಕರ ಹೆಸರು, ಇಮೇಲ್, ಫೋನ್, ಫೈಲ್‌ಗಳ ಹೆಸರುಗಳು ಮತ್ತು ಅವುಗಳ ಪ್ರತಿ ಉಲ್ಲೇಖ ಮರೆಮಾಡಲಾಗಿದೆ.',
  anotherApplication: 'ಇನ್ನೊಂದು ಅರ್ಜಿ',
};
