import type { CoFounderInviteTexts } from '../../co-founders/co-founder-invite-texts.ts';
import { CO_FOUNDER_INVITE_TTL_DAYS, MAX_CO_FOUNDERS } from '../../co-founders/co-founder-limits.ts';
import type { CO_FOUNDER_MESSAGES } from '../../co-founders/co-founder-rules.ts';

/** The co-founders' messages and invite in Kannada (a co-founder is a ಸಹ-ಸಂಸ್ಥಾಪಕ). */
export const KN_CO_FOUNDER_MESSAGES: Record<keyof typeof CO_FOUNDER_MESSAGES, string> = {
  ADDRESS_REQUIRED: 'ಇಮೇಲ್ ವಿಳಾಸ ಅಥವಾ 10 ಅಂಕಿಯ ಮೊಬೈಲ್ ಸಂಖ್ಯೆಯನ್ನು ಬರೆಯಿರಿ.',
  ADDRESS_INVALID: 'ಸರಿಯಾದ ಇಮೇಲ್ ವಿಳಾಸ ಅಥವಾ 10 ಅಂಕಿಯ ಮೊಬೈಲ್ ಸಂಖ್ಯೆಯನ್ನು ಬರೆಯಿರಿ.',
  TEAM_FULL: `ನಿಮ್ಮ ತಂಡ ತುಂಬಿದೆ: ಒಂದು ಅರ್ಜಿಗೆ ಗರಿಷ್ಠ ${MAX_CO_FOUNDERS} ಸಹ-ಸಂಸ್ಥಾಪಕರು ಸೇರಬಹುದು.`,
  INVITE_NOT_FOUND: 'ಈ ಆಹ್ವಾನ ಲಿಂಕ್ ಸರಿಯಿಲ್ಲ. ನೀವು ಪೂರ್ತಿ ಲಿಂಕ್ ತೆರೆದಿದ್ದೀರಾ ಎಂದು ನೋಡಿ.',
  INVITE_USED: 'ಈ ಆಹ್ವಾನ ಲಿಂಕ್ ಅನ್ನು ಈಗಾಗಲೇ ಬಳಸಲಾಗಿದೆ.',
  INVITE_EXPIRED: 'ಈ ಆಹ್ವಾನ ಲಿಂಕ್‌ನ ಅವಧಿ ಮುಗಿದಿದೆ. ಹೊಸದನ್ನು ಕಳುಹಿಸಲು ನಿಮ್ಮ ಸಹ-ಸಂಸ್ಥಾಪಕರನ್ನು ಕೇಳಿ.',
  INVITE_REVOKED: 'ಈ ಆಹ್ವಾನವನ್ನು ಹಿಂಪಡೆಯಲಾಗಿದೆ. ಹೊಸದನ್ನು ಕಳುಹಿಸಲು ನಿಮ್ಮ ಸಹ-ಸಂಸ್ಥಾಪಕರನ್ನು ಕೇಳಿ.',
  INVITE_OTHER_ADDRESS: 'ಈ ಆಹ್ವಾನವನ್ನು ಬೇರೆ ಇಮೇಲ್ ವಿಳಾಸ ಅಥವಾ ಮೊಬೈಲ್ ಸಂಖ್ಯೆಗೆ ಕಳುಹಿಸಲಾಗಿದೆ. ಅದನ್ನು ಕಳುಹಿಸಿದ ಖಾತೆಯಿಂದ ಸೈನ್ ಇನ್ ಮಾಡಿ.',
  ALREADY_MEMBER: 'ನೀವು ಈಗಾಗಲೇ ಈ ಅರ್ಜಿಯಲ್ಲಿ ಇದ್ದೀರಿ.',
  OWN_APPLICATION_IN_COHORT:
    'ಈ ಬ್ಯಾಚ್‌ನಲ್ಲಿ ನಿಮ್ಮದೇ ಒಂದು ಅರ್ಜಿ ಈಗಾಗಲೇ ಇದೆ. ಸೇರಿದರೆ ಅದು ಸರಿಯುವುದೂ ಇಲ್ಲ, ಬೆರೆಯುವುದೂ ಇಲ್ಲ: ಮೊದಲು ಅದನ್ನು ಬಿಡಿ, ಅಥವಾ ಅದನ್ನು ಇಟ್ಟುಕೊಂಡು ಇದಕ್ಕೆ ಸೇರಬೇಡಿ.',
  LAST_MEMBER: 'ಈ ಅರ್ಜಿಯಲ್ಲಿ ನೀವು ಒಬ್ಬರೇ ಇದ್ದೀರಿ: ಬಿಡುವ ಬದಲು ಅದನ್ನು ಅಳಿಸಿ.',
  INVITE_SELF: 'ನಿಮ್ಮನ್ನು ನೀವೇ ಆಹ್ವಾನಿಸಲು ಆಗುವುದಿಲ್ಲ.',
  TOO_MANY_INVITES: 'ನೀವು ಕಡಿಮೆ ಸಮಯದಲ್ಲಿ ಹಲವು ಆಹ್ವಾನಗಳನ್ನು ಕಳುಹಿಸಿದ್ದೀರಿ. ದಯವಿಟ್ಟು ಒಂದು ಗಂಟೆ ಕಾದು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
  SIGN_OFF_MISSING: 'ಸಲ್ಲಿಸುವ ಮೊದಲು ಪ್ರತಿ ಸಹ-ಸಂಸ್ಥಾಪಕರೂ "ನಾನು ಇಡೀ ಅರ್ಜಿಯನ್ನು ಓದಿದ್ದೇನೆ" ಎಂದು ದೃಢಪಡಿಸಬೇಕು.',
  REPLACE_UNSEEN_FILE:
    'ನೀವು ನೋಡಿದ ನಂತರ ಒಬ್ಬ ಸಹ-ಸಂಸ್ಥಾಪಕರು ಇಲ್ಲಿ ಬೇರೆ ಫೈಲ್ ಇಟ್ಟಿದ್ದಾರೆ. ನಿಮ್ಮ ಫೈಲ್ ಇಡಲಾಗಿಲ್ಲ: ಅವರ ಫೈಲ್ ಬದಲು ನಿಮ್ಮದನ್ನು ಇಡಬೇಕೆ ಎಂದು ಆರಿಸಿ.',
};

