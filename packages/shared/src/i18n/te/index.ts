import { TE_ERROR_TEXTS } from './error-texts.ts';
import { packFrom } from '../language-texts.ts';
import { TE_ACCOUNT_MESSAGES } from './account-messages.ts';
import { TE_APP_SHELL_MESSAGES } from './app-shell-messages.ts';
import { TE_BULK_MOVE_TEXTS } from './bulk-move.ts';
import { TE_BLIND_REVIEW_TEXTS } from './blind-review.ts';
import { TE_COHORT_MESSAGES, TE_REMINDER_MESSAGES } from './cohort-messages.ts';
import { TE_EMAIL_PREFERENCE_TEXTS } from './email-preferences.ts';
import { TE_FIELD_LABELS, TE_FIELD_RULE_MESSAGES } from './field-labels.ts';
import { TE_FOUNDER_HELP_TEXTS } from './founder-help-texts.ts';
import { TE_MESSAGES } from './messages.ts';
import { TE_REVENUE_LABELS, TE_SECTOR_LABELS, TE_STATE_NAMES } from './options.ts';
import { TE_PATTERNS } from './patterns.ts';
import { TE_CONSENT_TEXTS, TE_DATA_RIGHTS_TEXTS, TE_PRIVACY_NOTICE_TEXTS } from './privacy-messages.ts';
import { TE_DECISION_TEXTS } from './review.ts';
import { TE_RUPEES_MESSAGES } from './rupees.ts';
import { TE_SIGN_IN_MESSAGES } from './sign-in-messages.ts';
import { TE_STEP_LABELS } from './steps.ts';
import { TE_SYNC_MESSAGES } from './sync-messages.ts';
import { TE_VIDEO_MESSAGES } from './video-messages.ts';
import { TE_WEB_TEXTS } from './web.ts';
import { TE_CO_FOUNDER_MESSAGES } from './co-founder-texts.ts';

/** Telugu: every founder-facing shared constant, keyed as its English, plus the web app's own texts (GLOSSARY.md). */
export const TELUGU = packFrom({
  MESSAGES: TE_MESSAGES,
  SIGN_IN_MESSAGES: TE_SIGN_IN_MESSAGES,
  ACCOUNT_MESSAGES: TE_ACCOUNT_MESSAGES,
  EMAIL_PREFERENCE_TEXTS: TE_EMAIL_PREFERENCE_TEXTS,
  APP_SHELL_MESSAGES: TE_APP_SHELL_MESSAGES,
  SYNC_MESSAGES: TE_SYNC_MESSAGES,
  VIDEO_MESSAGES: TE_VIDEO_MESSAGES,
  FOUNDER_HELP_TEXTS: TE_FOUNDER_HELP_TEXTS,
  RUPEES_MESSAGES: TE_RUPEES_MESSAGES,
  FIELD_LABELS: TE_FIELD_LABELS,
  FIELD_RULE_MESSAGES: TE_FIELD_RULE_MESSAGES,
  PRIVACY_NOTICE_TEXTS: TE_PRIVACY_NOTICE_TEXTS,
  CONSENT_TEXTS: TE_CONSENT_TEXTS,
  DATA_RIGHTS_TEXTS: TE_DATA_RIGHTS_TEXTS,
  DECISION_TEXTS: TE_DECISION_TEXTS,
  BULK_MOVE_TEXTS: TE_BULK_MOVE_TEXTS,
  BLIND_REVIEW_TEXTS: TE_BLIND_REVIEW_TEXTS,
  COHORT_MESSAGES: TE_COHORT_MESSAGES,
  REMINDER_MESSAGES: TE_REMINDER_MESSAGES,
  CO_FOUNDER_MESSAGES: TE_CO_FOUNDER_MESSAGES,
  SECTORS: TE_SECTOR_LABELS,
  REVENUE_RANGES: TE_REVENUE_LABELS,
  WIZARD_STEPS: TE_STEP_LABELS,
  INDIAN_STATES: TE_STATE_NAMES,
  WEB_TEXTS: TE_WEB_TEXTS,
  patterns: TE_PATTERNS,
  ERROR_TEXTS: TE_ERROR_TEXTS,
});
