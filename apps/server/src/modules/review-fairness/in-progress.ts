import type { Kysely } from 'kysely';
import { CONSOLE_PAGE_SIZE } from '@portal/shared/review/review';
import type { Database } from '../../db/types.ts';
import { listInProgressApplications } from '../application/repository.ts';

export interface InProgressRow {
  id: string;
  companyName: string | null;
  city: string | null;
  state: string | null;
  sector: string | null;
  createdAt: string;
  updatedAt: string;
}

/** Applications started but not submitted (in one cohort, or in all), latest activity first: a read-only view for admins. */
export const listInProgress = async (
  db: Kysely<Database>,
  page: number,
  cohortId: string | null = null,
): Promise<{ total: number; items: InProgressRow[] }> => {
  const { total, rows } = await listInProgressApplications(db, { size: CONSOLE_PAGE_SIZE, number: page }, cohortId);
  return {
    total,
    items: rows.map((r) => ({
      id: r.id,
      companyName: r.startup_name,
      city: r.city,
      state: r.state,
      sector: r.sector,
      createdAt: r.created_at,
      updatedAt: r.updated_at,
    })),
  };
};
