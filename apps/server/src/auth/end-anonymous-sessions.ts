import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types.ts';

/** Better Auth's tables as far as this needs them (isAnonymous exists only once the anonymous plugin ever ran). */
interface SessionTables {
  session: { userId: string };
  user: { id: string };
}

/**
 * With anonymous sign-in off (ALLOW_ANONYMOUS_SIGN_IN, config.ts), the sessions of anonymous visitors made while it
 * was on end too: otherwise they would keep working, renewed on use, without an account or a verified address.
 * Returns how many sessions were ended.
 */
export const endAnonymousSessions = async (db: Kysely<Database>): Promise<number> => {
  const user = (await db.introspection.getTables()).find((table) => table.name === 'user');
  if (!user?.columns.some((column) => column.name === 'isAnonymous')) return 0;
  const tables = db as unknown as Kysely<SessionTables>;
  const result = await tables
    .deleteFrom('session')
    .where(
      'userId',
      'in',
      tables
        .selectFrom('user')
        .select('id')
        .where(sql<boolean>`${sql.ref('isAnonymous')} = true`),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
};
