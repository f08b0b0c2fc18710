import { sql, type Kysely } from 'kysely';
import { IN_PROGRESS_STATUS } from '@portal/shared/application-status';
import { CONSOLE_PAGE_SIZE } from '@portal/shared/review';
import type { Database } from '../../db/types.ts';

export interface InProgressRow {
  id: string;
  companyName: string | null;
  city: string | null;
  state: string | null;
  sector: string | null;
  createdAt: string;
  updatedAt: string;
}

/** Applications started but not submitted, latest activity first: a read-only view for admins. */
export const listInProgress = async (db: Kysely<Database>, page: number): Promise<{ total: number; items: InProgressRow[] }> => {
  const base = db.selectFrom('applications').where('application_status', '=', IN_PROGRESS_STATUS);
  const [count, rows] = await Promise.all([
    base.select(sql<number>`count(*)`.as('total')).executeTakeFirstOrThrow(),
    base
      .select(['id', 'startup_name', 'city', 'state', 'sector', 'created_at', 'updated_at'])
      .orderBy('updated_at', 'desc')
      .orderBy('id')
      .limit(CONSOLE_PAGE_SIZE)
      .offset((page - 1) * CONSOLE_PAGE_SIZE)
      .execute(),
  ]);
  return {
    total: Number(count.total),
    items: rows.map((r) => ({ id: r.id, companyName: r.startup_name, city: r.city, state: r.state, sector: r.sector, createdAt: r.created_at, updatedAt: r.updated_at })),
  };
};
