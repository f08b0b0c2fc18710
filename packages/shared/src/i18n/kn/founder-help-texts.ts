import type { FOUNDER_HELP_TEXTS } from '../../texts/founder-help-texts.ts';
import type { Translation } from '../texts.ts';

export const KN_FOUNDER_HELP_TEXTS: Translation<typeof FOUNDER_HELP_TEXTS> = {
  dpiit:
    'DPIIT ಪ್ರಮಾಣಪತ್ರ ಎಂದರೆ ಕೈಗಾರಿಕೆ ಮತ್ತು ಆಂತರಿಕ ವ್ಯಾಪಾರ ಉತ್ತೇಜನ ಇಲಾಖೆ (DPIIT) ಕೊಡುವ ಸ್ಟಾರ್ಟ್‌ಅಪ್ ಇಂಡಿಯಾ ಮಾನ್ಯತೆ. ನಿಮ್ಮ ಕಂಪನಿಗೆ ಅದರ ಪ್ರಮಾಣಪತ್ರ ಸಂಖ್ಯೆ ಇದ್ದರೆ ಮಾತ್ರ "ಹೌದು" ಆರಿಸಿ.',
  funding: {
    equityFunding: 'ಕಂಪನಿಯ ಷೇರುಗಳಿಗೆ ಬದಲಾಗಿ ಹಾಕಿದ ಹಣ (ಏಂಜೆಲ್ ಹೂಡಿಕೆದಾರರು, ವೆಂಚರ್ ಕ್ಯಾಪಿಟಲ್, ಸ್ನೇಹಿತರು ಮತ್ತು ಕುಟುಂಬ).',
    debtFunding: 'ಮರಳಿ ಕೊಡಬೇಕಾದ ಸಾಲ, ಬಡ್ಡಿಯೊಂದಿಗೆ ಅಥವಾ ಇಲ್ಲದೆ (ಬ್ಯಾಂಕ್ ಸಾಲ, NBFC, ವೆಂಚರ್ ಸಾಲ).',
    grantFunding: 'ಎಂದಿಗೂ ಮರಳಿ ಕೊಡಬೇಕಿಲ್ಲದ, ಯಾವ ಷೇರೂ ಕೊಡದೆ ಸಿಗುವ ಹಣ (ಸರ್ಕಾರಿ ಯೋಜನೆಗಳು, ಪ್ರತಿಷ್ಠಾನಗಳು, ಸ್ಪರ್ಧೆಗಳು).',
  },
  amountReads: (grouped, words) =>
    `ಇದನ್ನು ${grouped} ಎಂದು ಓದಲಾಗಿದೆ (${words
      .replace(/ crore$/, ' ಕೋಟಿ')
      .replace(/ lakh$/, ' ಲಕ್ಷ')
      .replace(/ thousand$/, ' ಸಾವಿರ')})`,
  stepHasError: 'ಇದನ್ನು ನೋಡಬೇಕು',
  showSummary: 'ಸಾರಾಂಶ ತೋರಿಸಿ',
  hideSummary: 'ಸಾರಾಂಶ ಮರೆಮಾಡಿ',
  viewApplication: 'ನಿಮ್ಮ ಅರ್ಜಿ ನೋಡಿ',
  verificationSent: (email) => `${email} ಗೆ ದೃಢೀಕರಣ ಇಮೇಲ್ ಕಳುಹಿಸಿದ್ದೇವೆ. ನಿಮ್ಮ ವಿಳಾಸ ದೃಢಪಡಿಸಲು ಅದರಲ್ಲಿರುವ ಲಿಂಕ್ ತೆರೆಯಿರಿ.`,
};
