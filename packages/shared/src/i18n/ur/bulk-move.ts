import type { BULK_MOVE_TEXTS } from '../../review/bulk-move.ts';
import type { Translation } from '../texts.ts';

/** The console list's bulk move. "Stage" is جائزے کا مرحلہ, apart from the wizard's مرحلہ (step). */
export const UR_BULK_MOVE_TEXTS: Translation<typeof BULK_MOVE_TEXTS> = {
  selectRow: (company) => `${company} چنیں`,
  selectPage: 'اس صفحے کی تمام درخواستیں چنیں',
  selected: (n) => `${n} چنی گئیں`,
  clearSelection: 'انتخاب ہٹائیں',
  targetStage: 'چنی گئی درخواستیں جائزے کے اس مرحلے میں لے جائیں',
  moveSelected: 'چنی گئی درخواستیں لے جائیں',
  confirmTitle: 'درخواستیں لے جائیں',
  confirmText: (n, stage) =>
    `${n} درخواستیں ${stage} میں لے جائیں؟ ان کے موجودہ مرحلے کے جائزہ کاروں کے جائزے باقی رہیں گے؛ ${stage} میں نئے جائزے ہوں گے۔`,
  confirm: (n, stage) => `${n} درخواستیں ${stage} میں لے جائیں`,
  cancel: 'منسوخ کریں',
  moved: (n, stage) => `${n} درخواستیں ${stage} میں لے جائی گئیں۔`,
  historyStage: (from, to) => (from === null ? `جائزے کا مرحلہ: ${to}` : `جائزے کا مرحلہ: ${from} ← ${to}`),
  unknownApplications: (n) => `چنی گئی میں سے ${n} درخواستیں موجود نہیں یا جمع نہیں ہوئیں۔ کچھ بھی نہیں لے جایا گیا۔`,
};
