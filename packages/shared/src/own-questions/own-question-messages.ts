import type { Locale } from '../locales.ts';
import { RUPEES_MESSAGES } from '../format/rupees.ts';
import { HI_RUPEES_MESSAGES } from '../i18n/hi/rupees.ts';
import { BN_OWN_QUESTION_MESSAGES } from '../i18n/bn/own-questions.ts';
import { MR_OWN_QUESTION_MESSAGES } from '../i18n/mr/own-questions.ts';
import { TE_OWN_QUESTION_MESSAGES } from '../i18n/te/own-questions.ts';
import { TA_OWN_QUESTION_MESSAGES } from '../i18n/ta/own-questions.ts';
import { GU_OWN_QUESTION_MESSAGES } from '../i18n/gu/own-questions.ts';
import { KN_OWN_QUESTION_MESSAGES } from '../i18n/kn/own-questions.ts';
import { UR_OWN_QUESTION_MESSAGES } from '../i18n/ur/own-questions.ts';

/**
 * The messages of a cohort's own questions (docs/own-questions.md), without zod: the wizard's check and the
 * server's schema both say them, in the founder's language. Amounts reuse the funding fields' messages.
 */
export const OWN_QUESTION_MESSAGES = {
  REQUIRED: 'Please answer this question',
  NOT_TEXT: 'Please write your answer as text',
  TEXT_TOO_LONG: (max: number) => `Please use at most ${max} characters`,
  NOT_WHOLE_NUMBER: 'Enter a whole number, like 12',
  NUMBER_TOO_SMALL: (min: number) => `Enter a number of at least ${min}`,
  NUMBER_TOO_LARGE: (max: number) => `Enter a number of at most ${max}`,
  AMOUNT_NOT_WHOLE_RUPEES: RUPEES_MESSAGES.NOT_WHOLE_RUPEES,
  AMOUNT_TOO_LARGE: RUPEES_MESSAGES.TOO_LARGE,
  AMOUNT_NEGATIVE: 'The amount cannot be negative',
  YES_NO_INVALID: 'Please choose Yes or No',
  CHOICE_INVALID: 'Please choose one of the options shown',
  CHOICES_INVALID: 'Please choose only from the options shown',
  DATE_INVALID: 'Enter a real date: day, month and year',
  UNKNOWN_QUESTION: 'This question is not part of this cohort’s form. Please reload the page.',
  YES: 'Yes',
  NO: 'No',
} as const;

export type OwnQuestionMessages = {
  [K in keyof typeof OWN_QUESTION_MESSAGES]: (typeof OWN_QUESTION_MESSAGES)[K] extends string ? string : (n: number) => string;
};

export const OWN_QUESTION_MESSAGES_HI: OwnQuestionMessages = {
  REQUIRED: 'कृपया इस प्रश्न का उत्तर दें',
  NOT_TEXT: 'कृपया अपना उत्तर शब्दों में लिखें',
  TEXT_TOO_LONG: (max) => `कृपया ज़्यादा से ज़्यादा ${max} अक्षर लिखें`,
  NOT_WHOLE_NUMBER: 'पूरी संख्या लिखें, जैसे 12',
  NUMBER_TOO_SMALL: (min) => `कम से कम ${min} की संख्या लिखें`,
  NUMBER_TOO_LARGE: (max) => `ज़्यादा से ज़्यादा ${max} की संख्या लिखें`,
  AMOUNT_NOT_WHOLE_RUPEES: HI_RUPEES_MESSAGES.NOT_WHOLE_RUPEES,
  AMOUNT_TOO_LARGE: HI_RUPEES_MESSAGES.TOO_LARGE,
  AMOUNT_NEGATIVE: 'रकम शून्य से कम नहीं हो सकती',
  YES_NO_INVALID: 'कृपया हाँ या नहीं चुनें',
  CHOICE_INVALID: 'कृपया दिखाए गए विकल्पों में से एक चुनें',
  CHOICES_INVALID: 'कृपया केवल दिखाए गए विकल्पों में से चुनें',
  DATE_INVALID: 'सही तारीख़ लिखें: दिन, महीना और साल',
  UNKNOWN_QUESTION: 'यह प्रश्न इस कोहोर्ट के फ़ॉर्म में नहीं है। कृपया पेज दोबारा खोलें।',
  YES: 'हाँ',
  NO: 'नहीं',
};

const BY_LOCALE: Record<Locale, OwnQuestionMessages> = {
  en: OWN_QUESTION_MESSAGES,
  hi: OWN_QUESTION_MESSAGES_HI,
  bn: BN_OWN_QUESTION_MESSAGES,
  mr: MR_OWN_QUESTION_MESSAGES,
  te: TE_OWN_QUESTION_MESSAGES,
  ta: TA_OWN_QUESTION_MESSAGES,
  gu: GU_OWN_QUESTION_MESSAGES,
  kn: KN_OWN_QUESTION_MESSAGES,
  ur: UR_OWN_QUESTION_MESSAGES,
};

/** The messages in the founder's language (an unknown code reads English). */
export const ownQuestionMessages = (locale: Locale | string): OwnQuestionMessages =>
  BY_LOCALE[locale as Locale] ?? OWN_QUESTION_MESSAGES;
