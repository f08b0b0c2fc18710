import type { BULK_MOVE_TEXTS } from '../../review/bulk-move.ts';
import type { Translation } from '../texts.ts';

/** The console list's bulk move. "Stage" is तपासणीचा टप्पा, to keep it apart from the wizard's टप्पा (step). */
export const MR_BULK_MOVE_TEXTS: Translation<typeof BULK_MOVE_TEXTS> = {
  selectRow: (company) => `${company} निवडा`,
  selectPage: 'या पानावरील सर्व अर्ज निवडा',
  selected: (n) => `${n} निवडले`,
  clearSelection: 'निवड काढा',
  targetStage: 'निवडलेले अर्ज या तपासणीच्या टप्प्यात न्या',
  moveSelected: 'निवडलेले अर्ज न्या',
  confirmTitle: 'अर्ज न्या',
  confirmText: (n, stage) =>
    `${n} अर्ज ${stage} मध्ये न्यायचे? त्यांच्या सध्याच्या तपासणीच्या टप्प्यातील परीक्षकांच्या तपासण्या तशाच राहतील; ${stage} मध्ये नवीन तपासण्या होतील.`,
  confirm: (n, stage) => `${n} अर्ज ${stage} मध्ये न्या`,
  cancel: 'रद्द करा',
  moved: (n, stage) => `${n} अर्ज ${stage} मध्ये नेले.`,
  historyStage: (from, to) => (from === null ? `तपासणीचा टप्पा: ${to}` : `तपासणीचा टप्पा: ${from} → ${to}`),
  unknownApplications: (n) => `निवडलेल्यांपैकी ${n} अर्ज अस्तित्वात नाहीत किंवा सादर केलेले नाहीत. काहीही नेले नाही.`,
};
