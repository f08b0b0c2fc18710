import { TA_ERROR_TEXTS } from './error-texts.ts';
import { packFrom } from '../language-texts.ts';
import { TA_ACCOUNT_MESSAGES } from './account-messages.ts';
import { TA_APP_SHELL_MESSAGES } from './app-shell-messages.ts';
import { TA_BULK_MOVE_TEXTS } from './bulk-move.ts';
import { TA_BLIND_REVIEW_TEXTS } from './blind-review.ts';
import { TA_COHORT_MESSAGES, TA_REMINDER_MESSAGES } from './cohort-messages.ts';
import { TA_EMAIL_PREFERENCE_TEXTS } from './email-preferences.ts';
import { TA_FIELD_LABELS, TA_FIELD_RULE_MESSAGES } from './field-labels.ts';
import { TA_FOUNDER_HELP_TEXTS } from './founder-help-texts.ts';
import { TA_MESSAGES } from './messages.ts';
import { TA_REVENUE_LABELS, TA_SECTOR_LABELS, TA_STATE_NAMES } from './options.ts';
import { TA_PATTERNS } from './patterns.ts';
import { TA_CONSENT_TEXTS, TA_DATA_RIGHTS_TEXTS, TA_PRIVACY_NOTICE_TEXTS } from './privacy-messages.ts';
import { TA_DECISION_TEXTS } from './review.ts';
import { TA_RUPEES_MESSAGES } from './rupees.ts';
import { TA_SIGN_IN_MESSAGES } from './sign-in-messages.ts';
import { TA_STEP_LABELS } from './steps.ts';
import { TA_SYNC_MESSAGES } from './sync-messages.ts';
import { TA_VIDEO_MESSAGES } from './video-messages.ts';
import { TA_WEB_TEXTS } from './web.ts';
import { TA_CO_FOUNDER_MESSAGES } from './co-founder-texts.ts';

/** Tamil: every founder-facing shared constant, keyed as its English, plus the web app's own texts (GLOSSARY.md). */
export const TAMIL = packFrom({
  MESSAGES: TA_MESSAGES,
  SIGN_IN_MESSAGES: TA_SIGN_IN_MESSAGES,
  ACCOUNT_MESSAGES: TA_ACCOUNT_MESSAGES,
  EMAIL_PREFERENCE_TEXTS: TA_EMAIL_PREFERENCE_TEXTS,
  APP_SHELL_MESSAGES: TA_APP_SHELL_MESSAGES,
  SYNC_MESSAGES: TA_SYNC_MESSAGES,
  VIDEO_MESSAGES: TA_VIDEO_MESSAGES,
  FOUNDER_HELP_TEXTS: TA_FOUNDER_HELP_TEXTS,
  RUPEES_MESSAGES: TA_RUPEES_MESSAGES,
  FIELD_LABELS: TA_FIELD_LABELS,
  FIELD_RULE_MESSAGES: TA_FIELD_RULE_MESSAGES,
  PRIVACY_NOTICE_TEXTS: TA_PRIVACY_NOTICE_TEXTS,
  CONSENT_TEXTS: TA_CONSENT_TEXTS,
  DATA_RIGHTS_TEXTS: TA_DATA_RIGHTS_TEXTS,
  DECISION_TEXTS: TA_DECISION_TEXTS,
  BULK_MOVE_TEXTS: TA_BULK_MOVE_TEXTS,
  BLIND_REVIEW_TEXTS: TA_BLIND_REVIEW_TEXTS,
  COHORT_MESSAGES: TA_COHORT_MESSAGES,
  REMINDER_MESSAGES: TA_REMINDER_MESSAGES,
  CO_FOUNDER_MESSAGES: TA_CO_FOUNDER_MESSAGES,
  SECTORS: TA_SECTOR_LABELS,
  REVENUE_RANGES: TA_REVENUE_LABELS,
  WIZARD_STEPS: TA_STEP_LABELS,
  INDIAN_STATES: TA_STATE_NAMES,
  WEB_TEXTS: TA_WEB_TEXTS,
  patterns: TA_PATTERNS,
  ERROR_TEXTS: TA_ERROR_TEXTS,
});
