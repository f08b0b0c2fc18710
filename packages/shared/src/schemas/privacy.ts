import { z } from 'zod';
import { asciiDigitsOf } from '../format/digits.ts';
import { VERSIONED_STEPS } from '../application/application-record.ts';
import { CORRECTION_TEXTS } from '../privacy/corrections.ts';
import { CONSENT_LANGUAGES, DELETION_REASONS, PRIVACY_LIMITS } from '../privacy/privacy.ts';
import { RECORD_ID_PATTERN } from '../cohorts/cohort.ts';

/** The privacy requests' bodies as the server reads them (paths and limits: privacy.ts). */
export const consentInputSchema = z.strictObject({
  version: z.string().trim().min(1).max(50),
  language: z.enum(CONSENT_LANGUAGES),
});

export const correctionInputSchema = z.strictObject({
  field: z.string().trim().min(1).max(PRIVACY_LIMITS.name),
  correction: z.string().trim().min(1).max(PRIVACY_LIMITS.text),
});

export const nomineeInputSchema = z.strictObject({
  name: z.string().trim().min(1).max(PRIVACY_LIMITS.name),
  contact: z.string().trim().min(3).max(PRIVACY_LIMITS.contact),
});

export const deleteAccountInputSchema = z.strictObject({
  reason: z.enum(DELETION_REASONS),
  password: z.string().min(1).max(200).optional(),
  code: z
    .preprocess(
      asciiDigitsOf,
      z
        .string()
        .trim()
        .regex(/^\d{6}$/),
    )
    .optional(),
});

/** POST consoleApplyCorrection's body (corrections.ts CorrectionChange): fields are checked by the server, by name. */
export const applyCorrectionInputSchema = z.strictObject({
  id: z.string().min(1).max(100),
  values: z.record(z.string().max(100), z.unknown()).refine((values) => Object.keys(values).length > 0, {
    message: CORRECTION_TEXTS.SAVE_NEEDS_FIELD,
  }),
  stepVersions: z.partialRecord(z.enum(VERSIONED_STEPS), z.number().int().min(0)),
  cohort: z.string().trim().min(1).max(100).optional(),
});

export const resolveCorrectionInputSchema = z.strictObject({
  id: z.string().min(1).max(100),
  note: z.string().trim().max(PRIVACY_LIMITS.text).optional(),
});

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date as YYYY-MM-DD.')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00.000Z`)), 'Use a date as YYYY-MM-DD.');
/** The console's cohort (its switcher's `?cohort=`); absent: every cohort. */
const cohort = z.string().trim().regex(RECORD_ID_PATTERN, 'Use a cohort id from the console’s cohort switcher.');
const cursor = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z~[\w-]{1,100}$/, 'Use the cursor the previous page gave.')
  .transform((value) => {
    const [at = '', id = ''] = value.split('~');
    return { at, id };
  });

/** GET consoleAccessLog's query (privacy.ts StaffAccessLogQuery): who, which application or cohort, which days, which page. */
export const accessLogQuerySchema = z.strictObject({
  staff: z.string().trim().toLowerCase().min(1).max(PRIVACY_LIMITS.contact).optional(),
  application: z.string().trim().min(1).max(100).optional(),
  from: day.optional(),
  to: day.optional(),
  cohort: cohort.optional(),
  before: cursor.optional(),
});
export type AccessLogFilters = z.output<typeof accessLogQuerySchema>;

/** GET consoleCorrections' query: the cohort (absent: every cohort) and the page's cursor (privacy.ts correctionsCursor). */
export const correctionsQuerySchema = z.strictObject({
  cohort: cohort.optional(),
  before: z
    .string()
    .regex(/^(open|resolved)~\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z~[\w-]{1,100}$/, 'Use the cursor the previous page gave.')
    .transform((value) => {
      const [status = '', createdAt = '', id = ''] = value.split('~');
      return { status, createdAt, id };
    })
    .optional(),
});
export type CorrectionsQuery = z.output<typeof correctionsQuerySchema>;
