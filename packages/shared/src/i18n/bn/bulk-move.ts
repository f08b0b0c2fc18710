import type { BULK_MOVE_TEXTS } from '../../review/bulk-move.ts';
import type { Translation } from '../texts.ts';

/** The console list's bulk move. "Stage" is পর্যালোচনার পর্যায়, apart from the wizard's ধাপ (step). */
export const BN_BULK_MOVE_TEXTS: Translation<typeof BULK_MOVE_TEXTS> = {
  selectRow: (company) => `${company} বেছে নিন`,
  selectPage: 'এই পাতার সব আবেদন বেছে নিন',
  selected: (n) => `${n}টি বেছে নেওয়া হয়েছে`,
  clearSelection: 'বাছাই মুছুন',
  targetStage: 'বেছে নেওয়া আবেদনগুলি পর্যালোচনার এই পর্যায়ে নিয়ে যান',
  moveSelected: 'বেছে নেওয়া আবেদনগুলি নিয়ে যান',
  confirmTitle: 'আবেদন নিয়ে যান',
  confirmText: (n, stage) =>
    `${n}টি আবেদন ${stage}-এ নিয়ে যাবেন? তাদের বর্তমান পর্যায়ের পর্যালোচকদের পর্যালোচনা থেকে যাবে; ${stage}-এ নতুন পর্যালোচনা হবে।`,
  confirm: (n, stage) => `${n}টি আবেদন ${stage}-এ নিয়ে যান`,
  cancel: 'বাতিল করুন',
  moved: (n, stage) => `${n}টি আবেদন ${stage}-এ নিয়ে যাওয়া হয়েছে।`,
  historyStage: (from, to) => (from === null ? `পর্যালোচনার পর্যায়: ${to}` : `পর্যালোচনার পর্যায়: ${from} → ${to}`),
  unknownApplications: (n) => `বেছে নেওয়াগুলির মধ্যে ${n}টি আবেদন নেই বা জমা হয়নি। কিছুই নিয়ে যাওয়া হয়নি।`,
};
