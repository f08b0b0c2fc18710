import type { FOUNDER_HELP_TEXTS } from '../../texts/founder-help-texts.ts';
import type { Translation } from '../texts.ts';

export const BN_FOUNDER_HELP_TEXTS: Translation<typeof FOUNDER_HELP_TEXTS> = {
  dpiit:
    'DPIIT শংসাপত্র হলো শিল্প ও অভ্যন্তরীণ বাণিজ্য প্রসার বিভাগ (DPIIT)-এর দেওয়া স্টার্টআপ ইন্ডিয়া স্বীকৃতি। "হ্যাঁ" তখনই বেছে নিন যখন আপনার কোম্পানির কাছে এর শংসাপত্রের নম্বর আছে।',
  funding: {
    equityFunding: 'কোম্পানির শেয়ারের বদলে আসা টাকা (অ্যাঞ্জেল বিনিয়োগকারী, ভেঞ্চার ক্যাপিটাল, বন্ধু ও পরিবার)।',
    debtFunding: 'যে ঋণ ফেরত দিতে হবে, সুদ সহ বা সুদ ছাড়া (ব্যাংক ঋণ, NBFC, ভেঞ্চার ঋণ)।',
    grantFunding: 'যে টাকা কখনও ফেরত দিতে হয় না, আর যার বদলে কোনো শেয়ার যায় না (সরকারি প্রকল্প, ফাউন্ডেশন, প্রতিযোগিতা)।',
  },
  amountReads: (grouped, words) =>
    `এটি ${grouped} পড়া হয়েছে (${words
      .replace(/ crore$/, ' কোটি')
      .replace(/ lakh$/, ' লাখ')
      .replace(/ thousand$/, ' হাজার')})`,
  stepHasError: 'এটি দেখা দরকার',
  showSummary: 'সারাংশ দেখান',
  hideSummary: 'সারাংশ লুকান',
  viewApplication: 'আপনার আবেদন দেখুন',
  verificationSent: (email) => `আমরা ${email}-এ যাচাইয়ের একটি ইমেল পাঠিয়েছি। ঠিকানা নিশ্চিত করতে তার লিঙ্কটি খুলুন।`,
};
