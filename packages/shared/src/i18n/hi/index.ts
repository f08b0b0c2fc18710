import { ACCOUNT_MESSAGES } from '../../account/account-messages.ts';
import { EMAIL_PREFERENCE_TEXTS } from '../../account/email-preferences.ts';
import { BULK_MOVE_TEXTS } from '../../review/bulk-move.ts';
import { BLIND_REVIEW_TEXTS } from '../../review/blind-review.ts';
import { COHORT_MESSAGES, COHORT_MESSAGES_HI } from '../../cohorts/cohort-messages.ts';
import { REMINDER_MESSAGES, REMINDER_MESSAGES_HI } from '../../reminders/reminder-schedule.ts';
import { APP_SHELL_MESSAGES } from '../../texts/app-shell-messages.ts';
import { FOUNDER_HELP_TEXTS } from '../../texts/founder-help-texts.ts';
import { MESSAGES } from '../../texts/messages.ts';
import { INDIAN_STATES, REVENUE_RANGES, SECTORS } from '../../application/options.ts';
import { CONSENT_TEXTS, DATA_RIGHTS_TEXTS, PRIVACY_NOTICE_TEXTS } from '../../privacy/privacy-messages.ts';
import { DECISION_TEXTS } from '../../review/review.ts';
import { RUPEES_MESSAGES } from '../../format/rupees.ts';
import { FIELD_LABELS, FIELD_RULE_MESSAGES } from '../../application/application-fields.ts';
import { SIGN_IN_MESSAGES } from '../../texts/sign-in-messages.ts';
import { WIZARD_STEPS } from '../../application/steps.ts';
import { SYNC_MESSAGES } from '../../texts/sync-messages.ts';
import { VIDEO_MESSAGES } from '../../uploads/video-messages.ts';
import { textTable, type LanguagePack } from '../texts.ts';
import { HI_ACCOUNT_MESSAGES } from './account-messages.ts';
import { HI_APP_SHELL_MESSAGES } from './app-shell-messages.ts';
import { HI_BULK_MOVE_TEXTS } from './bulk-move.ts';
import { HI_BLIND_REVIEW_TEXTS } from './blind-review.ts';
import { HI_EMAIL_PREFERENCE_TEXTS } from './email-preferences.ts';
import { HI_FIELD_LABELS, HI_FIELD_RULE_MESSAGES } from './field-labels.ts';
import { HI_FOUNDER_HELP_TEXTS } from './founder-help-texts.ts';
import { HI_MESSAGES } from './messages.ts';
import { HI_REVENUE_LABELS, HI_SECTOR_LABELS, HI_STATE_NAMES } from './options.ts';
import { HI_PATTERNS } from './patterns.ts';
import { HI_CONSENT_TEXTS, HI_DATA_RIGHTS_TEXTS, HI_PRIVACY_NOTICE_TEXTS } from './privacy-messages.ts';
import { HI_DECISION_TEXTS } from './review.ts';
import { HI_RUPEES_MESSAGES } from './rupees.ts';
import { HI_SIGN_IN_MESSAGES } from './sign-in-messages.ts';
import { HI_STEP_LABELS } from './steps.ts';
import { HI_SYNC_MESSAGES } from './sync-messages.ts';
import { HI_VIDEO_MESSAGES } from './video-messages.ts';
import { HI_WEB_TEXTS } from './web.ts';

/** Hindi: every founder-facing shared constant, keyed as its English, plus the web app's own texts. */
export const HINDI: LanguagePack = {
  tables: [
    textTable(MESSAGES, HI_MESSAGES),
    textTable(SIGN_IN_MESSAGES, HI_SIGN_IN_MESSAGES),
    textTable(ACCOUNT_MESSAGES, HI_ACCOUNT_MESSAGES),
    textTable(EMAIL_PREFERENCE_TEXTS, HI_EMAIL_PREFERENCE_TEXTS),
    textTable(APP_SHELL_MESSAGES, HI_APP_SHELL_MESSAGES),
    textTable(SYNC_MESSAGES, HI_SYNC_MESSAGES),
    textTable(VIDEO_MESSAGES, HI_VIDEO_MESSAGES),
    textTable(FOUNDER_HELP_TEXTS, HI_FOUNDER_HELP_TEXTS),
    textTable(RUPEES_MESSAGES, HI_RUPEES_MESSAGES),
    textTable(FIELD_LABELS, HI_FIELD_LABELS),
    textTable(FIELD_RULE_MESSAGES, HI_FIELD_RULE_MESSAGES),
    textTable(PRIVACY_NOTICE_TEXTS, HI_PRIVACY_NOTICE_TEXTS),
    textTable(CONSENT_TEXTS, HI_CONSENT_TEXTS),
    textTable(DATA_RIGHTS_TEXTS, HI_DATA_RIGHTS_TEXTS),
    textTable(DECISION_TEXTS, HI_DECISION_TEXTS),
    textTable(BULK_MOVE_TEXTS, HI_BULK_MOVE_TEXTS),
    textTable(BLIND_REVIEW_TEXTS, HI_BLIND_REVIEW_TEXTS),
    textTable(COHORT_MESSAGES, COHORT_MESSAGES_HI),
    textTable(REMINDER_MESSAGES, REMINDER_MESSAGES_HI),
  ],
  labels: [
    { options: SECTORS, labels: HI_SECTOR_LABELS },
    { options: REVENUE_RANGES, labels: HI_REVENUE_LABELS },
    { options: WIZARD_STEPS, labels: HI_STEP_LABELS },
  ],
  // State names are stored values: said in Hindi where shown, never laid over.
  texts: { ...Object.fromEntries(INDIAN_STATES.map((state) => [state, HI_STATE_NAMES[state]])), ...HI_WEB_TEXTS },
  patterns: HI_PATTERNS,
};
