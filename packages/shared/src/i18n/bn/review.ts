import type { DECISION_TEXTS } from '../../review/review.ts';
import type { Translation } from '../texts.ts';

/** The published decision as the founder's dashboard shows it (colours stay as they are). */
export const BN_DECISION_TEXTS: Translation<typeof DECISION_TEXTS> = {
  accepted: {
    badge: 'গৃহীত',
    title: 'অভিনন্দন: আপনার আবেদন গৃহীত হয়েছে',
    text: 'ব্যাচে আপনাকে স্বাগত জানাতে পেরে আমরা খুব খুশি। পরের ধাপগুলি নিয়ে আমাদের দল আপনাকে লিখবে।',
    color: 'green',
  },
  rejected: {
    badge: 'নির্বাচিত হয়নি',
    title: 'আপনার আবেদন নির্বাচিত হয়নি',
    text: 'আবেদন করার জন্য ধন্যবাদ। এই ব্যাচে আমরা আপনাকে জায়গা দিতে পারিনি, আর আমরা আশা করি আপনি আবার আবেদন করবেন।',
    color: 'gray',
  },
  waitlisted: {
    badge: 'অপেক্ষা তালিকায়',
    title: 'আপনার আবেদন অপেক্ষা তালিকায় আছে',
    text: 'আপনার আবেদন আমাদের মুগ্ধ করেছে, সেটি আমাদের অপেক্ষা তালিকায় আছে। জায়গা খালি হলেই আমরা আপনাকে লিখব।',
    color: 'yellow',
  },
};
