import type { SIGN_IN_MESSAGES } from '../../texts/sign-in-messages.ts';
import type { Translation } from '../texts.ts';

export const BN_SIGN_IN_MESSAGES: Translation<typeof SIGN_IN_MESSAGES> = {
  REQUIRED_FIELDS_AUTH: 'অনুগ্রহ করে সব দরকারি ঘর পূরণ করুন',
  PASSWORD_TOO_SHORT: 'পাসওয়ার্ড অন্তত 8 অক্ষরের হতে হবে',
  PASSWORD_NEEDS_NUMBER: 'পাসওয়ার্ডে অন্তত একটি সংখ্যা থাকতে হবে',
  PASSWORD_NEEDS_SPECIAL: 'পাসওয়ার্ডে অন্তত একটি বিশেষ চিহ্ন (যেমন @ # !) থাকতে হবে',
  PASSWORD_HINT: 'পাসওয়ার্ড অন্তত 8 অক্ষরের হোক, আর তাতে সংখ্যা ও বিশেষ চিহ্ন (যেমন @ # !) থাকুক',
  INVALID_CREDENTIALS: 'ইমেল বা পাসওয়ার্ড ঠিক নয়। অনুগ্রহ করে আবার চেষ্টা করুন।',
  AUTH_FALLBACK: 'সাইন ইন করার সময় একটি সমস্যা হয়েছে',
  SIGNUP_FALLBACK: 'অ্যাকাউন্ট তৈরির সময় একটি সমস্যা হয়েছে',
  EMAIL_INCORRECTLY_FORMATTED: 'ইমেল ঠিকানা সঠিক রূপে নেই',
  PASSWORD_INCORRECTLY_FORMATTED: 'পাসওয়ার্ড সঠিক রূপে নেই',
  EMAIL_NEEDS_VERIFICATION: 'ইমেল ঠিকানা যাচাই করা দরকার',
  USER_NOT_AUTHENTICATED: 'আপনি সাইন ইন করেননি',
  ALREADY_SIGNED_IN: 'আপনি আগেই সাইন ইন করেছেন',
  NETWORK_ERROR: 'নেটওয়ার্কের সমস্যা',
  TOO_MANY_ATTEMPTS: 'অনেকবার চেষ্টা হয়েছে। অনুগ্রহ করে একটু অপেক্ষা করে আবার চেষ্টা করুন।',
  EMAIL_TAKEN: 'এই ইমেল দিয়ে আগেই একটি অ্যাকাউন্ট আছে। অনুগ্রহ করে সাইন ইন করুন।',
  VERIFICATION_EMAIL_SENT: 'এই অ্যাকাউন্টের যাচাই এখনও বাকি থাকলে, আমরা যাচাইয়ের একটি নতুন ইমেল পাঠিয়েছি।',
  SOMETHING_WENT_WRONG: 'কিছু একটা ভুল হয়েছে',
  TRY_AGAIN: 'আবার চেষ্টা করুন',
  LOADING: 'লোড হচ্ছে...',
};
