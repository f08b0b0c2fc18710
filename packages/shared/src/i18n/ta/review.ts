import type { DECISION_TEXTS } from '../../review/review.ts';
import type { Translation } from '../texts.ts';

/** The published decision as the founder's dashboard shows it (colours stay as they are). */
export const TA_DECISION_TEXTS: Translation<typeof DECISION_TEXTS> = {
  accepted: {
    badge: 'ஏற்கப்பட்டது',
    title: 'வாழ்த்துகள்: உங்கள் விண்ணப்பம் ஏற்கப்பட்டது',
    text: 'இந்தச் சுற்றில் உங்களை வரவேற்பதில் மகிழ்ச்சி. அடுத்த படிகள் பற்றி எங்கள் குழு உங்களுக்கு எழுதும்.',
    color: 'green',
  },
  rejected: {
    badge: 'தேர்வாகவில்லை',
    title: 'உங்கள் விண்ணப்பம் தேர்வாகவில்லை',
    text: 'விண்ணப்பித்ததற்கு நன்றி. இந்தச் சுற்றில் உங்களுக்கு இடம் தர முடியவில்லை, நீங்கள் மீண்டும் விண்ணப்பிப்பீர்கள் என்று நம்புகிறோம்.',
    color: 'gray',
  },
  waitlisted: {
    badge: 'காத்திருப்புப் பட்டியலில்',
    title: 'உங்கள் விண்ணப்பம் காத்திருப்புப் பட்டியலில் உள்ளது',
    text: 'உங்கள் விண்ணப்பம் எங்களைக் கவர்ந்தது, அது எங்கள் காத்திருப்புப் பட்டியலில் உள்ளது. இடம் கிடைத்தவுடன் உங்களுக்கு எழுதுவோம்.',
    color: 'yellow',
  },
};
