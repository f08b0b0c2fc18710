import type { SYNC_MESSAGES } from '../../texts/sync-messages.ts';
import type { Translation } from '../texts.ts';

export const BN_SYNC_MESSAGES: Translation<typeof SYNC_MESSAGES> = {
  SAVED: 'সংরক্ষিত',
  SAVING: 'সংরক্ষণ হচ্ছে…',
  NOT_SENT: 'এখনও পাঠানো হয়নি: ইন্টারনেট এলে পাঠানো হবে',
  DRAFT: 'খসড়া এই ফোনে রাখা আছে — এখনও পাঠানো হয়নি',
  DRAFT_IN_PAGE: 'শুধু এই পাতাতেই লেখা আছে — এখনও পাঠানো হয়নি',
  couldNotSave: (reason) => `সংরক্ষণ করা যায়নি: ${reason}`,
  STEP_UNSENT: 'বদলগুলি এখনও পাঠানো হয়নি',
  stepsUnsent: (count) => `${count.toLocaleString('en-IN')}টি ধাপ এখনও পাঠানো হয়নি`,
  ANSWER_NOT_KEPT: 'প্রোগ্রাম দল আপনার উত্তর দেওয়া একটি প্রশ্ন সরিয়ে দিয়েছে, তাই সেই উত্তরটি রাখা হয়নি। বাকি সব সংরক্ষিত হয়েছে।',
  ANSWER_NO_LONGER_FITS:
    'প্রোগ্রাম দল আপনার উত্তর দেওয়া একটি প্রশ্ন বদলে দিয়েছে, আর আপনার উত্তরটি এখন তার সঙ্গে মেলে না, তাই সেটি রাখা হয়নি। অনুগ্রহ করে আবার উত্তর দিন। বাকি সব সংরক্ষিত হয়েছে।',
  SUBMIT_QUEUED: 'আপনি অফলাইনে আছেন। আপনার আবেদন সম্পূর্ণ এবং এই ফোনে সংরক্ষিত; ইন্টারনেট এলেই জমা হয়ে যাবে।',
  NOT_KEPT_ON_PHONE:
    'এই ফোনে আপনার পরিবর্তনগুলি রাখার জায়গা আর নেই। পাঠানো না হওয়া পর্যন্ত এই পাতাটি খোলা রাখুন: ইন্টারনেট এলেই সেগুলি পাঠানো হবে।',
  UPLOAD_OFFLINE_HEADING: 'ইন্টারনেট নেই',
  UPLOAD_WAITING: 'সংযোগের অপেক্ষা…',
  UPLOAD_WAITING_HINT: 'ইন্টারনেট ফিরলেই আপলোড নিজে থেকে আবার চলবে।',
  uploadPartial: (fileName, percent) => `${fileName}: ${percent}% পাঠানো হয়েছে। বাকিটা পাঠাতে একই ফাইল আবার বেছে নিন`,
  uploadUnfinished: (fileName) => `${fileName}: শেষ হয়নি। বাকিটা পাঠাতে একই ফাইল আবার বেছে নিন`,
  CHOOSE_VIDEO_TOUCH: 'ভিডিও রেকর্ড করতে বা বেছে নিতে ছুঁয়ে দিন',
  CHOOSE_DOCUMENT_TOUCH: 'ফাইল বেছে নিতে ছুঁয়ে দিন',
  RECORD_VIDEO: 'ভিডিও রেকর্ড করুন',
};
