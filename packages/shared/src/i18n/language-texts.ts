import { ACCOUNT_MESSAGES } from '../account/account-messages.ts';
import { EMAIL_PREFERENCE_TEXTS } from '../account/email-preferences.ts';
import { BULK_MOVE_TEXTS } from '../review/bulk-move.ts';
import { BLIND_REVIEW_TEXTS } from '../review/blind-review.ts';
import { COHORT_MESSAGES } from '../cohorts/cohort-messages.ts';
import { CO_FOUNDER_MESSAGES } from '../co-founders/co-founder-rules.ts';
import { REMINDER_MESSAGES } from '../reminders/reminder-schedule.ts';
import { APP_SHELL_MESSAGES } from '../texts/app-shell-messages.ts';
import { FOUNDER_HELP_TEXTS } from '../texts/founder-help-texts.ts';
import { MESSAGES } from '../texts/messages.ts';
import {
  INDIAN_STATES,
  REVENUE_RANGES,
  SECTORS,
  type IndianState,
  type RevenueRange,
  type SectorValue,
} from '../application/options.ts';
import { CONSENT_TEXTS, DATA_RIGHTS_TEXTS, PRIVACY_NOTICE_TEXTS } from '../privacy/privacy-messages.ts';
import { DECISION_TEXTS } from '../review/review.ts';
import { RUPEES_MESSAGES } from '../format/rupees.ts';
import { FIELD_LABELS, FIELD_RULE_MESSAGES } from '../application/application-fields.ts';
import { SIGN_IN_MESSAGES } from '../texts/sign-in-messages.ts';
import { WIZARD_STEPS, type WizardStepId } from '../application/steps.ts';
import { SYNC_MESSAGES } from '../texts/sync-messages.ts';
import { VIDEO_MESSAGES } from '../uploads/video-messages.ts';
import type { ErrorCode, ErrorText } from '../error-codes.ts';
import type { LanguagePack, TextPattern, TextTable, Translation } from './texts.ts';

/** Every English text constant of packages/shared a language translates, by the constant's name. */
const ENGLISH = {
  MESSAGES,
  SIGN_IN_MESSAGES,
  ACCOUNT_MESSAGES,
  EMAIL_PREFERENCE_TEXTS,
  APP_SHELL_MESSAGES,
  SYNC_MESSAGES,
  VIDEO_MESSAGES,
  FOUNDER_HELP_TEXTS,
  RUPEES_MESSAGES,
  FIELD_LABELS,
  FIELD_RULE_MESSAGES,
  PRIVACY_NOTICE_TEXTS,
  CONSENT_TEXTS,
  DATA_RIGHTS_TEXTS,
  DECISION_TEXTS,
  BULK_MOVE_TEXTS,
  BLIND_REVIEW_TEXTS,
  COHORT_MESSAGES,
  REMINDER_MESSAGES,
  CO_FOUNDER_MESSAGES,
};
type EnglishTables = typeof ENGLISH;

/**
 * Everything a language (other than English) must say, one entry per English constant: a pack lacking a table,
 * or a table lacking a key, does not type-check. The names are the English constants' (and the keys of the
 * translator's export, `npm run texts:export`).
 */
export type LanguageTexts = { [Name in keyof EnglishTables]: Translation<EnglishTables[Name]> } & {
  /** Option labels by stored value (the values stay English). */
  SECTORS: Record<SectorValue, string>;
  REVENUE_RANGES: Record<RevenueRange, string>;
  WIZARD_STEPS: Record<WizardStepId, string>;
  /** State names are stored values: said in the language where shown, never laid over. */
  INDIAN_STATES: Record<IndianState, string>;
  /** The web app's texts without a constant, keyed by their English (`t('…')`; apps/web/src/app/i18n-keys.test.ts). */
  WEB_TEXTS: Record<string, string>;
  /** Texts the shared code builds from parts ("Company Name is required"), said again in the language. */
  patterns: TextPattern[];
  /**
   * Every error code's text (i18n/<code>/error-texts.ts; the server's ERROR_MESSAGES reads the same table): the web
   * app shows a server error by its code in the language (apps/web/src/lib/server-error-text.ts).
   */
  ERROR_TEXTS: Readonly<Record<ErrorCode, ErrorText>>;
};

/** The language pack the web app lays over the English texts, from a language's texts. */
export const packFrom = (texts: LanguageTexts): LanguagePack => ({
  tables: (Object.keys(ENGLISH) as (keyof EnglishTables)[]).map((name): TextTable => ({
    name,
    english: ENGLISH[name],
    translated: texts[name] as Translation<object>,
  })),
  labels: [
    { name: 'SECTORS', options: SECTORS, labels: texts.SECTORS },
    { name: 'REVENUE_RANGES', options: REVENUE_RANGES, labels: texts.REVENUE_RANGES },
    { name: 'WIZARD_STEPS', options: WIZARD_STEPS, labels: texts.WIZARD_STEPS },
    {
      name: 'INDIAN_STATES',
      options: INDIAN_STATES.map((state) => ({ value: state, label: state })),
      labels: texts.INDIAN_STATES,
      shownOnly: true,
    },
  ],
  texts: texts.WEB_TEXTS,
  patterns: texts.patterns,
  errors: texts.ERROR_TEXTS,
});
