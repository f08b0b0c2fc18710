import { COHORT_LIMITS, type COHORT_MESSAGES } from '../../cohorts/cohort-messages.ts';
import type { REMINDER_MESSAGES } from '../../reminders/reminder-schedule.ts';
import { REMINDER_LIMITS } from '../../reminders/reminder-schedule.ts';

/** The cohorts' messages in Bengali (the Hindi ones stay in cohort-messages.ts). "Cohort" is ব্যাচ. */
export const BN_COHORT_MESSAGES: Record<keyof typeof COHORT_MESSAGES, string> = {
  NAME_REQUIRED: 'ব্যাচের নাম ইংরেজি ও হিন্দি দুই ভাষাতেই লিখুন।',
  NAME_TOO_LONG: `ব্যাচের নাম বড়জোর ${COHORT_LIMITS.nameMax} অক্ষরের হতে পারে।`,
  DESCRIPTION_TOO_LONG: `বিবরণ বড়জোর ${COHORT_LIMITS.descriptionMax} অক্ষরের হতে পারে।`,
  TIME_INVALID: 'খোলা ও বন্ধ হওয়ার সময় IST-তে তারিখ ও সময় হিসেবে লিখুন।',
  DATES_REVERSED: 'বন্ধ হওয়ার সময় খোলার সময়ের পরে হতে হবে।',
  CLOSES_IN_PAST: 'বন্ধ হওয়ার সময় পেরিয়ে গেছে: সামনের কোনো সময় বেছে নিন, অথবা ব্যাচটি এখনই বন্ধ করুন।',
  COHORT_NOT_FOUND: 'এই ব্যাচটি পাওয়া যায়নি।',
  ALREADY_APPLIED: 'এই ব্যাচে আপনার আবেদন আগে থেকেই আছে: সেটি আপনার ড্যাশবোর্ড থেকে খুলুন।',
  DRAFT_ELSEWHERE: 'অন্য একটি খোলা ব্যাচে আপনার একটি আবেদন অসমাপ্ত আছে। আগে সেটি জমা দিন, তারপর এই ব্যাচে আবেদন করুন।',
  COHORT_ARCHIVED: 'এই ব্যাচটি সংরক্ষণাগারে আছে, আর বদলানো যাবে না।',
  STILL_OPEN: 'এই ব্যাচটি এখনও খোলা: সংরক্ষণাগারে পাঠানোর আগে এটি বন্ধ করুন।',
  STAGE_OTHER_COHORT: 'এর মধ্যে কয়েকটি আবেদন এই পর্যায়ের ব্যাচের নয়, অন্য ব্যাচের। প্রতিটি ব্যাচের আবেদন তার নিজের পর্যায়ে নিয়ে যান।',
};

export const BN_REMINDER_MESSAGES: Record<keyof typeof REMINDER_MESSAGES, string> = {
  TIMES_INVALID: `বন্ধ হওয়ার আগে মনে করানোর বড়জোর ${REMINDER_LIMITS.maxTimes}টি সময় লিখুন, যেমন 7d, 2d, 1d, 3h (দিন বা ঘণ্টা, 15m থেকে 60d পর্যন্ত), কমা দিয়ে আলাদা করে।`,
  LINK_INVALID: 'বার্তা বন্ধ করার এই লিঙ্কটি ঠিক নয়। বার্তা থেকে পুরো লিঙ্কটি কপি করুন, অথবা আপনার অ্যাকাউন্টের পাতায় এগুলি বন্ধ করুন।',
  CHANNEL_NEEDS_MOBILE:
    'SMS আর WhatsApp-এর জন্য একটি যাচাই করা ভারতীয় মোবাইল নম্বর (+91) লাগবে। আগে আপনার অ্যাকাউন্টের পাতায় সেটি যোগ করে যাচাই করুন।',
};
