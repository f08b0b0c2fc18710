import { BN_ERROR_TEXTS } from './error-texts.ts';
import { BN_COHORT_MESSAGES, BN_REMINDER_MESSAGES } from './cohort-messages.ts';
import { packFrom } from '../language-texts.ts';
import { BN_ACCOUNT_MESSAGES } from './account-messages.ts';
import { BN_APP_SHELL_MESSAGES } from './app-shell-messages.ts';
import { BN_BULK_MOVE_TEXTS } from './bulk-move.ts';
import { BN_BLIND_REVIEW_TEXTS } from './blind-review.ts';
import { BN_EMAIL_PREFERENCE_TEXTS } from './email-preferences.ts';
import { BN_FIELD_LABELS, BN_FIELD_RULE_MESSAGES } from './field-labels.ts';
import { BN_FOUNDER_HELP_TEXTS } from './founder-help-texts.ts';
import { BN_MESSAGES } from './messages.ts';
import { BN_REVENUE_LABELS, BN_SECTOR_LABELS, BN_STATE_NAMES } from './options.ts';
import { BN_PATTERNS } from './patterns.ts';
import { BN_CONSENT_TEXTS, BN_DATA_RIGHTS_TEXTS, BN_PRIVACY_NOTICE_TEXTS } from './privacy-messages.ts';
import { BN_DECISION_TEXTS } from './review.ts';
import { BN_RUPEES_MESSAGES } from './rupees.ts';
import { BN_SIGN_IN_MESSAGES } from './sign-in-messages.ts';
import { BN_STEP_LABELS } from './steps.ts';
import { BN_SYNC_MESSAGES } from './sync-messages.ts';
import { BN_VIDEO_MESSAGES } from './video-messages.ts';
import { BN_WEB_TEXTS } from './web.ts';
import { BN_CO_FOUNDER_MESSAGES } from './co-founder-texts.ts';

/** Bengali: every founder-facing shared constant, keyed as its English, plus the web app's own texts. */
export const BENGALI = packFrom({
  MESSAGES: BN_MESSAGES,
  SIGN_IN_MESSAGES: BN_SIGN_IN_MESSAGES,
  ACCOUNT_MESSAGES: BN_ACCOUNT_MESSAGES,
  EMAIL_PREFERENCE_TEXTS: BN_EMAIL_PREFERENCE_TEXTS,
  APP_SHELL_MESSAGES: BN_APP_SHELL_MESSAGES,
  SYNC_MESSAGES: BN_SYNC_MESSAGES,
  VIDEO_MESSAGES: BN_VIDEO_MESSAGES,
  FOUNDER_HELP_TEXTS: BN_FOUNDER_HELP_TEXTS,
  RUPEES_MESSAGES: BN_RUPEES_MESSAGES,
  FIELD_LABELS: BN_FIELD_LABELS,
  FIELD_RULE_MESSAGES: BN_FIELD_RULE_MESSAGES,
  PRIVACY_NOTICE_TEXTS: BN_PRIVACY_NOTICE_TEXTS,
  CONSENT_TEXTS: BN_CONSENT_TEXTS,
  DATA_RIGHTS_TEXTS: BN_DATA_RIGHTS_TEXTS,
  DECISION_TEXTS: BN_DECISION_TEXTS,
  BULK_MOVE_TEXTS: BN_BULK_MOVE_TEXTS,
  BLIND_REVIEW_TEXTS: BN_BLIND_REVIEW_TEXTS,
  COHORT_MESSAGES: BN_COHORT_MESSAGES,
  REMINDER_MESSAGES: BN_REMINDER_MESSAGES,
  CO_FOUNDER_MESSAGES: BN_CO_FOUNDER_MESSAGES,
  SECTORS: BN_SECTOR_LABELS,
  REVENUE_RANGES: BN_REVENUE_LABELS,
  WIZARD_STEPS: BN_STEP_LABELS,
  INDIAN_STATES: BN_STATE_NAMES,
  WEB_TEXTS: BN_WEB_TEXTS,
  patterns: BN_PATTERNS,
  ERROR_TEXTS: BN_ERROR_TEXTS,
});
