import type { OwnQuestionMessages } from '../../own-questions/own-question-messages.ts';
import { MR_RUPEES_MESSAGES } from './rupees.ts';

/** The messages of a cohort's own questions in Marathi (own-question-messages.ts). */
export const MR_OWN_QUESTION_MESSAGES: OwnQuestionMessages = {
  REQUIRED: 'कृपया या प्रश्नाचे उत्तर द्या',
  NOT_TEXT: 'कृपया तुमचे उत्तर शब्दांमध्ये लिहा',
  TEXT_TOO_LONG: (max) => `कृपया जास्तीत जास्त ${max} अक्षरे लिहा`,
  NOT_WHOLE_NUMBER: 'पूर्ण संख्या लिहा, उदा. 12',
  NUMBER_TOO_SMALL: (min) => `किमान ${min} इतकी संख्या लिहा`,
  NUMBER_TOO_LARGE: (max) => `जास्तीत जास्त ${max} इतकी संख्या लिहा`,
  AMOUNT_NOT_WHOLE_RUPEES: MR_RUPEES_MESSAGES.NOT_WHOLE_RUPEES,
  AMOUNT_TOO_LARGE: MR_RUPEES_MESSAGES.TOO_LARGE,
  AMOUNT_NEGATIVE: 'रक्कम शून्यापेक्षा कमी असू शकत नाही',
  YES_NO_INVALID: 'कृपया होय किंवा नाही निवडा',
  CHOICE_INVALID: 'कृपया दाखवलेल्या पर्यायांपैकी एक निवडा',
  CHOICES_INVALID: 'कृपया फक्त दाखवलेल्या पर्यायांमधूनच निवडा',
  DATE_INVALID: 'योग्य तारीख लिहा: दिवस, महिना आणि वर्ष',
  UNKNOWN_QUESTION: 'हा प्रश्न या समूहाच्या फॉर्ममध्ये नाही. कृपया पेज पुन्हा उघडा.',
  YES: 'होय',
  NO: 'नाही',
};
