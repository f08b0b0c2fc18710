import { sql, type Kysely, type OnConflictBuilder } from 'kysely';
import { nowIso, type Database } from '../../db/types.ts';
import type { WithSavedRows } from './saved-rows.ts';

/** The only writer of `application_step_saves` (db/table-owners.ts): who saved each step of an application last. */

export interface StepSaveMark {
  step: string;
  userId: string | null;
  name: string;
  savedAt: string;
}

/** Records that the user just saved the step (their name kept, so it still shows after their account goes). */
export const recordStepSave = async (db: Kysely<Database>, save: StepSave, now = nowIso()): Promise<void> => {
  await stepSaveInsert(db, save, now).execute();
};

export interface StepSave {
  applicationId: string;
  step: string;
  userId: string;
}

/** A later save of a step replaces its earlier mark. */
const latestSaveWins = (oc: OnConflictBuilder<Database, 'application_step_saves'>) =>
  oc.columns(['application_id', 'step']).doUpdateSet((eb) => ({
    user_id: eb.ref('excluded.user_id'),
    user_name: eb.ref('excluded.user_name'),
    saved_at: eb.ref('excluded.saved_at'),
  }));

/** recordStepSave's statement, for its fast path beside the read marks (save-marks.ts). */
export const stepSaveInsert = (db: Kysely<Database>, save: StepSave, now: string) =>
  db
    .insertInto('application_step_saves')
    .columns(['application_id', 'step', 'user_id', 'user_name', 'saved_at'])
    .expression(
      db
        .selectFrom('user')
        .select([
          sql.val(save.applicationId).as('application_id'),
          sql.val(save.step).as('step'),
          'user.id',
          'user.name',
          sql.val(now).as('saved_at'),
        ])
        .where('user.id', '=', save.userId),
    )
    .onConflict(latestSaveWins);

/**
 * The same marks for every row of a batched step save (saved-rows.ts), the step a literal: the statement has no
 * parameters of its own, so it fits beside the batch's.
 */
export const stepSavesOfSavedRows = (db: Kysely<WithSavedRows>, step: string) =>
  db
    .insertInto('application_step_saves')
    .columns(['application_id', 'step', 'user_id', 'user_name', 'saved_at'])
    .expression(
      db
        .selectFrom('saved')
        .innerJoin('user', 'user.id', 'saved.saved_by')
        .select(['saved.id', sql.lit(step).as('step'), 'user.id as user_id', 'user.name', 'saved.updated_at']),
    )
    .onConflict(latestSaveWins);

export const listStepSaves = async (db: Kysely<Database>, applicationId: string): Promise<StepSaveMark[]> =>
  (
    await db
      .selectFrom('application_step_saves')
      .select(['step', 'user_id', 'user_name', 'saved_at'])
      .where('application_id', '=', applicationId)
      .orderBy('step')
      .execute()
  ).map((row) => ({ step: row.step, userId: row.user_id, name: row.user_name, savedAt: row.saved_at }));
