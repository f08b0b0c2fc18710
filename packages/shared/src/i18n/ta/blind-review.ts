import type { BLIND_REVIEW_TEXTS } from '../../review/blind-review.ts';
import type { Translation } from '../texts.ts';

/** Blind review in the console: அடையாளம் மறைத்த மதிப்பாய்வு, a review without the founder's identity. */
export const TA_BLIND_REVIEW_TEXTS: Translation<typeof BLIND_REVIEW_TEXTS> = {
  withheld: '[அடையாளம் மறைத்த மதிப்பாய்வுக்காக மறைக்கப்பட்டது]',
  notice: 'அடையாளம் மறைத்த மதிப்பாய்வு: நிறுவனரின் பெயர், மின்னஞ்சல், தொலைபேசி, கோப்புப் பெயர்கள் மற்றும் அவற்றின் ஒவ்வொரு குறிப்பும் மறைக்கப்பட்டுள்ளன.',
  anotherApplication: 'இன்னொரு விண்ணப்பம்',
};
