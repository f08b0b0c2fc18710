import type { OwnQuestionMessages } from '../../own-questions/own-question-messages.ts';
import { TA_RUPEES_MESSAGES } from './rupees.ts';

/** The messages of a cohort's own questions in Tamil (own-question-messages.ts). */
export const TA_OWN_QUESTION_MESSAGES: OwnQuestionMessages = {
  REQUIRED: 'இந்தக் கேள்விக்குப் பதில் அளியுங்கள்',
  NOT_TEXT: 'உங்கள் பதிலை எழுத்தில் எழுதுங்கள்',
  TEXT_TOO_LONG: (max) => `அதிகபட்சம் ${max} எழுத்துகள் மட்டும் எழுதுங்கள்`,
  NOT_WHOLE_NUMBER: 'ஒரு முழு எண்ணை எழுதுங்கள், எ.கா. 12',
  NUMBER_TOO_SMALL: (min) => `குறைந்தது ${min} என்ற எண்ணை எழுதுங்கள்`,
  NUMBER_TOO_LARGE: (max) => `அதிகபட்சம் ${max} என்ற எண்ணை எழுதுங்கள்`,
  AMOUNT_NOT_WHOLE_RUPEES: TA_RUPEES_MESSAGES.NOT_WHOLE_RUPEES,
  AMOUNT_TOO_LARGE: TA_RUPEES_MESSAGES.TOO_LARGE,
  AMOUNT_NEGATIVE: 'தொகை பூஜ்ஜியத்தை விடக் குறைவாக இருக்க முடியாது',
  YES_NO_INVALID: 'ஆம் அல்லது இல்லை என்பதைத் தேர்ந்தெடுங்கள்',
  CHOICE_INVALID: 'காட்டப்பட்டுள்ள விருப்பங்களில் ஒன்றைத் தேர்ந்தெடுங்கள்',
  CHOICES_INVALID: 'காட்டப்பட்டுள்ள விருப்பங்களில் இருந்து மட்டும் தேர்ந்தெடுங்கள்',
  DATE_INVALID: 'சரியான தேதியை எழுதுங்கள்: நாள், மாதம், ஆண்டு',
  UNKNOWN_QUESTION: 'இந்தக் கேள்வி இந்தச் சுற்றின் படிவத்தில் இல்லை. பக்கத்தை மீண்டும் திறவுங்கள்.',
  YES: 'ஆம்',
  NO: 'இல்லை',
};
