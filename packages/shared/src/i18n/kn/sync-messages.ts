import type { SYNC_MESSAGES } from '../../texts/sync-messages.ts';
import type { Translation } from '../texts.ts';

export const KN_SYNC_MESSAGES: Translation<typeof SYNC_MESSAGES> = {
  SAVED: 'ಉಳಿಸಲಾಗಿದೆ',
  SAVING: 'ಉಳಿಸಲಾಗುತ್ತಿದೆ…',
  NOT_SENT: 'ಇನ್ನೂ ಕಳುಹಿಸಿಲ್ಲ: ಇಂಟರ್ನೆಟ್ ಬಂದಾಗ ಕಳುಹಿಸಲಾಗುತ್ತದೆ',
  DRAFT: 'ಕರಡು ಈ ಫೋನ್‌ನಲ್ಲಿದೆ — ಇನ್ನೂ ಕಳುಹಿಸಿಲ್ಲ',
  couldNotSave: (reason) => `ಉಳಿಸಲು ಆಗಲಿಲ್ಲ: ${reason}`,
  STEP_UNSENT: 'ಬದಲಾವಣೆಗಳನ್ನು ಇನ್ನೂ ಕಳುಹಿಸಿಲ್ಲ',
  stepsUnsent: (count) => `${count.toLocaleString('en-IN')} ಹಂತಗಳನ್ನು ಇನ್ನೂ ಕಳುಹಿಸಿಲ್ಲ`,
  ANSWER_NOT_KEPT: 'ನೀವು ಉತ್ತರಿಸಿದ್ದ ಒಂದು ಪ್ರಶ್ನೆಯನ್ನು ಪ್ರೋಗ್ರಾಮ್ ತಂಡ ತೆಗೆದುಹಾಕಿದೆ, ಆದ್ದರಿಂದ ಆ ಉತ್ತರವನ್ನು ಇಡಲಾಗಿಲ್ಲ. ಉಳಿದದ್ದೆಲ್ಲ ಉಳಿಸಲಾಗಿದೆ.',
  ANSWER_NO_LONGER_FITS:
    'ನೀವು ಉತ್ತರಿಸಿದ್ದ ಒಂದು ಪ್ರಶ್ನೆಯನ್ನು ಪ್ರೋಗ್ರಾಮ್ ತಂಡ ಬದಲಾಯಿಸಿದೆ, ಮತ್ತು ನಿಮ್ಮ ಉತ್ತರ ಈಗ ಅದಕ್ಕೆ ಹೊಂದುವುದಿಲ್ಲ, ಆದ್ದರಿಂದ ಅದನ್ನು ಇಡಲಾಗಿಲ್ಲ. ದಯವಿಟ್ಟು ಮತ್ತೆ ಉತ್ತರಿಸಿ. ಉಳಿದದ್ದೆಲ್ಲ ಉಳಿಸಲಾಗಿದೆ.',
  SUBMIT_QUEUED: 'ಇಂಟರ್ನೆಟ್ ಇಲ್ಲ. ನಿಮ್ಮ ಅರ್ಜಿ ಪೂರ್ಣವಾಗಿದೆ, ಈ ಫೋನ್‌ನಲ್ಲಿ ಉಳಿಸಲಾಗಿದೆ; ಇಂಟರ್ನೆಟ್ ಬಂದ ತಕ್ಷಣ ಸಲ್ಲಿಕೆಯಾಗುತ್ತದೆ.',
  UPLOAD_OFFLINE_HEADING: 'ಇಂಟರ್ನೆಟ್ ಇಲ್ಲ',
  UPLOAD_WAITING: 'ಸಂಪರ್ಕಕ್ಕಾಗಿ ಕಾಯುತ್ತಿದೆ…',
  UPLOAD_WAITING_HINT: 'ಇಂಟರ್ನೆಟ್ ಮರಳಿದ ತಕ್ಷಣ ಅಪ್‌ಲೋಡ್ ತಾನಾಗಿಯೇ ಮುಂದುವರಿಯುತ್ತದೆ.',
  uploadPartial: (fileName, percent) => `${fileName}: ${percent}% ಕಳುಹಿಸಲಾಗಿದೆ. ಮುಂದುವರಿಸಲು ಅದೇ ಫೈಲ್ ಅನ್ನು ಮತ್ತೆ ಆರಿಸಿ`,
  uploadUnfinished: (fileName) => `${fileName}: ಪೂರ್ಣವಾಗಿಲ್ಲ. ಮುಂದುವರಿಸಲು ಅದೇ ಫೈಲ್ ಅನ್ನು ಮತ್ತೆ ಆರಿಸಿ`,
  CHOOSE_VIDEO_TOUCH: 'ವೀಡಿಯೊ ರೆಕಾರ್ಡ್ ಮಾಡಲು ಅಥವಾ ಆರಿಸಲು ಮುಟ್ಟಿ',
  CHOOSE_DOCUMENT_TOUCH: 'ಫೈಲ್ ಆರಿಸಲು ಮುಟ್ಟಿ',
  RECORD_VIDEO: 'ವೀಡಿಯೊ ರೆಕಾರ್ಡ್ ಮಾಡಿ',
};
