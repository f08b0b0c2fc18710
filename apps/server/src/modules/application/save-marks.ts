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
