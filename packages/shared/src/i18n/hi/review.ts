import type { DECISION_TEXTS } from '../../review/review.ts';
import type { Translation } from '../texts.ts';

/** The published decision as the founder's dashboard shows it (colours stay as they are). */
export const HI_DECISION_TEXTS: Translation<typeof DECISION_TEXTS> = {
  accepted: {
    badge: 'स्वीकार',
    title: 'बधाई हो: आपका आवेदन स्वीकार हो गया है',
    text: 'समूह में आपका स्वागत करते हुए हमें बहुत खुशी है। हमारी टीम आगे के कदमों के बारे में आपको लिखेगी।',
    color: 'green',
  },
  rejected: {
    badge: 'चयन नहीं हुआ',
    title: 'आपके आवेदन का चयन नहीं हुआ',
    text: 'आवेदन करने के लिए धन्यवाद। इस समूह में हम आपको जगह नहीं दे सके, और हमें आशा है कि आप फिर से आवेदन करेंगे।',
    color: 'gray',
  },
  waitlisted: {
    badge: 'प्रतीक्षा सूची में',
    title: 'आपका आवेदन प्रतीक्षा सूची में है',
    text: 'आपके आवेदन ने हमें प्रभावित किया है और वह हमारी प्रतीक्षा सूची में है। जगह खुलते ही हम आपको लिखेंगे।',
    color: 'yellow',
  },
};
