import type { Kysely } from 'kysely';
import type { Dialect } from '../types.ts';

/**
 * "Start from my … application" (docs/cohorts.md): the steps copied from an earlier application that the founder has
 * not saved since (a JSON list of step keys; null or '[]' when none), and how many answers the copy filled of how many.
 */
export const up = async (db: Kysely<unknown>, _dialect: Dialect): Promise<void> => {
  await db.schema.alterTable('applications').addColumn('unchecked_steps', 'text').execute();
  await db.schema.alterTable('applications').addColumn('copied_answers_filled', 'integer').execute();
  await db.schema.alterTable('applications').addColumn('copied_answers_total', 'integer').execute();
};
