import { UR_ERROR_TEXTS } from './error-texts.ts';
import { UR_COHORT_MESSAGES, UR_REMINDER_MESSAGES } from './cohort-messages.ts';
import { packFrom } from '../language-texts.ts';
import { UR_ACCOUNT_MESSAGES } from './account-messages.ts';
import { UR_APP_SHELL_MESSAGES } from './app-shell-messages.ts';
import { UR_BULK_MOVE_TEXTS } from './bulk-move.ts';
import { UR_BLIND_REVIEW_TEXTS } from './blind-review.ts';
import { UR_EMAIL_PREFERENCE_TEXTS } from './email-preferences.ts';
import { UR_FIELD_LABELS, UR_FIELD_RULE_MESSAGES } from './field-labels.ts';
import { UR_FOUNDER_HELP_TEXTS } from './founder-help-texts.ts';
import { UR_MESSAGES } from './messages.ts';
import { UR_REVENUE_LABELS, UR_SECTOR_LABELS, UR_STATE_NAMES } from './options.ts';
import { UR_PATTERNS } from './patterns.ts';
import { UR_CONSENT_TEXTS, UR_DATA_RIGHTS_TEXTS, UR_PRIVACY_NOTICE_TEXTS } from './privacy-messages.ts';
import { UR_DECISION_TEXTS } from './review.ts';
import { UR_RUPEES_MESSAGES } from './rupees.ts';
import { UR_SIGN_IN_MESSAGES } from './sign-in-messages.ts';
import { UR_STEP_LABELS } from './steps.ts';
import { UR_SYNC_MESSAGES } from './sync-messages.ts';
import { UR_VIDEO_MESSAGES } from './video-messages.ts';
import { UR_WEB_TEXTS } from './web.ts';
import { UR_CO_FOUNDER_MESSAGES } from './co-founder-texts.ts';

/** Urdu: every founder-facing shared constant, keyed as its English, plus the web app's own texts. */
export const URDU = packFrom({
  MESSAGES: UR_MESSAGES,
  SIGN_IN_MESSAGES: UR_SIGN_IN_MESSAGES,
  ACCOUNT_MESSAGES: UR_ACCOUNT_MESSAGES,
  EMAIL_PREFERENCE_TEXTS: UR_EMAIL_PREFERENCE_TEXTS,
  APP_SHELL_MESSAGES: UR_APP_SHELL_MESSAGES,
  SYNC_MESSAGES: UR_SYNC_MESSAGES,
  VIDEO_MESSAGES: UR_VIDEO_MESSAGES,
  FOUNDER_HELP_TEXTS: UR_FOUNDER_HELP_TEXTS,
  RUPEES_MESSAGES: UR_RUPEES_MESSAGES,
  FIELD_LABELS: UR_FIELD_LABELS,
  FIELD_RULE_MESSAGES: UR_FIELD_RULE_MESSAGES,
  PRIVACY_NOTICE_TEXTS: UR_PRIVACY_NOTICE_TEXTS,
  CONSENT_TEXTS: UR_CONSENT_TEXTS,
  DATA_RIGHTS_TEXTS: UR_DATA_RIGHTS_TEXTS,
  DECISION_TEXTS: UR_DECISION_TEXTS,
  BULK_MOVE_TEXTS: UR_BULK_MOVE_TEXTS,
  BLIND_REVIEW_TEXTS: UR_BLIND_REVIEW_TEXTS,
  COHORT_MESSAGES: UR_COHORT_MESSAGES,
  REMINDER_MESSAGES: UR_REMINDER_MESSAGES,
  CO_FOUNDER_MESSAGES: UR_CO_FOUNDER_MESSAGES,
  SECTORS: UR_SECTOR_LABELS,
  REVENUE_RANGES: UR_REVENUE_LABELS,
  WIZARD_STEPS: UR_STEP_LABELS,
  INDIAN_STATES: UR_STATE_NAMES,
  WEB_TEXTS: UR_WEB_TEXTS,
  patterns: UR_PATTERNS,
  ERROR_TEXTS: UR_ERROR_TEXTS,
});
