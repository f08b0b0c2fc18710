import type { Kysely } from 'kysely';
import type { Database } from '../db/types.ts';

/** A row of `jobs` (migrations/003-jobs.ts). */
export interface JobsTable {
  id: string;
  /** Which handler delivers it: 'email', 'sms', 'webhook'. */
  kind: string;
  /** JSON for the handler; emptied once an email or SMS is finished, so no link or code stays behind. */
  payload: string;
  status: string;
  attempts: number;
  /** When it is due; while an instance delivers it, the end of that instance's lease. */
  next_attempt_at: string;
  last_error: string | null;
  created_at: string;
  finished_at: string | null;
}

export const JOB_STATUS = { pending: 'pending', delivered: 'delivered', failed: 'failed' } as const;

export const jobsDb = (db: Kysely<Database>): Kysely<Database & { jobs: JobsTable }> => db.withTables<{ jobs: JobsTable }>();
