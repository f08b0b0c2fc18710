import { MR_ERROR_TEXTS } from './error-texts.ts';
import { packFrom } from '../language-texts.ts';
import { MR_ACCOUNT_MESSAGES } from './account-messages.ts';
import { MR_APP_SHELL_MESSAGES } from './app-shell-messages.ts';
import { MR_BULK_MOVE_TEXTS } from './bulk-move.ts';
import { COHORT_MESSAGES_MR, REMINDER_MESSAGES_MR } from './cohort-messages.ts';
import { MR_BLIND_REVIEW_TEXTS } from './blind-review.ts';
import { MR_EMAIL_PREFERENCE_TEXTS } from './email-preferences.ts';
import { MR_FIELD_LABELS, MR_FIELD_RULE_MESSAGES } from './field-labels.ts';
import { MR_FOUNDER_HELP_TEXTS } from './founder-help-texts.ts';
import { MR_MESSAGES } from './messages.ts';
import { MR_REVENUE_LABELS, MR_SECTOR_LABELS, MR_STATE_NAMES } from './options.ts';
import { MR_PATTERNS } from './patterns.ts';
import { MR_CONSENT_TEXTS, MR_DATA_RIGHTS_TEXTS, MR_PRIVACY_NOTICE_TEXTS } from './privacy-messages.ts';
import { MR_DECISION_TEXTS } from './review.ts';
import { MR_RUPEES_MESSAGES } from './rupees.ts';
import { MR_SIGN_IN_MESSAGES } from './sign-in-messages.ts';
import { MR_STEP_LABELS } from './steps.ts';
import { MR_SYNC_MESSAGES } from './sync-messages.ts';
import { MR_VIDEO_MESSAGES } from './video-messages.ts';
import { MR_WEB_TEXTS } from './web.ts';
import { CO_FOUNDER_MESSAGES_MR } from './co-founder-texts.ts';

/** Marathi: every founder-facing shared constant, keyed as its English, plus the web app's own texts. */
export const MARATHI = packFrom({
  MESSAGES: MR_MESSAGES,
  SIGN_IN_MESSAGES: MR_SIGN_IN_MESSAGES,
  ACCOUNT_MESSAGES: MR_ACCOUNT_MESSAGES,
  EMAIL_PREFERENCE_TEXTS: MR_EMAIL_PREFERENCE_TEXTS,
  APP_SHELL_MESSAGES: MR_APP_SHELL_MESSAGES,
  SYNC_MESSAGES: MR_SYNC_MESSAGES,
  VIDEO_MESSAGES: MR_VIDEO_MESSAGES,
  FOUNDER_HELP_TEXTS: MR_FOUNDER_HELP_TEXTS,
  RUPEES_MESSAGES: MR_RUPEES_MESSAGES,
  FIELD_LABELS: MR_FIELD_LABELS,
  FIELD_RULE_MESSAGES: MR_FIELD_RULE_MESSAGES,
  PRIVACY_NOTICE_TEXTS: MR_PRIVACY_NOTICE_TEXTS,
  CONSENT_TEXTS: MR_CONSENT_TEXTS,
  DATA_RIGHTS_TEXTS: MR_DATA_RIGHTS_TEXTS,
  DECISION_TEXTS: MR_DECISION_TEXTS,
  BULK_MOVE_TEXTS: MR_BULK_MOVE_TEXTS,
  BLIND_REVIEW_TEXTS: MR_BLIND_REVIEW_TEXTS,
  COHORT_MESSAGES: COHORT_MESSAGES_MR,
  REMINDER_MESSAGES: REMINDER_MESSAGES_MR,
  CO_FOUNDER_MESSAGES: CO_FOUNDER_MESSAGES_MR,
  SECTORS: MR_SECTOR_LABELS,
  REVENUE_RANGES: MR_REVENUE_LABELS,
  WIZARD_STEPS: MR_STEP_LABELS,
  INDIAN_STATES: MR_STATE_NAMES,
  WEB_TEXTS: MR_WEB_TEXTS,
  patterns: MR_PATTERNS,
  ERROR_TEXTS: MR_ERROR_TEXTS,
});
