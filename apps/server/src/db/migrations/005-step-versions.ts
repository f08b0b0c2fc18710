import type { Kysely } from 'kysely';
import type { Dialect } from '../types.ts';

/**
 * A version per wizard step: each save names the version its text was based on, so a save replayed
 * from a phone's queue never overwrites what another device saved since (modules/application/service.ts).
 */
export const STEP_VERSION_COLUMNS = ['personal_version', 'company_version', 'business_version', 'funding_version'] as const;

export const up = async (db: Kysely<unknown>, _dialect: Dialect): Promise<void> => {
  for (const column of STEP_VERSION_COLUMNS) {
    await db.schema
      .alterTable('applications')
      .addColumn(column, 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  }
};
