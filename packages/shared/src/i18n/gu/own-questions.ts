import type { OwnQuestionMessages } from '../../own-questions/own-question-messages.ts';
import { GU_RUPEES_MESSAGES } from './rupees.ts';

/** The messages of a cohort's own questions in Gujarati (own-question-messages.ts). */
export const GU_OWN_QUESTION_MESSAGES: OwnQuestionMessages = {
  REQUIRED: 'કૃપા કરીને આ પ્રશ્નનો જવાબ આપો',
  NOT_TEXT: 'કૃપા કરીને તમારો જવાબ શબ્દોમાં લખો',
  TEXT_TOO_LONG: (max) => `કૃપા કરીને વધુમાં વધુ ${max} અક્ષર લખો`,
  NOT_WHOLE_NUMBER: 'પૂર્ણ સંખ્યા લખો, જેમ કે 12',
  NUMBER_TOO_SMALL: (min) => `ઓછામાં ઓછી ${min} ની સંખ્યા લખો`,
  NUMBER_TOO_LARGE: (max) => `વધુમાં વધુ ${max} ની સંખ્યા લખો`,
  AMOUNT_NOT_WHOLE_RUPEES: GU_RUPEES_MESSAGES.NOT_WHOLE_RUPEES,
  AMOUNT_TOO_LARGE: GU_RUPEES_MESSAGES.TOO_LARGE,
  AMOUNT_NEGATIVE: 'રકમ શૂન્યથી ઓછી ન હોઈ શકે',
  YES_NO_INVALID: 'કૃપા કરીને હા અથવા ના પસંદ કરો',
  CHOICE_INVALID: 'કૃપા કરીને બતાવેલા વિકલ્પોમાંથી એક પસંદ કરો',
  CHOICES_INVALID: 'કૃપા કરીને ફક્ત બતાવેલા વિકલ્પોમાંથી જ પસંદ કરો',
  DATE_INVALID: 'સાચી તારીખ લખો: દિવસ, મહિનો અને વર્ષ',
  UNKNOWN_QUESTION: 'આ પ્રશ્ન આ જૂથના ફોર્મમાં નથી. કૃપા કરીને પેજ ફરી ખોલો.',
  YES: 'હા',
  NO: 'ના',
};
