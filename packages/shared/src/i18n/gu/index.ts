import { GU_ERROR_TEXTS } from './error-texts.ts';
import { packFrom } from '../language-texts.ts';
import { GU_ACCOUNT_MESSAGES } from './account-messages.ts';
import { GU_APP_SHELL_MESSAGES } from './app-shell-messages.ts';
import { GU_BULK_MOVE_TEXTS } from './bulk-move.ts';
import { COHORT_MESSAGES_GU, REMINDER_MESSAGES_GU } from './cohort-messages.ts';
import { GU_BLIND_REVIEW_TEXTS } from './blind-review.ts';
import { GU_EMAIL_PREFERENCE_TEXTS } from './email-preferences.ts';
import { GU_FIELD_LABELS, GU_FIELD_RULE_MESSAGES } from './field-labels.ts';
import { GU_FOUNDER_HELP_TEXTS } from './founder-help-texts.ts';
import { GU_MESSAGES } from './messages.ts';
import { GU_REVENUE_LABELS, GU_SECTOR_LABELS, GU_STATE_NAMES } from './options.ts';
import { GU_PATTERNS } from './patterns.ts';
import { GU_CONSENT_TEXTS, GU_DATA_RIGHTS_TEXTS, GU_PRIVACY_NOTICE_TEXTS } from './privacy-messages.ts';
import { GU_DECISION_TEXTS } from './review.ts';
import { GU_RUPEES_MESSAGES } from './rupees.ts';
import { GU_SIGN_IN_MESSAGES } from './sign-in-messages.ts';
import { GU_STEP_LABELS } from './steps.ts';
import { GU_SYNC_MESSAGES } from './sync-messages.ts';
import { GU_VIDEO_MESSAGES } from './video-messages.ts';
import { GU_WEB_TEXTS } from './web.ts';
import { CO_FOUNDER_MESSAGES_GU } from './co-founder-texts.ts';

/** Gujarati: every founder-facing shared constant, keyed as its English, plus the web app's own texts. */
export const GUJARATI = packFrom({
  MESSAGES: GU_MESSAGES,
  SIGN_IN_MESSAGES: GU_SIGN_IN_MESSAGES,
  ACCOUNT_MESSAGES: GU_ACCOUNT_MESSAGES,
  EMAIL_PREFERENCE_TEXTS: GU_EMAIL_PREFERENCE_TEXTS,
  APP_SHELL_MESSAGES: GU_APP_SHELL_MESSAGES,
  SYNC_MESSAGES: GU_SYNC_MESSAGES,
  VIDEO_MESSAGES: GU_VIDEO_MESSAGES,
  FOUNDER_HELP_TEXTS: GU_FOUNDER_HELP_TEXTS,
  RUPEES_MESSAGES: GU_RUPEES_MESSAGES,
  FIELD_LABELS: GU_FIELD_LABELS,
  FIELD_RULE_MESSAGES: GU_FIELD_RULE_MESSAGES,
  PRIVACY_NOTICE_TEXTS: GU_PRIVACY_NOTICE_TEXTS,
  CONSENT_TEXTS: GU_CONSENT_TEXTS,
  DATA_RIGHTS_TEXTS: GU_DATA_RIGHTS_TEXTS,
  DECISION_TEXTS: GU_DECISION_TEXTS,
  BULK_MOVE_TEXTS: GU_BULK_MOVE_TEXTS,
  BLIND_REVIEW_TEXTS: GU_BLIND_REVIEW_TEXTS,
  COHORT_MESSAGES: COHORT_MESSAGES_GU,
  REMINDER_MESSAGES: REMINDER_MESSAGES_GU,
  CO_FOUNDER_MESSAGES: CO_FOUNDER_MESSAGES_GU,
  SECTORS: GU_SECTOR_LABELS,
  REVENUE_RANGES: GU_REVENUE_LABELS,
  WIZARD_STEPS: GU_STEP_LABELS,
  INDIAN_STATES: GU_STATE_NAMES,
  WEB_TEXTS: GU_WEB_TEXTS,
  patterns: GU_PATTERNS,
  ERROR_TEXTS: GU_ERROR_TEXTS,
});
