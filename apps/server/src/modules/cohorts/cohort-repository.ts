import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { DEFAULT_REMINDER_OFFSETS, normalizeReminderOffsets } from '@portal/shared/reminders/reminder-schedule';
import type { LocalCohortName } from '@portal/shared/cohorts/cohort-messages';
import { nowIso, toBool, type CohortsTable, type Database } from '../../db/types.ts';
import { isPostgres } from '../../db/dialect.ts';
import { heldForHindi } from './opening-hold.ts';

export type CohortRow = Selectable<CohortsTable>;

/** A cohort as the rest of the server reads it. */
export interface Cohort {
  id: string;
  nameEn: string;
  nameHi: string;
  /** The name in other languages, as the team wrote it (docs/languages.md). */
  names: LocalCohortName[];
  description: string | null;
  opensAt: string;
  closesAt: string | null;
  archivedAt: string | null;
  /** Minutes before the close at which unfinished applications are reminded, latest last. */
  reminderOffsets: number[];
  /** Every member confirms "I have read the whole application" before it can be submitted (docs/co-founders.md). */
  teamSignOff: boolean;
  /** Its latest form or eligibility check lacks a Hindi text: it takes no applications until written (opening-hold.ts). */
  heldForHindi: boolean;
  createdAt: string;
}

const storedOffsets = (offsets: readonly number[] | undefined): string | null | undefined =>
  offsets === undefined ? undefined : JSON.stringify(normalizeReminderOffsets(offsets));

const readNames = (stored: string | null): LocalCohortName[] => {
  if (stored === null) return [];
  const parsed: unknown = JSON.parse(stored);
  return Array.isArray(parsed)
    ? parsed.filter((n): n is LocalCohortName => typeof n?.language === 'string' && typeof n?.name === 'string')
    : [];
};

const storedNames = (names: readonly LocalCohortName[] | undefined): string | null | undefined =>
  names === undefined ? undefined : names.length === 0 ? null : JSON.stringify(names);

const readOffsets = (stored: string | null): number[] => {
  if (stored === null) return [...DEFAULT_REMINDER_OFFSETS];
  const parsed: unknown = JSON.parse(stored);
  return Array.isArray(parsed) ? normalizeReminderOffsets(parsed.filter((m): m is number => typeof m === 'number')) : [];
};

const toCohort = (row: CohortRow): Omit<Cohort, 'heldForHindi'> => ({
  id: row.id,
  nameEn: row.name_en,
  nameHi: row.name_hi,
  names: readNames(row.names),
  description: row.description,
  opensAt: row.opens_at,
  closesAt: row.closes_at,
  archivedAt: row.archived_at,
  reminderOffsets: readOffsets(row.reminder_offsets),
  teamSignOff: toBool(row.team_sign_off),
  createdAt: row.created_at,
});

/** A cohort as read, with its hold while a Hindi text is missing. */
const readCohort = async (db: Kysely<Database>, row: CohortRow): Promise<Cohort> => {
  const cohort = toCohort(row);
  return { ...cohort, heldForHindi: await heldForHindi(db, cohort) };
};

/** Every cohort, oldest opening first (ties by creation). */
export const listCohorts = async (db: Kysely<Database>): Promise<Cohort[]> => {
  const rows = await db.selectFrom('cohorts').selectAll().orderBy('opens_at').orderBy('created_at').orderBy('id').execute();
  const cohorts: Cohort[] = [];
  for (const row of rows) cohorts.push(await readCohort(db, row));
  return cohorts;
};

export const findCohort = async (db: Kysely<Database>, id: string): Promise<Cohort | undefined> => {
  const row = await db.selectFrom('cohorts').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? readCohort(db, row) : undefined;
};

/**
 * Locks a cohort's row until the caller's transaction ends (PostgreSQL; on SQLite the transaction already runs alone):
 * a new form version moving the cohort's drafts holds it, so an application being created in the cohort (whose
 * foreign key reads the row) waits for the move, or the move for it (docs/own-questions.md).
 */
export const lockCohort = async (db: Kysely<Database>, id: string): Promise<void> => {
  if (isPostgres(db)) await db.selectFrom('cohorts').select('id').where('id', '=', id).forUpdate().execute();
};

export interface CohortValues {
  nameEn: string;
  nameHi: string;
  /** Absent: none on a new cohort, unchanged on an edit. */
  names?: LocalCohortName[];
  description: string | null;
  opensAt: string;
  closesAt: string | null;
  /** Absent: the defaults on a new cohort, unchanged on an edit. */
  reminderOffsets?: number[];
  /** Absent: off on a new cohort, unchanged on an edit. */
  teamSignOff?: boolean;
}

export const insertCohort = async (db: Kysely<Database>, values: CohortValues): Promise<Cohort> => {
  const cohort = await insertCohortRow(db, randomUUID(), values);
  if (!cohort) throw new Error('insertCohort: a random id was taken');
  return cohort;
};

/** Inserts a cohort under the given id; nothing when that id exists (two instances making the first cohort at once). */
export const insertCohortRow = async (db: Kysely<Database>, id: string, values: CohortValues): Promise<Cohort | undefined> => {
  const now = nowIso();
  const row = await db
    .insertInto('cohorts')
    .values({
      id,
      name_en: values.nameEn,
      name_hi: values.nameHi,
      names: storedNames(values.names) ?? null,
      description: values.description,
      opens_at: values.opensAt,
      closes_at: values.closesAt,
      archived_at: null,
      reminder_offsets: storedOffsets(values.reminderOffsets) ?? null,
      team_sign_off: values.teamSignOff ? 1 : 0,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .returningAll()
    .executeTakeFirst();
  return row ? readCohort(db, row) : undefined;
};

/** Changes a cohort that is not archived; nothing when it is (or is unknown). */
export const updateCohort = async (
  db: Kysely<Database>,
  id: string,
  values: Partial<CohortValues> & { archivedAt?: string },
): Promise<Cohort | undefined> => {
  const row = await db
    .updateTable('cohorts')
    .set({
      ...(values.nameEn !== undefined ? { name_en: values.nameEn } : {}),
      ...(values.nameHi !== undefined ? { name_hi: values.nameHi } : {}),
      ...(values.names !== undefined ? { names: storedNames(values.names) } : {}),
      ...(values.description !== undefined ? { description: values.description } : {}),
      ...(values.opensAt !== undefined ? { opens_at: values.opensAt } : {}),
      ...(values.closesAt !== undefined ? { closes_at: values.closesAt } : {}),
      ...(values.archivedAt !== undefined ? { archived_at: values.archivedAt } : {}),
      ...(values.reminderOffsets !== undefined ? { reminder_offsets: storedOffsets(values.reminderOffsets) } : {}),
      ...(values.teamSignOff !== undefined ? { team_sign_off: values.teamSignOff ? 1 : 0 } : {}),
      updated_at: nowIso(),
    })
    .where('id', '=', id)
    .where('archived_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
  return row ? readCohort(db, row) : undefined;
};
