import { createHash } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import type { Database, Dialect } from '../db/types.ts';

/** The first key of every admission lock: the two-key form keeps them apart from the upload locks' space. */
const ADMISSION_LOCK_SPACE = 0x7475_7341;

const lockKeyOf = (userId: string): number => createHash('sha256').update(userId).digest().readInt32BE(0);

/**
 * Makes one founder's upload admissions run one at a time until `trx` ends, across instances. On PostgreSQL a
 * transaction advisory lock per founder (released by the commit or rollback). On SQLite nothing more is needed:
 * the process has one connection and a transaction holds it to the end (db/group-commit-sqlite.ts), so no other
 * statement runs between its read and its writes.
 */
export const lockUploadAdmissions = async (trx: Transaction<Database>, dialect: Dialect, userId: string): Promise<void> => {
  if (dialect !== 'postgres') return;
  await sql`select pg_advisory_xact_lock(${ADMISSION_LOCK_SPACE}, ${lockKeyOf(userId)})`.execute(trx);
};
