import { sql, type Kysely, type Selectable } from 'kysely';
import { stepSaveBatcher, type StepSave } from './batched-step-saves.ts';
import { markStepSaved } from './save-marks.ts';
import { nowIso, type ApplicationsTable, type Database } from '../../db/types.ts';
import { isPostgres } from '../../db/dialect.ts';
import { IN_PROGRESS_STATUS } from '@portal/shared/application/application-status';
import { LOCKED_STATUS } from './submitted-lock.ts';
import type { ApplicationColumns, VersionedStep } from '@portal/shared/application/application-record';
import { catalogueRecordOf, type ApplicationChanges } from './field-columns.ts';
import { compiledByShape } from '../../db/compiled-by-shape.ts';
import { FIELD_COLUMNS } from '../../db/application-columns.ts';
import { storedUncheckedSteps, uncheckedStepsOf, type CopiedAnswers } from './copied-answers.ts';
import { addMember, applicationsOfMember, clearReadConfirmations } from './members-repository.ts';

export type ApplicationRow = Selectable<ApplicationsTable>;

/**
 * The application's own columns; `ownForm` (the cohort's own questions and answers) is resolved beside them, from the
 * cohort the row names (not a field of the API's Application).
 */
export type Application = ApplicationColumns & { cohortId: string | null };

/** The one row-to-record mapper of `applications`: the catalogue's fields through their columns (field-columns.ts). */
export const toApplication = (row: ApplicationRow): Application => ({
  id: row.id,
  cohortId: row.cohort_id,
  status: row.application_status,
  ...catalogueRecordOf(row),
  submittedAt: row.submitted_at,
  updatedAt: row.updated_at,
  stepVersions: {
    personal: Number(row.personal_version),
    company: Number(row.company_version),
    business: Number(row.business_version),
    funding: Number(row.funding_version),
  },
  uncheckedSteps: uncheckedStepsOf(row),
  copiedAnswers:
    row.copied_answers_total === null
      ? null
      : { filled: Number(row.copied_answers_filled), total: Number(row.copied_answers_total) },
});

const OWN_COLUMNS = [
  'id',
  'user_id',
  'cohort_id',
  'application_status',
  'created_at',
  'updated_at',
  'submitted_at',
  'personal_version',
  'company_version',
  'business_version',
  'funding_version',
  'unchecked_steps',
  'copied_answers_filled',
  'copied_answers_total',
] as const satisfies readonly (keyof ApplicationsTable)[];

type ListedColumn = (typeof OWN_COLUMNS)[number] | (typeof FIELD_COLUMNS)[keyof typeof FIELD_COLUMNS];
/** Every column of the row by name (a prepared statement may not say `returning *`, db/prepared-statements.ts). */
const ROW_COLUMNS: readonly (keyof ApplicationsTable)[] = [...OWN_COLUMNS, ...new Set(Object.values(FIELD_COLUMNS))];
// A column added to ApplicationsTable but not to the lists above fails to compile here.
const everyColumnListed: Exclude<keyof ApplicationsTable, ListedColumn> extends never ? true : never = true;
void everyColumnListed;

const VERSION_COLUMN = {
  personal: 'personal_version',
  company: 'company_version',
  business: 'business_version',
  funding: 'funding_version',
} as const satisfies Record<VersionedStep, keyof ApplicationsTable>;

/** The SET of a write that moves a step's version on by one. */
const nextVersionOf = (step: VersionedStep) => ({
  [VERSION_COLUMN[step]]: sql<number>`${sql.ref(VERSION_COLUMN[step])} + 1`,
});

/**
 * `updated_at` moved on to `at`, never back. A write reads its time before its statement runs (a step save waits in a
 * batch, an upload's transaction reads it first), so the write that commits second can carry the earlier time. The
 * wizard takes a copy with the same step versions and an earlier `updatedAt` as read before a save it has the answer to
 * (web: record-freshness.ts), so the stored time follows the order of the writes.
 */
