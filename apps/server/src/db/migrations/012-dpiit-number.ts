import type { Kysely } from 'kysely';
import type { Dialect } from '../types.ts';

/** The company's DPIIT recognition number (the field catalogue's `dpiitNumber`), kept only when certified. */
export const up = async (db: Kysely<unknown>, _dialect: Dialect): Promise<void> => {
  await db.schema.alterTable('applications').addColumn('dpiit_number', 'text').execute();
};
