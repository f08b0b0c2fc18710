import type { OwnQuestionMessages } from '../../own-questions/own-question-messages.ts';
import { TE_RUPEES_MESSAGES } from './rupees.ts';

/** The messages of a cohort's own questions in Telugu (own-question-messages.ts). */
export const TE_OWN_QUESTION_MESSAGES: OwnQuestionMessages = {
  REQUIRED: 'దయచేసి ఈ ప్రశ్నకు జవాబు ఇవ్వండి',
  NOT_TEXT: 'దయచేసి మీ జవాబును అక్షరాల్లో రాయండి',
  TEXT_TOO_LONG: (max) => `దయచేసి గరిష్ఠంగా ${max} అక్షరాలు రాయండి`,
  NOT_WHOLE_NUMBER: 'పూర్ణ సంఖ్య రాయండి, ఉదా. 12',
  NUMBER_TOO_SMALL: (min) => `కనీసం ${min} ఉండే సంఖ్య రాయండి`,
  NUMBER_TOO_LARGE: (max) => `గరిష్ఠంగా ${max} ఉండే సంఖ్య రాయండి`,
  AMOUNT_NOT_WHOLE_RUPEES: TE_RUPEES_MESSAGES.NOT_WHOLE_RUPEES,
  AMOUNT_TOO_LARGE: TE_RUPEES_MESSAGES.TOO_LARGE,
  AMOUNT_NEGATIVE: 'మొత్తం సున్నా కంటే తక్కువ ఉండకూడదు',
  YES_NO_INVALID: 'దయచేసి అవును లేదా కాదు ఎంచుకోండి',
  CHOICE_INVALID: 'దయచేసి చూపిన ఎంపికల్లో ఒకదాన్ని ఎంచుకోండి',
  CHOICES_INVALID: 'దయచేసి చూపిన ఎంపికల్లో నుంచి మాత్రమే ఎంచుకోండి',
  DATE_INVALID: 'సరైన తేదీ రాయండి: రోజు, నెల, సంవత్సరం',
  UNKNOWN_QUESTION: 'ఈ ప్రశ్న ఈ బ్యాచ్ ఫారంలో లేదు. దయచేసి పేజీని మళ్లీ తెరవండి.',
  YES: 'అవును',
  NO: 'కాదు',
};
