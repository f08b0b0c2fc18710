import type { BULK_MOVE_TEXTS } from '../../review/bulk-move.ts';
import type { Translation } from '../texts.ts';

/** The console list's bulk move. "Stage" is సమీక్ష స్థాయి, kept apart from the wizard's దశ (step). */
export const TE_BULK_MOVE_TEXTS: Translation<typeof BULK_MOVE_TEXTS> = {
  selectRow: (company) => `${company} ఎంచుకోండి`,
  selectPage: 'ఈ పేజీలోని అన్ని దరఖాస్తులు ఎంచుకోండి',
  selected: (n) => `${n} ఎంచుకున్నారు`,
  clearSelection: 'ఎంపిక తీసివేయండి',
  targetStage: 'ఎంచుకున్న దరఖాస్తులను ఈ సమీక్ష స్థాయికి తరలించండి',
  moveSelected: 'ఎంచుకున్నవి తరలించండి',
  confirmTitle: 'దరఖాస్తులు తరలించండి',
  confirmText: (n, stage) => `${n} దరఖాస్తులను ${stage} స్థాయికి తరలించాలా? ప్రస్తుత స్థాయి సమీక్షలు అలాగే ఉంటాయి; ${stage} స్థాయిలో కొత్త సమీక్షలు జరుగుతాయి.`,
  confirm: (n, stage) => `${n} దరఖాస్తులను ${stage} స్థాయికి తరలించండి`,
  cancel: 'రద్దు చేయండి',
  moved: (n, stage) => `${n} దరఖాస్తులు ${stage} స్థాయికి తరలించబడ్డాయి.`,
  historyStage: (from, to) => (from === null ? `సమీక్ష స్థాయి: ${to}` : `సమీక్ష స్థాయి: ${from} → ${to}`),
  unknownApplications: (n) => `ఎంచుకున్న వాటిలో ${n} దరఖాస్తులు లేవు లేదా సమర్పించబడలేదు. ఏదీ తరలించలేదు.`,
};
