import type { BULK_MOVE_TEXTS } from '../../review/bulk-move.ts';
import type { Translation } from '../texts.ts';

/** The console list's bulk move. "Stage" is மதிப்பாய்வுக் கட்டம், kept apart from the wizard's படி (step). */
export const TA_BULK_MOVE_TEXTS: Translation<typeof BULK_MOVE_TEXTS> = {
  selectRow: (company) => `${company} தேர்ந்தெடு`,
  selectPage: 'இந்தப் பக்கத்தின் எல்லா விண்ணப்பங்களையும் தேர்ந்தெடு',
  selected: (n) => `${n} தேர்ந்தெடுக்கப்பட்டன`,
  clearSelection: 'தேர்வை நீக்கு',
  targetStage: 'தேர்ந்தெடுத்த விண்ணப்பங்களை இந்த மதிப்பாய்வுக் கட்டத்துக்கு நகர்த்து',
  moveSelected: 'தேர்ந்தெடுத்தவற்றை நகர்த்து',
  confirmTitle: 'விண்ணப்பங்களை நகர்த்து',
  confirmText: (n, stage) =>
    `${n} விண்ணப்பங்களை ${stage} கட்டத்துக்கு நகர்த்தவா? தற்போதைய கட்டத்தின் மதிப்பாய்வுகள் அப்படியே இருக்கும்; ${stage} கட்டத்தில் புதிய மதிப்பாய்வுகள் நடக்கும்.`,
  confirm: (n, stage) => `${n} விண்ணப்பங்களை ${stage} கட்டத்துக்கு நகர்த்து`,
  cancel: 'ரத்து செய்',
  moved: (n, stage) => `${n} விண்ணப்பங்கள் ${stage} கட்டத்துக்கு நகர்த்தப்பட்டன.`,
  historyStage: (from, to) => (from === null ? `மதிப்பாய்வுக் கட்டம்: ${to}` : `மதிப்பாய்வுக் கட்டம்: ${from} → ${to}`),
  unknownApplications: (n) => `தேர்ந்தெடுத்தவற்றில் ${n} விண்ணப்பங்கள் இல்லை அல்லது சமர்ப்பிக்கப்படவில்லை. எதுவும் நகர்த்தப்படவில்லை.`,
};
