import { sql, type Kysely } from 'kysely';
import { compiledByShape } from '../../db/compiled-by-shape.ts';
import { isPostgres } from '../../db/dialect.ts';
import { nowIso, type Database } from '../../db/types.ts';
import { readConfirmationsClear, readConfirmationsClearOfSavedRows } from './members-repository.ts';
import type { SavedRows } from './saved-rows.ts';
import { stepSaveInsert, stepSavesOfSavedRows, type StepSave } from './step-saves-repository.ts';

/** A step's save mark, with its time: the values of the statements below. */
type MarkValues = { applicationId: string; step: string; userId: string; now: string };

/** On SQLite: the save mark, then the read marks cleared. */
export const buildStepSaveMark = (db: Kysely<Database>, _shape: null, mark: MarkValues) => stepSaveInsert(db, mark, mark.now);
export const buildReadMarksCleared = (db: Kysely<Database>, _shape: null, values: { applicationId: string }) =>
  readConfirmationsClear(db, values.applicationId);

/** On PostgreSQL: the two as one statement, the members' update in a WITH. */
export const buildBothMarks = (db: Kysely<Database>, _shape: null, mark: MarkValues) => ({
  compile: () =>
    sql`with cleared as (${readConfirmationsClear(db, mark.applicationId)}) ${stepSaveInsert(db, mark, mark.now)}`.compile(db),
});

/** Each compiled once (db/compiled-by-shape.ts). */
const stepSaveMark = compiledByShape(buildStepSaveMark);
const readMarksCleared = compiledByShape(buildReadMarksCleared);
const bothMarks = compiledByShape(buildBothMarks);

/**
 * After a step save: who saved it (shown as "Saved by Asha, 10 minutes ago"), and every member's "I have read the
 * whole application" asked again, since the application changed. On PostgreSQL the two writes go as one statement:
 * every step save waits for them, and there each statement is a round trip. Every step save makes them, so they are
 * compiled once, not built by Kysely each time. A fast path of step-saves-repository.ts and members-repository.ts
 * (docs/decisions/022-fast-paths-without-their-own-record.md).
 */
export const markStepSaved = async (db: Kysely<Database>, save: StepSave, now = nowIso()): Promise<void> => {
  const mark = { ...save, now };
  if (!isPostgres(db)) {
    await stepSaveMark(db, null, mark);
    await readMarksCleared(db, null, { applicationId: save.applicationId });
    return;
  }
  await bothMarks(db, null, mark);
};

/** A part of a statement that must not bring parameters of its own: it is joined to a statement whose `$1` is set. */
const withoutParameters = (query: { compile(): { sql: string; parameters: readonly unknown[] } }): string => {
  const compiled = query.compile();
  if (compiled.parameters.length > 0) throw new Error(`a batched save mark took parameters: ${compiled.sql}`);
  return compiled.sql;
};

/**
 * markStepSaved for every row a batched step save changed on PostgreSQL (batched-step-saves.ts), as two more parts of
 * its WITH over the CTE of saved rows (saved-rows.ts), built by the same repositories as above: saves that arrive together
 * share one statement for their rows and their marks.
 */
export const marksOfSavedRows = (db: Kysely<Database>, step: string): string => {
  const withSaved = db.withTables<SavedRows>();
  return (
    `cleared as (${withoutParameters(readConfirmationsClearOfSavedRows(withSaved))}),` +
    ` marked as (${withoutParameters(stepSavesOfSavedRows(withSaved, step))})`
  );
};