export const KN_CO_FOUNDER_INVITE_TEXTS: CoFounderInviteTexts = {
  email: ({ productName, inviter, startup, link }) => ({
    subject: `${inviter} ಅವರು ${productName} ಗೆ ಒಟ್ಟಿಗೆ ಅರ್ಜಿ ಸಲ್ಲಿಸಲು ನಿಮ್ಮನ್ನು ಆಹ್ವಾನಿಸುತ್ತಿದ್ದಾರೆ`,
    text:
      `${inviter} ಅವರು ${productName} ಗೆ ತಮ್ಮ ಅರ್ಜಿಯಲ್ಲಿ${startup ? ` (${startup})` : ''} ಸಹ-ಸಂಸ್ಥಾಪಕರಾಗಿ ಸೇರಲು ನಿಮ್ಮನ್ನು ಆಹ್ವಾನಿಸುತ್ತಿದ್ದಾರೆ. ` +
      `ನೀವಿಬ್ಬರೂ ನಿಮ್ಮ ನಿಮ್ಮ ಖಾತೆಯಿಂದ ಅದನ್ನು ತಿದ್ದಬಹುದು.\n\n` +
      `ಸೇರಲು ಈ ಲಿಂಕ್ ತೆರೆಯಿರಿ. ಇದು ${CO_FOUNDER_INVITE_TTL_DAYS} ದಿನಗಳವರೆಗೆ, ಒಂದೇ ಬಾರಿ, ಇದೇ ಇಮೇಲ್ ವಿಳಾಸದೊಂದಿಗೆ ಕೆಲಸ ಮಾಡುತ್ತದೆ:\n\n${link}\n\n` +
      `— ${productName}\nನೀವು ಇದನ್ನು ನಿರೀಕ್ಷಿಸದಿದ್ದರೆ, ಈ ಸಂದೇಶವನ್ನು ಕಡೆಗಣಿಸಿ; ಏನೂ ಬದಲಾಗುವುದಿಲ್ಲ.`,
  }),
  sms: ({ productName, inviter, startup, link }) =>
    `${productName}: ${inviter} ಅವರು ತಮ್ಮ ಅರ್ಜಿಯಲ್ಲಿ${startup ? ` (${startup})` : ''} ಸಹ-ಸಂಸ್ಥಾಪಕರಾಗಿ ಸೇರಲು ಆಹ್ವಾನಿಸಿದ್ದಾರೆ. ಲಿಂಕ್ (${CO_FOUNDER_INVITE_TTL_DAYS} ದಿನ, ಒಂದೇ ಬಾರಿ): ${link}`,
};
