import type { APP_SHELL_MESSAGES } from '../../texts/app-shell-messages.ts';
import type { Translation } from '../texts.ts';

export const KN_APP_SHELL_MESSAGES: Translation<typeof APP_SHELL_MESSAGES> = {
  OFFLINE: 'ಇಂಟರ್ನೆಟ್ ಇಲ್ಲ: ಬದಲಾವಣೆಗಳು ಈ ಫೋನ್‌ನಲ್ಲೇ ಇರುತ್ತವೆ, ಇಂಟರ್ನೆಟ್ ಬಂದ ತಕ್ಷಣ ಕಳುಹಿಸಲಾಗುತ್ತದೆ',
  UNREACHABLE: 'ಪೋರ್ಟಲ್‌ಗೆ ಸಂಪರ್ಕಿಸಲು ಆಗುತ್ತಿಲ್ಲ: ಬದಲಾವಣೆಗಳು ಈ ಫೋನ್‌ನಲ್ಲೇ ಇರುತ್ತವೆ, ಸಂಪರ್ಕ ಮರಳಿದ ತಕ್ಷಣ ಕಳುಹಿಸಲಾಗುತ್ತದೆ',
  OFFLINE_NOT_KEPT: 'ಇಂಟರ್ನೆಟ್ ಇಲ್ಲ: ಈ ಪುಟದಲ್ಲಿ ಇಂಟರ್ನೆಟ್ ಬೇಕಾದ ಕೆಲಸಗಳು ಇಂಟರ್ನೆಟ್ ಬರುವವರೆಗೆ ನಿಂತಿವೆ',
  UNREACHABLE_NOT_KEPT: 'ಪೋರ್ಟಲ್‌ಗೆ ಸಂಪರ್ಕಿಸಲು ಆಗುತ್ತಿಲ್ಲ: ಈ ಪುಟದಲ್ಲಿ ಸಂಪರ್ಕ ಬೇಕಾದ ಕೆಲಸಗಳು ಸಂಪರ್ಕ ಮರಳುವವರೆಗೆ ನಿಂತಿವೆ',
  NEEDS_CONNECTION: 'ಇದಕ್ಕೆ ಇಂಟರ್ನೆಟ್ ಬೇಕು: ಇಂಟರ್ನೆಟ್ ಇಲ್ಲದಾಗ ಇದು ನಿಂತಿರುತ್ತದೆ, ಏನೂ ಕಳೆದುಹೋಗಿಲ್ಲ.',
  languageLoading: (language) => `${language} ಲೋಡ್ ಆಗುತ್ತಿದೆ…`,
  languageWaits: (language) => `${language} ಲೋಡ್ ಮಾಡಲು ಇಂಟರ್ನೆಟ್ ಬೇಕು: ಇಂಟರ್ನೆಟ್ ಮರಳಿದ ತಕ್ಷಣ ಈ ಪುಟ ಆ ಭಾಷೆಗೆ ಬದಲಾಗುತ್ತದೆ.`,
  UPDATE_AVAILABLE: 'ಹೊಸ ಆವೃತ್ತಿ ಸಿದ್ಧವಾಗಿದೆ',
  UPDATE_HINT: 'ಪೋರ್ಟಲ್‌ನ ಹೊಸ ಆವೃತ್ತಿ ಸಿದ್ಧವಾಗಿದೆ.',
  UPDATE_RELOAD: 'ಮತ್ತೆ ತೆರೆಯಿರಿ',
};