export const updatedAtMovedTo = (at: string, column = 'updated_at') =>
  sql<string>`case when ${sql.ref(column)} > ${at} then ${sql.ref(column)} else ${at} end`;

const STEP_OF_VERSION_COLUMN = Object.fromEntries(
  Object.entries(VERSION_COLUMN).map(([step, column]) => [column, step]),
) as Record<(typeof VERSION_COLUMN)[VersionedStep], VersionedStep>;

/** A step save: its version goes up by one; with a base, only when the stored version is still that base. */
export interface StepVersionCheck {
  step: VersionedStep;
  base?: number | null;
}

/**
 * The user's current application, whole, as stored: their newest (one per cohort; a founder works on the one they
 * started last, docs/decisions/023-cohorts.md). The service maps it; the data export hands it over column by column.
 */
export const findApplicationByUser = (db: Kysely<Database>, userId: string): Promise<ApplicationRow | undefined> =>
  db
    .selectFrom('applications')
    .selectAll()
    .where('id', 'in', applicationsOfMember(db, userId))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();

/** Every application of the user, newest first. */
export const listApplicationsOfUser = (db: Kysely<Database>, userId: string): Promise<ApplicationRow[]> =>
  db
    .selectFrom('applications')
    .selectAll()
    .where('id', 'in', applicationsOfMember(db, userId))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();

/** The user's application in a cohort. */
export const findApplicationInCohort = (
  db: Kysely<Database>,
  userId: string,
  cohortId: string,
): Promise<ApplicationRow | undefined> =>
  db
    .selectFrom('applications')
    .selectAll()
    .where('id', 'in', applicationsOfMember(db, userId))
    .where('cohort_id', '=', cohortId)
    .executeTakeFirst();

/** One of the user's own applications by id; someone else's id finds nothing, as an unknown one does. */
export const findOwnApplicationById = (db: Kysely<Database>, userId: string, id: string): Promise<ApplicationRow | undefined> =>
  db
    .selectFrom('applications')
    .selectAll()
    .where('id', '=', id)
    .where('id', 'in', applicationsOfMember(db, userId))
    .executeTakeFirst();

/**
 * Many users' own applications by id in one query (a batch of reminders): each pair's application, when the user is
 * one of its members; keyed by `ownApplicationKey`.
 */
export const findOwnApplicationsByIds = async (
  db: Kysely<Database>,
  pairs: readonly { userId: string; id: string }[],
): Promise<Map<string, ApplicationRow>> => {
  if (pairs.length === 0) return new Map();
  const rows = await db
    .selectFrom('applications')
    .innerJoin('application_members as m', 'm.application_id', 'applications.id')
    .selectAll('applications')
    .select('m.user_id as member_id')
    .where('applications.id', 'in', [...new Set(pairs.map((pair) => pair.id))])
    .where('m.user_id', 'in', [...new Set(pairs.map((pair) => pair.userId))])
    .execute();
  return new Map(rows.map(({ member_id, ...row }) => [ownApplicationKey(member_id, row.id), row as ApplicationRow]));
};

/** The key of a user's application in `findOwnApplicationsByIds`'s answer. */
export const ownApplicationKey = (userId: string, id: string): string => `${userId}\n${id}`;

/**
 * A new application of the user in a cohort, empty or with the answers copied from an earlier one (their steps
 * marked not checked yet); nothing when they already have one there.
 */
