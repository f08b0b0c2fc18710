import type { DECISION_TEXTS } from '../../review/review.ts';
import type { Translation } from '../texts.ts';

/** The published decision as the founder's dashboard shows it (colours stay as they are). */
export const MR_DECISION_TEXTS: Translation<typeof DECISION_TEXTS> = {
  accepted: {
    badge: 'स्वीकारला',
    title: 'अभिनंदन: तुमचा अर्ज स्वीकारला आहे',
    text: 'समूहात तुमचे स्वागत करताना आम्हाला खूप आनंद होत आहे. पुढील पावलांबद्दल आमची टीम तुम्हाला कळवेल.',
    color: 'green',
  },
  rejected: {
    badge: 'निवड झाली नाही',
    title: 'तुमच्या अर्जाची निवड झाली नाही',
    text: 'अर्ज केल्याबद्दल धन्यवाद. या समूहात आम्ही तुम्हाला जागा देऊ शकलो नाही, आणि तुम्ही पुन्हा अर्ज कराल अशी आम्हाला आशा आहे.',
    color: 'gray',
  },
  waitlisted: {
    badge: 'प्रतीक्षा यादीत',
    title: 'तुमचा अर्ज प्रतीक्षा यादीत आहे',
    text: 'तुमच्या अर्जाने आम्ही प्रभावित झालो आहोत आणि तो आमच्या प्रतीक्षा यादीत आहे. जागा मोकळी होताच आम्ही तुम्हाला कळवू.',
    color: 'yellow',
  },
};
