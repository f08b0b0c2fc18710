import type { DECISION_TEXTS } from '../../review/review.ts';
import type { Translation } from '../texts.ts';

/** The published decision as the founder's dashboard shows it (colours stay as they are). */
export const KN_DECISION_TEXTS: Translation<typeof DECISION_TEXTS> = {
  accepted: {
    badge: 'ಆಯ್ಕೆಯಾಗಿದೆ',
    title: 'ಅಭಿನಂದನೆಗಳು: ನಿಮ್ಮ ಅರ್ಜಿ ಆಯ್ಕೆಯಾಗಿದೆ',
    text: 'ಈ ಬ್ಯಾಚ್‌ಗೆ ನಿಮ್ಮನ್ನು ಸ್ವಾಗತಿಸಲು ನಮಗೆ ತುಂಬಾ ಸಂತೋಷ. ಮುಂದಿನ ಹೆಜ್ಜೆಗಳ ಬಗ್ಗೆ ನಮ್ಮ ತಂಡ ನಿಮಗೆ ಬರೆಯುತ್ತದೆ.',
    color: 'green',
  },
  rejected: {
    badge: 'ಆಯ್ಕೆಯಾಗಿಲ್ಲ',
    title: 'ನಿಮ್ಮ ಅರ್ಜಿ ಆಯ್ಕೆಯಾಗಿಲ್ಲ',
    text: 'ಅರ್ಜಿ ಸಲ್ಲಿಸಿದ್ದಕ್ಕೆ ಧನ್ಯವಾದಗಳು. ಈ ಬ್ಯಾಚ್‌ನಲ್ಲಿ ನಿಮಗೆ ಜಾಗ ಕೊಡಲು ಆಗಲಿಲ್ಲ, ನೀವು ಮತ್ತೆ ಅರ್ಜಿ ಸಲ್ಲಿಸುತ್ತೀರಿ ಎಂದು ಆಶಿಸುತ್ತೇವೆ.',
    color: 'gray',
  },
  waitlisted: {
    badge: 'ಕಾಯುವ ಪಟ್ಟಿಯಲ್ಲಿ',
    title: 'ನಿಮ್ಮ ಅರ್ಜಿ ಕಾಯುವ ಪಟ್ಟಿಯಲ್ಲಿದೆ',
    text: 'ನಿಮ್ಮ ಅರ್ಜಿ ನಮ್ಮನ್ನು ಮೆಚ್ಚಿಸಿದೆ, ಅದು ನಮ್ಮ ಕಾಯುವ ಪಟ್ಟಿಯಲ್ಲಿದೆ. ಜಾಗ ಖಾಲಿಯಾದ ತಕ್ಷಣ ನಿಮಗೆ ಬರೆಯುತ್ತೇವೆ.',
    color: 'yellow',
  },
};
