import type { BULK_MOVE_TEXTS } from '../../review/bulk-move.ts';
import type { Translation } from '../texts.ts';

/** The console list's bulk move. "Stage" is ಪರಿಶೀಲನಾ ಘಟ್ಟ, kept apart from the wizard's ಹಂತ (step). */
export const KN_BULK_MOVE_TEXTS: Translation<typeof BULK_MOVE_TEXTS> = {
  selectRow: (company) => `${company} ಆರಿಸಿ`,
  selectPage: 'ಈ ಪುಟದ ಎಲ್ಲಾ ಅರ್ಜಿಗಳನ್ನು ಆರಿಸಿ',
  selected: (n) => `${n} ಆರಿಸಲಾಗಿದೆ`,
  clearSelection: 'ಆಯ್ಕೆ ತೆಗೆಯಿರಿ',
  targetStage: 'ಆರಿಸಿದ ಅರ್ಜಿಗಳನ್ನು ಈ ಪರಿಶೀಲನಾ ಘಟ್ಟಕ್ಕೆ ಸರಿಸಿ',
  moveSelected: 'ಆರಿಸಿದವನ್ನು ಸರಿಸಿ',
  confirmTitle: 'ಅರ್ಜಿಗಳನ್ನು ಸರಿಸಿ',
  confirmText: (n, stage) =>
    `${n} ಅರ್ಜಿಗಳನ್ನು ${stage} ಘಟ್ಟಕ್ಕೆ ಸರಿಸಬೇಕೇ? ಈಗಿನ ಘಟ್ಟದ ಪರಿಶೀಲನೆಗಳು ಹಾಗೆಯೇ ಇರುತ್ತವೆ; ${stage} ಘಟ್ಟದಲ್ಲಿ ಹೊಸ ಪರಿಶೀಲನೆಗಳು ನಡೆಯುತ್ತವೆ.`,
  confirm: (n, stage) => `${n} ಅರ್ಜಿಗಳನ್ನು ${stage} ಘಟ್ಟಕ್ಕೆ ಸರಿಸಿ`,
  cancel: 'ರದ್ದುಮಾಡಿ',
  moved: (n, stage) => `${n} ಅರ್ಜಿಗಳನ್ನು ${stage} ಘಟ್ಟಕ್ಕೆ ಸರಿಸಲಾಗಿದೆ.`,
  historyStage: (from, to) => (from === null ? `ಪರಿಶೀಲನಾ ಘಟ್ಟ: ${to}` : `ಪರಿಶೀಲನಾ ಘಟ್ಟ: ${from} → ${to}`),
  unknownApplications: (n) => `ಆರಿಸಿದವುಗಳಲ್ಲಿ ${n} ಅರ್ಜಿಗಳು ಇಲ್ಲ ಅಥವಾ ಸಲ್ಲಿಕೆಯಾಗಿಲ್ಲ. ಏನನ್ನೂ ಸರಿಸಲಿಲ್ಲ.`,
};
