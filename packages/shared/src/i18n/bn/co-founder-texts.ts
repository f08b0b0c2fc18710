import type { CoFounderInviteTexts } from '../../co-founders/co-founder-invite-texts.ts';
import { CO_FOUNDER_INVITE_TTL_DAYS, MAX_CO_FOUNDERS } from '../../co-founders/co-founder-limits.ts';
import type { CO_FOUNDER_MESSAGES } from '../../co-founders/co-founder-rules.ts';

/** The co-founders' messages in Bengali ("co-founder" is সহ-প্রতিষ্ঠাতা). */
export const BN_CO_FOUNDER_MESSAGES: Record<keyof typeof CO_FOUNDER_MESSAGES, string> = {
  ADDRESS_REQUIRED: 'একটি ইমেল ঠিকানা বা 10 অঙ্কের মোবাইল নম্বর লিখুন।',
  ADDRESS_INVALID: 'একটি সঠিক ইমেল ঠিকানা বা 10 অঙ্কের মোবাইল নম্বর লিখুন।',
  TEAM_FULL: `আপনার দল পূর্ণ: একটি আবেদনে বড়জোর ${MAX_CO_FOUNDERS} জন সহ-প্রতিষ্ঠাতা যোগ দিতে পারেন।`,
  INVITE_NOT_FOUND: 'এই আমন্ত্রণের লিঙ্কটি ঠিক নয়। দেখে নিন আপনি পুরো লিঙ্কটি খুলেছেন কি না।',
  INVITE_USED: 'এই আমন্ত্রণের লিঙ্কটি আগেই ব্যবহার করা হয়েছে।',
  INVITE_EXPIRED: 'এই আমন্ত্রণের লিঙ্কের মেয়াদ শেষ হয়ে গেছে। আপনার সহ-প্রতিষ্ঠাতাকে একটি নতুন লিঙ্ক পাঠাতে বলুন।',
  INVITE_REVOKED: 'এই আমন্ত্রণ ফিরিয়ে নেওয়া হয়েছে। আপনার সহ-প্রতিষ্ঠাতাকে একটি নতুন লিঙ্ক পাঠাতে বলুন।',
  INVITE_OTHER_ADDRESS:
    'এই আমন্ত্রণ অন্য একটি ইমেল ঠিকানা বা মোবাইল নম্বরে পাঠানো হয়েছিল। যে অ্যাকাউন্টে পাঠানো হয়েছিল, সেটি দিয়ে সাইন ইন করুন।',
  ALREADY_MEMBER: 'আপনি আগে থেকেই এই আবেদনে আছেন।',
  OWN_APPLICATION_IN_COHORT:
    'এই ব্যাচে আপনার নিজের একটি আবেদন আগে থেকেই আছে। যোগ দিলে সেটি সরবেও না, মিশেও যাবে না: আগে সেটি ছেড়ে দিন, অথবা সেটি রাখুন আর যোগ দেবেন না।',
  LAST_MEMBER: 'এই আবেদনে শুধু আপনিই আছেন: ছেড়ে যাওয়ার বদলে এটি মুছে ফেলুন।',
  INVITE_SELF: 'আপনি নিজেকে আমন্ত্রণ জানাতে পারবেন না।',
  TOO_MANY_INVITES: 'আপনি অল্প সময়ে অনেক আমন্ত্রণ পাঠিয়েছেন। এক ঘণ্টা অপেক্ষা করে আবার চেষ্টা করুন।',
  SIGN_OFF_MISSING: 'জমা দেওয়ার আগে প্রত্যেক সহ-প্রতিষ্ঠাতাকে নিশ্চিত করতে হবে: "আমি পুরো আবেদনটি পড়েছি"।',
  REPLACE_UNSEEN_FILE:
    'আপনি দেখার পরে একজন সহ-প্রতিষ্ঠাতা এখানে অন্য একটি ফাইল রেখেছেন। আপনার ফাইল রাখা হয়নি: তাঁর ফাইলের বদলে আপনারটি রাখবেন কি না বেছে নিন।',
};

/** The co-founder invite, by email and SMS, in Bengali. */
export const BN_CO_FOUNDER_INVITE: CoFounderInviteTexts = {
  email: ({ productName, inviter, startup, link }) => ({
    subject: `${inviter} আপনাকে ${productName}-এ একসাথে আবেদন করার আমন্ত্রণ জানাচ্ছেন`,
    text:
      `${inviter} আপনাকে ${productName}-এ তাঁর আবেদনে${startup ? ` (${startup})` : ''} সহ-প্রতিষ্ঠাতা হিসেবে যোগ দেওয়ার আমন্ত্রণ জানাচ্ছেন। ` +
      `আপনারা দুজনেই নিজের নিজের অ্যাকাউন্ট থেকে এটি পূরণ করতে ও বদলাতে পারবেন।\n\n` +
      `যোগ দিতে এই লিঙ্কটি খুলুন। এটি ${CO_FOUNDER_INVITE_TTL_DAYS} দিন পর্যন্ত, একবারই, এই ইমেল ঠিকানা দিয়ে কাজ করবে:\n\n${link}\n\n` +
      `— ${productName}\nআপনি এটি আশা না করে থাকলে এই বার্তাটি উপেক্ষা করুন; কিছুই বদলাবে না।`,
  }),
  sms: ({ productName, inviter, startup, link }) =>
    `${productName}: ${inviter} আপনাকে তাঁর আবেদনে${startup ? ` (${startup})` : ''} সহ-প্রতিষ্ঠাতা হতে আমন্ত্রণ জানাচ্ছেন। লিঙ্ক (${CO_FOUNDER_INVITE_TTL_DAYS} দিন, একবার): ${link}`,
};
