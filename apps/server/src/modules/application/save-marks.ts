import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../../db/dialect.ts';
import { nowIso, type Database } from '../../db/types.ts';
import { readConfirmationsClear, clearReadConfirmations } from './members-repository.ts';
import { recordStepSave, stepSaveInsert, type StepSave } from './step-saves-repository.ts';

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

/** The column of the batched save's `saved` rows that names who saved (batched-step-saves.ts). */
export const SAVED_BY = 'saved_by';

/**
 * markStepSaved for every row a batched step save changed on PostgreSQL (batched-step-saves.ts), as two more parts of
 * its WITH: they read the CTE `saved` (each row's `id`, its `updated_at` as the time of the save, and `saved_by`). The
 * same writes as above, so saves that arrive together share one statement for their rows and their marks.
 */
export const marksOfSavedRows = (step: string): string =>
  `cleared as (update "application_members" as m set "read_confirmed_at" = null from saved` +
  ` where m."application_id" = saved."id" and m."read_confirmed_at" is not null),` +
  ` marked as (insert into "application_step_saves" ("application_id", "step", "user_id", "user_name", "saved_at")` +
  ` select saved."id", '${step.replaceAll("'", "''")}', u."id", u."name", saved."updated_at" from saved` +
  ` join "user" as u on u."id" = saved."${SAVED_BY}"` +
  ` on conflict ("application_id", "step") do update set "user_id" = excluded."user_id",` +
  ` "user_name" = excluded."user_name", "saved_at" = excluded."saved_at")`;
