import { z } from 'zod';
import {
  COHORT_LIMITS,
  COHORT_MESSAGES,
  COHORT_NAME_LANGUAGE_INVALID,
  LOCAL_NAME_LANGUAGES,
  type LocalCohortName,
} from './cohort-messages.ts';
import { normalizeReminderOffsets, REMINDER_MESSAGES, validReminderOffsets } from '../reminders/reminder-schedule.ts';

export { COHORT_LIMITS, COHORT_MESSAGES, COHORT_MESSAGES_HI, LOCAL_NAME_LANGUAGES, cohortName } from './cohort-messages.ts';
export type { LocalCohortName } from './cohort-messages.ts';

/**
 * A cohort (docs/cohorts.md): one season's call for applications. Its state follows from its times, except
 * archived, which an admin sets, and the hold while a Hindi text is missing; times are instants (ISO-8601), entered
 * and shown in IST.
 */
/** How a cohort's (or a review stage's) id is written: letters, digits, - and _, at most 100 characters. */
export const RECORD_ID_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;

export const COHORT_STATES = ['upcoming', 'open', 'closed', 'archived'] as const;
export type CohortState = (typeof COHORT_STATES)[number];

export interface CohortTimes {
  opensAt: string;
  closesAt: string | null;
  archivedAt: string | null;
  /**
   * The cohort's latest form or eligibility check lacks a Hindi text (docs/own-questions.md): it stays upcoming past
   * its opening time, taking no applications, until every text is written.
   */
  heldForHindi?: boolean;
}

export const cohortState = (cohort: CohortTimes, now: Date = new Date()): CohortState => {
  if (cohort.archivedAt) return 'archived';
  if (now.getTime() < Date.parse(cohort.opensAt)) return 'upcoming';
  if (cohort.closesAt !== null && now.getTime() >= Date.parse(cohort.closesAt)) return 'closed';
  return cohort.heldForHindi ? 'upcoming' : 'open';
};

const instant = z.iso.datetime({ offset: true, error: COHORT_MESSAGES.TIME_INVALID });
const name = z.string().trim().min(1, COHORT_MESSAGES.NAME_REQUIRED).max(COHORT_LIMITS.nameMax, COHORT_MESSAGES.NAME_TOO_LONG);

/** What an admin enters for a cohort; the console form and the server parse it with this one schema. */
export const cohortInputSchema = z
  .object({
    nameEn: name,
    nameHi: name,
    /** The name in the other languages (LOCAL_NAME_LANGUAGES), each optional: a blank one is left out. */
    names: z
      .array(
        z.object({
          language: z.enum(LOCAL_NAME_LANGUAGES, { error: COHORT_NAME_LANGUAGE_INVALID }),
          name: z.string().trim().max(COHORT_LIMITS.nameMax, COHORT_MESSAGES.NAME_TOO_LONG),
        }),
      )
      .max(LOCAL_NAME_LANGUAGES.length)
      .refine((names) => new Set(names.map((n) => n.language)).size === names.length, COHORT_NAME_LANGUAGE_INVALID)
      .nullish()
      .transform((names): LocalCohortName[] | undefined => names?.filter((n) => n.name !== '')),
    description: z
      .string()
      .trim()
      .max(COHORT_LIMITS.descriptionMax, COHORT_MESSAGES.DESCRIPTION_TOO_LONG)
      .nullish()
      .transform((v) => v || null),
    opensAt: instant,
    closesAt: instant,
    /** Minutes before the close at which founders with unfinished applications are reminded; absent: the defaults. */
    reminderOffsets: z
      .array(z.number({ error: REMINDER_MESSAGES.TIMES_INVALID }), { error: REMINDER_MESSAGES.TIMES_INVALID })
      .refine(validReminderOffsets, REMINDER_MESSAGES.TIMES_INVALID)
      .transform(normalizeReminderOffsets)
      .nullish()
      .transform((v) => v ?? undefined),
    /** Submitting waits until every co-founder confirmed "I have read the whole application"; absent: off, or unchanged. */
    teamSignOff: z
      .boolean()
      .nullish()
      .transform((v) => v ?? undefined),
  })
  .refine((c) => Date.parse(c.closesAt) > Date.parse(c.opensAt), { message: COHORT_MESSAGES.DATES_REVERSED, path: ['closesAt'] });
export type CohortInput = z.output<typeof cohortInputSchema>;

/** A new or moved closing time must lie ahead: a cohort is closed early with "Close now", not by a date in the past. */
export const closesInPast = (input: Pick<CohortInput, 'closesAt'>, now: Date = new Date()): boolean =>
  Date.parse(input.closesAt) <= now.getTime();
