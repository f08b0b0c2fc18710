import { KN_ERROR_TEXTS } from './error-texts.ts';
import { packFrom } from '../language-texts.ts';
import { KN_ACCOUNT_MESSAGES } from './account-messages.ts';
import { KN_APP_SHELL_MESSAGES } from './app-shell-messages.ts';
import { KN_BULK_MOVE_TEXTS } from './bulk-move.ts';
import { KN_BLIND_REVIEW_TEXTS } from './blind-review.ts';
import { KN_COHORT_MESSAGES, KN_REMINDER_MESSAGES } from './cohort-messages.ts';
import { KN_EMAIL_PREFERENCE_TEXTS } from './email-preferences.ts';
import { KN_FIELD_LABELS, KN_FIELD_RULE_MESSAGES } from './field-labels.ts';
import { KN_FOUNDER_HELP_TEXTS } from './founder-help-texts.ts';
import { KN_MESSAGES } from './messages.ts';
import { KN_REVENUE_LABELS, KN_SECTOR_LABELS, KN_STATE_NAMES } from './options.ts';
import { KN_PATTERNS } from './patterns.ts';
import { KN_CONSENT_TEXTS, KN_DATA_RIGHTS_TEXTS, KN_PRIVACY_NOTICE_TEXTS } from './privacy-messages.ts';
import { KN_DECISION_TEXTS } from './review.ts';
import { KN_RUPEES_MESSAGES } from './rupees.ts';
import { KN_SIGN_IN_MESSAGES } from './sign-in-messages.ts';
import { KN_STEP_LABELS } from './steps.ts';
import { KN_SYNC_MESSAGES } from './sync-messages.ts';
import { KN_VIDEO_MESSAGES } from './video-messages.ts';
import { KN_WEB_TEXTS } from './web.ts';
import { KN_CO_FOUNDER_MESSAGES } from './co-founder-texts.ts';

/** Kannada: every founder-facing shared constant, keyed as its English, plus the web app's own texts (GLOSSARY.md). */
export const KANNADA = packFrom({
  MESSAGES: KN_MESSAGES,
  SIGN_IN_MESSAGES: KN_SIGN_IN_MESSAGES,
  ACCOUNT_MESSAGES: KN_ACCOUNT_MESSAGES,
  EMAIL_PREFERENCE_TEXTS: KN_EMAIL_PREFERENCE_TEXTS,
  APP_SHELL_MESSAGES: KN_APP_SHELL_MESSAGES,
  SYNC_MESSAGES: KN_SYNC_MESSAGES,
  VIDEO_MESSAGES: KN_VIDEO_MESSAGES,
  FOUNDER_HELP_TEXTS: KN_FOUNDER_HELP_TEXTS,
  RUPEES_MESSAGES: KN_RUPEES_MESSAGES,
  FIELD_LABELS: KN_FIELD_LABELS,
  FIELD_RULE_MESSAGES: KN_FIELD_RULE_MESSAGES,
  PRIVACY_NOTICE_TEXTS: KN_PRIVACY_NOTICE_TEXTS,
  CONSENT_TEXTS: KN_CONSENT_TEXTS,
  DATA_RIGHTS_TEXTS: KN_DATA_RIGHTS_TEXTS,
  DECISION_TEXTS: KN_DECISION_TEXTS,
  BULK_MOVE_TEXTS: KN_BULK_MOVE_TEXTS,
  BLIND_REVIEW_TEXTS: KN_BLIND_REVIEW_TEXTS,
  COHORT_MESSAGES: KN_COHORT_MESSAGES,
  REMINDER_MESSAGES: KN_REMINDER_MESSAGES,
  CO_FOUNDER_MESSAGES: KN_CO_FOUNDER_MESSAGES,
  SECTORS: KN_SECTOR_LABELS,
  REVENUE_RANGES: KN_REVENUE_LABELS,
  WIZARD_STEPS: KN_STEP_LABELS,
  INDIAN_STATES: KN_STATE_NAMES,
  WEB_TEXTS: KN_WEB_TEXTS,
  patterns: KN_PATTERNS,
  ERROR_TEXTS: KN_ERROR_TEXTS,
});
