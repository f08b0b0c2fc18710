import type { BLIND_REVIEW_TEXTS } from '../../review/blind-review.ts';
import type { Translation } from '../texts.ts';

/** Blind review in the console: পরিচয় ছাড়া পর্যালোচনা, a review without the founder's identity. */
export const BN_BLIND_REVIEW_TEXTS: Translation<typeof BLIND_REVIEW_TEXTS> = {
  withheld: '[পরিচয় ছাড়া পর্যালোচনার জন্য আটকে রাখা হয়েছে]',
  notice: 'পরিচয় ছাড়া পর্যালোচনা: প্রতিষ্ঠাতার নাম, ইমেল, ফোন ও ফাইলের নাম আটকে রাখা হয়েছে, তাদের প্রতিটি উল্লেখও।',
  anotherApplication: 'আরেকটি আবেদন',
};
