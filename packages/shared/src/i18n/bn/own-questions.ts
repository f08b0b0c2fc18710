import type { OwnQuestionMessages } from '../../own-questions/own-question-messages.ts';
import { BN_RUPEES_MESSAGES } from './rupees.ts';

/** The messages of a cohort's own questions in Bengali (own-question-messages.ts). */
export const BN_OWN_QUESTION_MESSAGES: OwnQuestionMessages = {
  REQUIRED: 'অনুগ্রহ করে এই প্রশ্নের উত্তর দিন',
  NOT_TEXT: 'অনুগ্রহ করে আপনার উত্তর লিখে দিন',
  TEXT_TOO_LONG: (max) => `অনুগ্রহ করে সর্বাধিক ${max}টি অক্ষর লিখুন`,
  NOT_WHOLE_NUMBER: 'একটি পূর্ণ সংখ্যা লিখুন, যেমন 12',
  NUMBER_TOO_SMALL: (min) => `কমপক্ষে ${min} সংখ্যাটি লিখুন`,
  NUMBER_TOO_LARGE: (max) => `সর্বাধিক ${max} সংখ্যাটি লিখুন`,
  AMOUNT_NOT_WHOLE_RUPEES: BN_RUPEES_MESSAGES.NOT_WHOLE_RUPEES,
  AMOUNT_TOO_LARGE: BN_RUPEES_MESSAGES.TOO_LARGE,
  AMOUNT_NEGATIVE: 'টাকার অঙ্ক শূন্যের কম হতে পারে না',
  YES_NO_INVALID: 'অনুগ্রহ করে হ্যাঁ বা না বেছে নিন',
  CHOICE_INVALID: 'অনুগ্রহ করে দেখানো বিকল্পগুলির একটি বেছে নিন',
  CHOICES_INVALID: 'অনুগ্রহ করে শুধু দেখানো বিকল্পগুলি থেকে বেছে নিন',
  DATE_INVALID: 'একটি সঠিক তারিখ লিখুন: দিন, মাস ও বছর',
  UNKNOWN_QUESTION: 'এই প্রশ্নটি এই ব্যাচের ফর্মে নেই। অনুগ্রহ করে পেজটি আবার খুলুন।',
  YES: 'হ্যাঁ',
  NO: 'না',
};