export const insertEmptyApplication = async (
  db: Kysely<Database>,
  values: { id: string; userId: string; cohortId: string; copied?: CopiedAnswers },
): Promise<ApplicationRow | undefined> => {
  const now = nowIso();
  const copied = values.copied;
  const row = await db
    .insertInto('applications')
    .values({
      id: values.id,
      user_id: values.userId,
      cohort_id: values.cohortId,
      ...(copied
        ? {
            ...copied.changes,
            unchecked_steps: storedUncheckedSteps(copied.uncheckedSteps),
            copied_answers_filled: copied.filled,
            copied_answers_total: copied.total,
          }
        : {}),
      application_status: IN_PROGRESS_STATUS,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.columns(['user_id', 'cohort_id']).doNothing())
    .returningAll()
    .executeTakeFirst();
  // Its founder is its first member (docs/co-founders.md).
  if (row) await addMember(db, { applicationId: row.id, userId: values.userId, cohortId: values.cohortId }, now);
  return row;
};

/** Migration 013's rows, attached on the first start to the first cohort (modules/cohorts/first-cohort.ts). */
export const attachApplicationsWithoutCohort = async (db: Kysely<Database>, cohortId: string): Promise<number> => {
  const result = await db
    .updateTable('applications')
    .set({ cohort_id: cohortId })
    .where('cohort_id', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
};

/** When the first application was started: the first cohort's opening on an upgraded database. */
export const firstApplicationAt = async (db: Kysely<Database>): Promise<string | undefined> =>
  (
    await db
      .selectFrom('applications')
      .select((eb) => eb.fn.min('created_at').as('first'))
      .executeTakeFirst()
  )?.first ?? undefined;

/**
 * Creates the user's application or updates its personal fields, in one statement.
 * A submitted application is left as it is and nothing is returned.
 */
export const upsertPersonalInfo = async (
  db: Kysely<Database>,
  values: { id: string; userId: string; cohortId: string; changes: ApplicationChanges },
  baseVersion?: number | null,
): Promise<ApplicationRow | undefined> => {
  const now = nowIso();
  const row = await db
    .insertInto('applications')
    .values({
      id: values.id,
      user_id: values.userId,
      cohort_id: values.cohortId,
      ...values.changes,
      application_status: IN_PROGRESS_STATUS,
      created_at: now,
      updated_at: now,
      personal_version: 1,
    })
    .onConflict((oc) => {
      const update = oc
        .columns(['user_id', 'cohort_id'])
        .doUpdateSet({
          ...values.changes,
          updated_at: updatedAtMovedTo(now, 'applications.updated_at'),
          personal_version: sql<number>`applications.personal_version + 1`,
          // A step copied from an earlier application is checked by its save, in the same statement.
          unchecked_steps: uncheckedWithout('personal', 'applications.unchecked_steps'),
        })
        .where('applications.application_status', '!=', LOCKED_STATUS);
      return baseVersion === undefined || baseVersion === null
        ? update
        : update.where('applications.personal_version', '=', baseVersion);
    })
    .returningAll()
    .executeTakeFirst();
  // A new row (its first personal save): its founder is its first member; an existing one's holder is one already.
  if (row && Number(row.personal_version) === 1)
    await addMember(db, { applicationId: row.id, userId: values.userId, cohortId: values.cohortId }, now);
  return row;
};

/**
 * The account `user_id` names (the application's holder, whose one application per cohort the unique index keeps)
 * passes to another member when the holder leaves or is erased, so the row is not deleted with their account.
 */
export const setApplicationHolder = async (db: Kysely<Database>, applicationId: string, userId: string): Promise<void> => {
  await db.updateTable('applications').set({ user_id: userId }).where('id', '=', applicationId).execute();
};

/** Who holds the application (`user_id`) and its cohort. */
export const holderOfApplication = (db: Kysely<Database>, applicationId: string) =>
  db
    .selectFrom('applications')
    .select(['user_id', 'cohort_id', 'application_status', 'startup_name'])
    .where('id', '=', applicationId)
    .executeTakeFirst();

/**
 * Updates the caller's own, not yet submitted application. Returns nothing when no row matched:
 * the id is unknown, belongs to someone else, or the application is submitted. With `markSaved`, a step's save also
 * records who saved the step and clears the members' read marks (save-marks.ts); on PostgreSQL outside a transaction
 * in the row's own statement.
 */
export const updateOwnApplication = (
  db: Kysely<Database>,
  target: { id: string; userId: string; unchangedSince?: string; version?: StepVersionCheck; markSaved?: boolean },
  changes: ApplicationChanges,
): Promise<ApplicationRow | undefined> => {
  const save: StepSave = {
    id: target.id,
    userId: target.userId,
    updatedAt: nowIso(),
    changes,
    versionColumn: target.version ? VERSION_COLUMN[target.version.step] : null,
    base: target.version?.base,
    savedStep: target.markSaved && target.version ? target.version.step : null,
  };
  if (target.unchangedSince === undefined && isPostgresOutsideTransaction(db)) return batcherOf(db)(save);
  return updateAndMark(db, save, target.unchangedSince);
};

const updateAndMark = async (db: Kysely<Database>, save: StepSave, unchangedSince?: string) => {
  const row = await updateOne(db, save, unchangedSince);
  if (row && save.savedStep)
    await markStepSaved(db, { applicationId: row.id, step: save.savedStep, userId: save.userId }, save.updatedAt);
  return row;
};

/**
 * The stored unchecked list without one step, in SQL (SQLite and PostgreSQL alike): the list is the compact JSON array
 * storedUncheckedSteps writes (`["personal","company"]`), so the step goes with the comma on one side; an empty list
 * is stored as nothing.
 */
const uncheckedWithout = (step: VersionedStep, column = 'unchecked_steps') => {
  const quoted = JSON.stringify(step);
  const list = sql.ref(column);
  return sql<
    string | null
  >`nullif(replace(replace(replace(${list}, ${`${quoted},`}, ''), ${`,${quoted}`}, ''), ${quoted}, ''), ${storedEmpty})`;
};
const storedEmpty = JSON.stringify([]);

/**
 * One column of a per-field merge save: the value the save started from and its new value (as the column stores
 * them); with a base of nothing, the form's default the member saw there, which counts as that base too.
 */
export interface ColumnMerge {
  base: unknown;
  value: unknown;
  blank?: unknown;
}

/**
 * A per-field merge save (docs/co-founders.md) of the caller's own, not yet submitted application, in one statement:
 * each named column takes the new value when it still holds the base (or holds the new value already: a replay) and
 * keeps what it holds otherwise; columns not named are not touched. When it names a column, the step's version moves
 * on by one, so a device of an older client that still holds the earlier text sees a newer one. A step copied from an
 * earlier application leaves the unchecked list in the same statement when the save keeps a field or names none (a
 * copied step confirmed unchanged). Returns the row as stored after it (the caller compares it with the new values to
 * find the conflicts), or nothing when no row matched.
 */
export const mergeOwnApplication = (
  db: Kysely<Database>,
  target: { id: string; userId: string; step: VersionedStep },
  merges: Record<string, ColumnMerge>,
): Promise<ApplicationRow | undefined> => {
  const columns = Object.entries(merges);
  const set: Record<string, unknown> =
    columns.length === 0 ? {} : { updated_at: updatedAtMovedTo(nowIso()), ...nextVersionOf(target.step) };
  const keeps = columns.map(([column, merge]) => {
    const stored = sql.ref(column);
    const blank = merge.blank === undefined ? sql`` : sql` or ${stored} is not distinct from ${merge.blank}`;
    return sql<boolean>`(${stored} is not distinct from ${merge.base} or ${stored} is not distinct from ${merge.value}${blank})`;
  });
  columns.forEach(([column, merge], i) => {
    set[column] = sql`case when ${keeps[i]} then ${merge.value} else ${sql.ref(column)} end`;
  });
  // SET reads the row as it was before this statement (both dialects): the same tests decide the fields and the check.
  set['unchecked_steps'] =
    keeps.length === 0
      ? uncheckedWithout(target.step)
      : sql`case when ${sql.join(keeps, sql` or `)} then ${uncheckedWithout(target.step)} else unchecked_steps end`;
  return db
    .updateTable('applications')
    .set(set as ApplicationChanges)
    .where('id', '=', target.id)
    .where('id', 'in', applicationsOfMember(db, target.userId))
    .where('application_status', '!=', LOCKED_STATUS)
    .returning(ROW_COLUMNS)
    .executeTakeFirst() as Promise<ApplicationRow | undefined>;
};

/**
 * Takes the caller's own, not yet submitted application's row for a save of its answers to the cohort's own questions
 * (an UPDATE, so on PostgreSQL the row stays locked until the transaction ends and two saves of one application's
 * answers never interleave); `changed` moves its `updated_at` on (a submit checking it meanwhile checks again), and
 * with `changedStep` that step's version too: its answers are part of the step, so a copy read before is older.
 * Returns nothing when no row matched: the id is unknown, belongs to someone else, or the application is submitted.
 */
export const touchOwnApplication = (
  db: Kysely<Database>,
  target: { id: string; userId: string },
  changed = false,
  changedStep?: VersionedStep,
): Promise<ApplicationRow | undefined> =>
  db
    .updateTable('applications')
    .set({
      updated_at: changed ? updatedAtMovedTo(nowIso()) : sql<string>`updated_at`,
      ...(changed && changedStep ? nextVersionOf(changedStep) : {}),
    })
    .where('id', '=', target.id)
    .where('id', 'in', applicationsOfMember(db, target.userId))
    .where('application_status', '!=', LOCKED_STATUS)
    .returning(ROW_COLUMNS)
    .executeTakeFirst() as Promise<ApplicationRow | undefined>;

/**
 * A correction the team makes on a submitted application (privacy/correction-apply.ts): writes the columns when each
 * changed step's version is still the one the team's editor read, and moves those versions on by one, so a device
 * that still holds the earlier answer sees a newer one and a save based on it is stale. Returns nothing when the
 * application is not submitted or a version moved.
 */
export const correctSubmittedApplication = (
  db: Kysely<Database>,
  target: { id: string; versions: Partial<Record<VersionedStep, number>> },
  changes: ApplicationChanges,
): Promise<ApplicationRow | undefined> => {
  const steps = Object.keys(target.versions) as VersionedStep[];
  const bumps = Object.assign({}, ...steps.map(nextVersionOf)) as Record<string, unknown>;
  let update = db
    .updateTable('applications')
    .set({ ...changes, ...bumps, updated_at: updatedAtMovedTo(nowIso()) })
    .where('id', '=', target.id)
    .where('application_status', '=', LOCKED_STATUS);
  for (const step of steps) update = update.where(VERSION_COLUMN[step], '=', target.versions[step]!);
  return update.returning(ROW_COLUMNS).executeTakeFirst() as Promise<ApplicationRow | undefined>;
};

const updateOne = (db: Kysely<Database>, save: StepSave, unchangedSince?: string): Promise<ApplicationRow | undefined> => {
  const values: UpdateValues = {
    ...save.changes,
    $updatedAt: save.updatedAt,
    $id: save.id,
    $userId: save.userId,
    $unchangedSince: unchangedSince,
  };
  if (save.base !== undefined && save.base !== null) values.$base = save.base;
  return updateByShape(db, { versionColumn: save.versionColumn as (typeof VERSION_COLUMN)[VersionedStep] | null }, values);
};

const isPostgresOutsideTransaction = (db: Kysely<Database>): boolean => !db.isTransaction && isPostgres(db);

const batchers = new WeakMap<Kysely<Database>, (save: StepSave) => Promise<ApplicationRow | undefined>>();
const batcherOf = (db: Kysely<Database>) => {
  let batcher = batchers.get(db);
  if (!batcher) {
    batcher = stepSaveBatcher<ApplicationRow>(db, {
      lockedStatus: LOCKED_STATUS,
      rowColumns: ROW_COLUMNS,
      stepOfVersionColumn: (column) => STEP_OF_VERSION_COLUMN[column as (typeof VERSION_COLUMN)[VersionedStep]] ?? null,
      single: (save) => updateAndMark(db, save),
    });
    batchers.set(db, batcher);
  }
  return batcher;
};

export type UpdateValues = ApplicationChanges & {
  $updatedAt: string;
  $id: string;
  $userId: string;
  $unchangedSince?: string;
  $base?: number;
};

export interface StepSaveShape {
  versionColumn: (typeof VERSION_COLUMN)[VersionedStep] | null;
}

/** The step save's UPDATE as Kysely builds it; exported so a test can compare the compiled path with it. */
export const buildStepSaveUpdate = (db: Kysely<Database>, shape: StepSaveShape, values: UpdateValues) => {
  const { $updatedAt, $id, $userId, $unchangedSince, $base, ...changes } = values;
  const column = shape.versionColumn;
  const step = column ? STEP_OF_VERSION_COLUMN[column] : null;
  // A step save also checks a step copied from an earlier application, in the same statement (no reader sees the
  // answers saved and the step still unchecked).
  const versioned = column && step ? { ...nextVersionOf(step), unchecked_steps: uncheckedWithout(step) } : {};
  let query = db
    .updateTable('applications')
    .set({ ...changes, updated_at: updatedAtMovedTo($updatedAt), ...versioned })
    .where('id', '=', $id)
    .where('id', 'in', applicationsOfMember(db, $userId))
    .where('application_status', '!=', LOCKED_STATUS);
  if ($unchangedSince !== undefined) query = query.where('updated_at', '=', $unchangedSince);
  if (column && $base !== undefined) query = query.where(column, '=', $base);
  return query.returning(ROW_COLUMNS);
};

/**
 * The step save's UPDATE, compiled once per shape (db/compiled-by-shape.ts): a save is the server's hottest path.
 * Which conditions it has follows from which values are given, and those names are part of the shape.
 */
export const updateByShape = compiledByShape(buildStepSaveUpdate);

/**
 * Reads and writes of `applications` for the other modules: this module owns the table, and nothing else
 * queries it (files link their upload here, privacy exports and erases through here, the console reads here).
 */
export interface ApplicationRef {
  id: string;
  status: string;
  submittedAt: string | null;
}

const refColumns = ['id', 'application_status', 'submitted_at'] as const;
const toRef = (
  row: { id: string; application_status: string; submitted_at: string | null } | undefined,
): ApplicationRef | undefined =>
  row ? { id: row.id, status: row.application_status, submittedAt: row.submitted_at } : undefined;

export const findApplicationRef = async (db: Kysely<Database>, id: string): Promise<ApplicationRef | undefined> =>
  toRef(await db.selectFrom('applications').select(refColumns).where('id', '=', id).executeTakeFirst());

/** The ids of every application of the user, newest first, with their cohort. */
export const listApplicationRefsOfUser = async (
  db: Kysely<Database>,
  userId: string,
): Promise<(ApplicationRef & { cohortId: string | null })[]> =>
  (
    await db
      .selectFrom('applications')
      .select([...refColumns, 'cohort_id'])
      .where('id', 'in', applicationsOfMember(db, userId))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute()
  ).map((row) => ({ ...toRef(row)!, cohortId: row.cohort_id }));

/** The cohort an application belongs to. */
export const cohortIdOfApplication = async (db: Kysely<Database>, id: string): Promise<string | null> =>
  (await db.selectFrom('applications').select('cohort_id').where('id', '=', id).executeTakeFirst())?.cohort_id ?? null;

/** The user's current (newest) application, as findApplicationByUser picks it. */
export const findApplicationRefOfUser = async (db: Kysely<Database>, userId: string): Promise<ApplicationRef | undefined> =>
  toRef(
    await db
      .selectFrom('applications')
      .select(refColumns)
      .where('id', 'in', applicationsOfMember(db, userId))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst(),
  );

/** A submitted application's row, or undefined (in-progress drafts are the founder's own business). */
export const findSubmittedApplicationRow = (db: Kysely<Database>, id: string): Promise<ApplicationRow | undefined> =>
  db
    .selectFrom('applications')
    .selectAll()
    .where('id', '=', id)
    .where('application_status', '=', LOCKED_STATUS)
    .executeTakeFirst();

/** Which of these ids are submitted applications. */
export const submittedApplicationIds = async (db: Kysely<Database>, ids: readonly string[]): Promise<string[]> =>
  ids.length === 0
    ? []
    : (
        await db
          .selectFrom('applications')
          .select('id')
          .where('id', 'in', ids)
          .where('application_status', '=', LOCKED_STATUS)
          .execute()
      ).map((row) => row.id);

/**
 * Points one of the application's file columns at a stored file, or clears it where it still points at `clearUrl`.
 * Either changes the application, so every member's "I have read the whole application" is asked again.
 */
export const setApplicationFileColumn = async (
  db: Kysely<Database>,
  applicationId: string,
  column: 'video_url' | 'financial_statement_url' | 'pitch_deck_url',
  change: { set: string } | { clear: string },
  now = nowIso(),
): Promise<void> => {
  const update =
    'set' in change
      ? db
          .updateTable('applications')
          .set({ [column]: change.set, updated_at: updatedAtMovedTo(now) })
          .where('id', '=', applicationId)
      : db
          .updateTable('applications')
          .set({ [column]: null, updated_at: updatedAtMovedTo(now) })
          .where('id', '=', applicationId)
          .where(column, '=', change.clear);
  const result = await update.executeTakeFirst();
  if (Number(result.numUpdatedRows) > 0) await clearReadConfirmations(db, applicationId);
};

/** Started, not submitted, latest activity first: one page and the count. */
export const listInProgressApplications = async (
  db: Kysely<Database>,
  page: { size: number; number: number },
  cohortId: string | null = null,
) => {
  const base = db
    .selectFrom('applications')
    .where('application_status', '=', IN_PROGRESS_STATUS)
    .$if(cohortId !== null, (q) => q.where('cohort_id', '=', cohortId!));
  const [count, rows] = await Promise.all([
    base.select(sql<number>`count(*)`.as('total')).executeTakeFirstOrThrow(),
    base
      .select(['id', 'startup_name', 'city', 'state', 'sector', 'created_at', 'updated_at'])
      .orderBy('updated_at', 'desc')
      .orderBy('id')
      .limit(page.size)
      .offset((page.number - 1) * page.size)
      .execute(),
  ]);
  return { total: Number(count.total), rows };
};

/** What the cohort statistics keep of an application that is erased (no personal data). */
export const cohortFactsOf = (db: Kysely<Database>, applicationId: string) =>
  db
    .selectFrom('applications')
    .select(['sector', 'state', 'founding_year', 'team_size', 'no_of_founders', 'revenue', 'application_status'])
    .where('id', '=', applicationId)
    .executeTakeFirst();

export const deleteApplication = async (db: Kysely<Database>, applicationId: string): Promise<void> => {
  await db.deleteFrom('applications').where('id', '=', applicationId).execute();
};

/** Signing up from an anonymous session: the application moves to the new account, unless that one has one already. Returns whether it moved. */
export const moveApplicationToUser = async (db: Kysely<Database>, fromUserId: string, toUserId: string): Promise<boolean> => {
  const existing = await db.selectFrom('applications').select('id').where('user_id', '=', toUserId).executeTakeFirst();
  if (existing) return false;
  await db
    .updateTable('applications')
    .set({ user_id: toUserId, updated_at: updatedAtMovedTo(nowIso()) })
    .where('user_id', '=', fromUserId)
    .execute();
  return true;
};
