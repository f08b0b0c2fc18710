import { HI_ERROR_TEXTS } from './error-texts.ts';
import { COHORT_MESSAGES_HI } from '../../cohorts/cohort-messages.ts';
import { REMINDER_MESSAGES_HI } from '../../reminders/reminder-schedule.ts';
import { packFrom } from '../language-texts.ts';
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
import { CO_FOUNDER_MESSAGES_HI } from './co-founder-texts.ts';

/** Hindi: every founder-facing shared constant, keyed as its English, plus the web app's own texts. */
export const HINDI = packFrom({
  MESSAGES: HI_MESSAGES,
  SIGN_IN_MESSAGES: HI_SIGN_IN_MESSAGES,
  ACCOUNT_MESSAGES: HI_ACCOUNT_MESSAGES,
  EMAIL_PREFERENCE_TEXTS: HI_EMAIL_PREFERENCE_TEXTS,
  APP_SHELL_MESSAGES: HI_APP_SHELL_MESSAGES,
  SYNC_MESSAGES: HI_SYNC_MESSAGES,
  VIDEO_MESSAGES: HI_VIDEO_MESSAGES,
  FOUNDER_HELP_TEXTS: HI_FOUNDER_HELP_TEXTS,
  RUPEES_MESSAGES: HI_RUPEES_MESSAGES,
  FIELD_LABELS: HI_FIELD_LABELS,
  FIELD_RULE_MESSAGES: HI_FIELD_RULE_MESSAGES,
  PRIVACY_NOTICE_TEXTS: HI_PRIVACY_NOTICE_TEXTS,
  CONSENT_TEXTS: HI_CONSENT_TEXTS,
  DATA_RIGHTS_TEXTS: HI_DATA_RIGHTS_TEXTS,
  DECISION_TEXTS: HI_DECISION_TEXTS,
  BULK_MOVE_TEXTS: HI_BULK_MOVE_TEXTS,
  BLIND_REVIEW_TEXTS: HI_BLIND_REVIEW_TEXTS,
  COHORT_MESSAGES: COHORT_MESSAGES_HI,
  REMINDER_MESSAGES: REMINDER_MESSAGES_HI,
  CO_FOUNDER_MESSAGES: CO_FOUNDER_MESSAGES_HI,
  SECTORS: HI_SECTOR_LABELS,
  REVENUE_RANGES: HI_REVENUE_LABELS,
  WIZARD_STEPS: HI_STEP_LABELS,
  INDIAN_STATES: HI_STATE_NAMES,
  WEB_TEXTS: HI_WEB_TEXTS,
  patterns: HI_PATTERNS,
  ERROR_TEXTS: HI_ERROR_TEXTS,
});
