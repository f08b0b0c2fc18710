import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../../db/dialect.ts';
import { nowIso, type Database } from '../../db/types.ts';
import { readConfirmationsClear, clearReadConfirmations, readConfirmationsClearOfSavedRows } from './members-repository.ts';
import type { SavedRows } from './saved-rows.ts';
import { recordStepSave, stepSaveInsert, stepSavesOfSavedRows, type StepSave } from './step-saves-repository.ts';

/**
 * After a step save: who saved it (shown as "Saved by Asha, 10 minutes ago"), and every member's "I have read the
 * whole application" asked again, since the application changed. On PostgreSQL the two writes go as one statement
 * (the members' update in a WITH): every step save waits for them, and there each statement is a round trip. A fast
 * path of step-saves-repository.ts and members-repository.ts (docs/decisions/022-fast-paths-without-their-own-record.md).
 */
export const markStepSaved = async (db: Kysely<Database>, save: StepSave, now = nowIso()): Promise<void> => {
  if (!isPostgres(db)) {
    await recordStepSave(db, save, now);
    await clearReadConfirmations(db, save.applicationId);
    return;
  }
  await sql`with cleared as (${readConfirmationsClear(db, save.applicationId)}) ${stepSaveInsert(db, save, now)}`.execute(db);
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
