import type { DECISION_TEXTS } from '../../review/review.ts';
import type { Translation } from '../texts.ts';

/** The published decision as the founder's dashboard shows it (colours stay as they are). */
export const UR_DECISION_TEXTS: Translation<typeof DECISION_TEXTS> = {
  accepted: {
    badge: 'منظور',
    title: 'مبارک ہو: آپ کی درخواست منظور ہو گئی ہے',
    text: 'گروپ میں آپ کا استقبال کرتے ہوئے ہمیں بہت خوشی ہے۔ ہماری ٹیم آگے کے قدموں کے بارے میں آپ کو لکھے گی۔',
    color: 'green',
  },
  rejected: {
    badge: 'منتخب نہیں ہوئی',
    title: 'آپ کی درخواست منتخب نہیں ہوئی',
    text: 'درخواست دینے کا شکریہ۔ اس گروپ میں ہم آپ کو جگہ نہیں دے سکے، اور ہمیں امید ہے کہ آپ دوبارہ درخواست دیں گے۔',
    color: 'gray',
  },
  waitlisted: {
    badge: 'انتظار کی فہرست میں',
    title: 'آپ کی درخواست انتظار کی فہرست میں ہے',
    text: 'آپ کی درخواست نے ہمیں متاثر کیا ہے اور وہ ہماری انتظار کی فہرست میں ہے۔ جگہ خالی ہوتے ہی ہم آپ کو لکھیں گے۔',
    color: 'yellow',
  },
};
