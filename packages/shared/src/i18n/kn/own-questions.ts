import type { OwnQuestionMessages } from '../../own-questions/own-question-messages.ts';
import { KN_RUPEES_MESSAGES } from './rupees.ts';

/** The messages of a cohort's own questions in Kannada (own-question-messages.ts). */
export const KN_OWN_QUESTION_MESSAGES: OwnQuestionMessages = {
  REQUIRED: 'ದಯವಿಟ್ಟು ಈ ಪ್ರಶ್ನೆಗೆ ಉತ್ತರಿಸಿ',
  NOT_TEXT: 'ದಯವಿಟ್ಟು ನಿಮ್ಮ ಉತ್ತರವನ್ನು ಅಕ್ಷರಗಳಲ್ಲಿ ಬರೆಯಿರಿ',
  TEXT_TOO_LONG: (max) => `ದಯವಿಟ್ಟು ಗರಿಷ್ಠ ${max} ಅಕ್ಷರಗಳನ್ನು ಬರೆಯಿರಿ`,
  NOT_WHOLE_NUMBER: 'ಪೂರ್ಣ ಸಂಖ್ಯೆಯನ್ನು ಬರೆಯಿರಿ, ಉದಾ. 12',
  NUMBER_TOO_SMALL: (min) => `ಕನಿಷ್ಠ ${min} ಇರುವ ಸಂಖ್ಯೆಯನ್ನು ಬರೆಯಿರಿ`,
  NUMBER_TOO_LARGE: (max) => `ಗರಿಷ್ಠ ${max} ಇರುವ ಸಂಖ್ಯೆಯನ್ನು ಬರೆಯಿರಿ`,
  AMOUNT_NOT_WHOLE_RUPEES: KN_RUPEES_MESSAGES.NOT_WHOLE_RUPEES,
  AMOUNT_TOO_LARGE: KN_RUPEES_MESSAGES.TOO_LARGE,
  AMOUNT_NEGATIVE: 'ಮೊತ್ತ ಸೊನ್ನೆಗಿಂತ ಕಡಿಮೆ ಇರಬಾರದು',
  YES_NO_INVALID: 'ದಯವಿಟ್ಟು ಹೌದು ಅಥವಾ ಇಲ್ಲ ಆಯ್ಕೆಮಾಡಿ',
  CHOICE_INVALID: 'ದಯವಿಟ್ಟು ತೋರಿಸಿರುವ ಆಯ್ಕೆಗಳಲ್ಲಿ ಒಂದನ್ನು ಆರಿಸಿ',
  CHOICES_INVALID: 'ದಯವಿಟ್ಟು ತೋರಿಸಿರುವ ಆಯ್ಕೆಗಳಿಂದ ಮಾತ್ರ ಆರಿಸಿ',
  DATE_INVALID: 'ಸರಿಯಾದ ದಿನಾಂಕ ಬರೆಯಿರಿ: ದಿನ, ತಿಂಗಳು ಮತ್ತು ವರ್ಷ',
  UNKNOWN_QUESTION: 'ಈ ಪ್ರಶ್ನೆ ಈ ಬ್ಯಾಚ್‌ನ ಫಾರ್ಮ್‌ನಲ್ಲಿ ಇಲ್ಲ. ದಯವಿಟ್ಟು ಪುಟವನ್ನು ಮತ್ತೆ ತೆರೆಯಿರಿ.',
  YES: 'ಹೌದು',
  NO: 'ಇಲ್ಲ',
};
