import type { BLIND_REVIEW_TEXTS } from '../../review/blind-review.ts';
import type { Translation } from '../texts.ts';

/** Blind review in the console: بے نام جائزہ, a review without the founder's identity. */
export const UR_BLIND_REVIEW_TEXTS: Translation<typeof BLIND_REVIEW_TEXTS> = {
  withheld: '[بے نام جائزے کے لیے روکا گیا]',
  notice: 'بے نام جائزہ: بانی کا نام، ای میل، فون اور فائلوں کے نام روکے گئے ہیں، اور ان کا ہر ذکر بھی۔',
  anotherApplication: 'ایک اور درخواست',
};
