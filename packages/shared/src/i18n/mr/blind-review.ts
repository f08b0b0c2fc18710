import type { BLIND_REVIEW_TEXTS } from '../../review/blind-review.ts';
import type { Translation } from '../texts.ts';

/** Blind review in the console. "Blind review" is ओळख न दाखवता तपासणी: a review without the founder's identity. */
export const MR_BLIND_REVIEW_TEXTS: Translation<typeof BLIND_REVIEW_TEXTS> = {
  withheld: '[ओळख न दाखवता तपासणीसाठी रोखले]',
  notice: 'ओळख न दाखवता तपासणी: संस्थापकाचे नाव, ईमेल, फोन आणि फाइलींची नावे रोखली आहेत, आणि त्यांचा प्रत्येक उल्लेखही.',
  anotherApplication: 'आणखी एक अर्ज',
};
