import type { DECISION_TEXTS } from '../../review/review.ts';
import type { Translation } from '../texts.ts';

/** The published decision as the founder's dashboard shows it (colours stay as they are). */
export const TE_DECISION_TEXTS: Translation<typeof DECISION_TEXTS> = {
  accepted: {
    badge: 'ఎంపికైంది',
    title: 'అభినందనలు: మీ దరఖాస్తు ఎంపికైంది',
    text: 'ఈ బ్యాచ్‌లోకి మిమ్మల్ని స్వాగతించడం మాకు చాలా ఆనందం. తదుపరి అడుగుల గురించి మా బృందం మీకు రాస్తుంది.',
    color: 'green',
  },
  rejected: {
    badge: 'ఎంపిక కాలేదు',
    title: 'మీ దరఖాస్తు ఎంపిక కాలేదు',
    text: 'దరఖాస్తు చేసినందుకు ధన్యవాదాలు. ఈ బ్యాచ్‌లో మీకు స్థానం ఇవ్వలేకపోయాము, మీరు మళ్లీ దరఖాస్తు చేస్తారని ఆశిస్తున్నాము.',
    color: 'gray',
  },
  waitlisted: {
    badge: 'వెయిటింగ్ జాబితాలో',
    title: 'మీ దరఖాస్తు వెయిటింగ్ జాబితాలో ఉంది',
    text: 'మీ దరఖాస్తు మమ్మల్ని ఆకట్టుకుంది, అది మా వెయిటింగ్ జాబితాలో ఉంది. స్థానం ఖాళీ కాగానే మీకు రాస్తాము.',
    color: 'yellow',
  },
};
