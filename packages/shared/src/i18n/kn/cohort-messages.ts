import { COHORT_LIMITS, type COHORT_MESSAGES } from '../../cohorts/cohort-messages.ts';
import { REMINDER_LIMITS, type REMINDER_MESSAGES } from '../../reminders/reminder-schedule.ts';

/** The cohorts' and reminders' messages in Kannada (a cohort is a ಬ್ಯಾಚ್). */
export const KN_COHORT_MESSAGES: Record<keyof typeof COHORT_MESSAGES, string> = {
  NAME_REQUIRED: 'ಬ್ಯಾಚ್‌ನ ಹೆಸರನ್ನು ಇಂಗ್ಲಿಷ್ ಮತ್ತು ಹಿಂದಿ ಎರಡರಲ್ಲೂ ಬರೆಯಿರಿ.',
  NAME_TOO_LONG: `ಬ್ಯಾಚ್‌ನ ಹೆಸರು ಗರಿಷ್ಠ ${COHORT_LIMITS.nameMax} ಅಕ್ಷರಗಳು ಇರಬಹುದು.`,
  DESCRIPTION_TOO_LONG: `ವಿವರಣೆ ಗರಿಷ್ಠ ${COHORT_LIMITS.descriptionMax} ಅಕ್ಷರಗಳು ಇರಬಹುದು.`,
  TIME_INVALID: 'ತೆರೆಯುವ ಮತ್ತು ಮುಚ್ಚುವ ಸಮಯವನ್ನು ಭಾರತೀಯ ಸಮಯದಲ್ಲಿ (IST) ದಿನಾಂಕ ಮತ್ತು ಸಮಯವಾಗಿ ಬರೆಯಿರಿ.',
  DATES_REVERSED: 'ಮುಚ್ಚುವ ಸಮಯ ತೆರೆಯುವ ಸಮಯದ ನಂತರ ಇರಬೇಕು.',
  CLOSES_IN_PAST: 'ಮುಚ್ಚುವ ಸಮಯ ಈಗಾಗಲೇ ಕಳೆದಿದೆ: ಮುಂದಿನ ಸಮಯ ಆರಿಸಿ, ಅಥವಾ ಬ್ಯಾಚ್ ಅನ್ನು ಈಗಲೇ ಮುಚ್ಚಿ.',
  COHORT_NOT_FOUND: 'ಈ ಬ್ಯಾಚ್ ಸಿಗಲಿಲ್ಲ.',
  ALREADY_APPLIED: 'ಈ ಬ್ಯಾಚ್‌ಗೆ ನಿಮ್ಮ ಅರ್ಜಿ ಈಗಾಗಲೇ ಇದೆ: ನಿಮ್ಮ ಡ್ಯಾಶ್‌ಬೋರ್ಡ್‌ನಿಂದ ಅದನ್ನು ತೆರೆಯಿರಿ.',
  DRAFT_ELSEWHERE: 'ಇನ್ನೂ ತೆರೆದಿರುವ ಬೇರೆ ಬ್ಯಾಚ್‌ಗೆ ನಿಮ್ಮ ಅರ್ಜಿ ಪೂರ್ಣವಾಗಿಲ್ಲ. ಮೊದಲು ಅದನ್ನು ಸಲ್ಲಿಸಿ, ನಂತರ ಇದಕ್ಕೆ ಅರ್ಜಿ ಸಲ್ಲಿಸಿ.',
  COHORT_ARCHIVED: 'ಈ ಬ್ಯಾಚ್ ಸಂಗ್ರಹಕ್ಕೆ ಸೇರಿದೆ, ಇನ್ನು ಬದಲಿಸಲು ಆಗದು.',
  STILL_OPEN: 'ಈ ಬ್ಯಾಚ್ ಇನ್ನೂ ತೆರೆದಿದೆ: ಸಂಗ್ರಹಕ್ಕೆ ಸೇರಿಸುವ ಮೊದಲು ಅದನ್ನು ಮುಚ್ಚಿ.',
  STAGE_OTHER_COHORT: 'ಇವುಗಳಲ್ಲಿ ಕೆಲವು ಅರ್ಜಿಗಳು ಈ ಘಟ್ಟದ ಬ್ಯಾಚ್‌ಗೆ ಸೇರಿಲ್ಲ. ಪ್ರತಿ ಬ್ಯಾಚ್‌ನ ಅರ್ಜಿಗಳನ್ನು ಅದರದೇ ಘಟ್ಟಗಳಿಗೆ ಸರಿಸಿ.',
};

export const KN_REMINDER_MESSAGES: Record<keyof typeof REMINDER_MESSAGES, string> = {
  TIMES_INVALID: `ಮುಚ್ಚುವ ಮೊದಲು ಗರಿಷ್ಠ ${REMINDER_LIMITS.maxTimes} ಜ್ಞಾಪನೆ ಸಮಯಗಳನ್ನು ಬರೆಯಿರಿ, ಉದಾ. 7d, 2d, 1d, 3h (ದಿನಗಳು ಅಥವಾ ಗಂಟೆಗಳು, 15m ರಿಂದ 60d ವರೆಗೆ), ಅಲ್ಪವಿರಾಮದಿಂದ ಬೇರ್ಪಡಿಸಿ.`,
  LINK_INVALID: 'ಸಂದೇಶಗಳನ್ನು ನಿಲ್ಲಿಸುವ ಈ ಲಿಂಕ್ ಸರಿಯಿಲ್ಲ. ಸಂದೇಶದಿಂದ ಪೂರ್ತಿ ಲಿಂಕ್ ಅನ್ನು ನಕಲಿಸಿ, ಅಥವಾ ನಿಮ್ಮ ಖಾತೆಯ ಪುಟದಲ್ಲಿ ಅವುಗಳನ್ನು ನಿಲ್ಲಿಸಿ.',
  CHANNEL_NEEDS_MOBILE: 'SMS ಮತ್ತು WhatsApp ಗೆ ದೃಢಪಡಿಸಿದ ಭಾರತೀಯ ಮೊಬೈಲ್ ಸಂಖ್ಯೆ (+91) ಬೇಕು. ಮೊದಲು ನಿಮ್ಮ ಖಾತೆಯ ಪುಟದಲ್ಲಿ ಅದನ್ನು ಸೇರಿಸಿ ದೃಢಪಡಿಸಿ.',
};
