import type { BLIND_REVIEW_TEXTS } from '../../review/blind-review.ts';
import type { Translation } from '../texts.ts';

/** Blind review in the console. "Blind review" is बिना पहचान की समीक्षा: a review without the founder's identity. */
export const HI_BLIND_REVIEW_TEXTS: Translation<typeof BLIND_REVIEW_TEXTS> = {
  withheld: '[बिना पहचान की समीक्षा के लिए रोका गया]',
  notice: 'बिना पहचान की समीक्षा: संस्थापक का नाम, ईमेल, फ़ोन और फ़ाइलों के नाम रोके गए हैं, और उनका हर ज़िक्र भी।',
  anotherApplication: 'एक और आवेदन',
};
