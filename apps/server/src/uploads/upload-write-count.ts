import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types.ts';

/** The table of migration 004-upload-writes. */
interface UploadWritesTable {
  upload_id: string;
  writes: number;
}

/** Every write to an upload, on any instance, counted in the shared database (table upload_writes). */
export interface UploadWriteCount {
  /** Counts one more write to the upload, before its bytes are touched; returns the count including it. */
  next: (id: string) => Promise<number>;
  /** Ends the upload's count (it finished or was removed); returns the count it had, if any. */
  end: (id: string) => Promise<number | undefined>;
}

export const createUploadWriteCount = (database: Kysely<Database>): UploadWriteCount => {
  const db = database.withTables<{ upload_writes: UploadWritesTable }>();
  return {
    next: async (id) => {
      const row = await db
        .insertInto('upload_writes')
        .values({ upload_id: id, writes: 1 })
        .onConflict((conflict) => conflict.column('upload_id').doUpdateSet({ writes: sql<number>`upload_writes.writes + 1` }))
        .returning('writes')
        .executeTakeFirstOrThrow();
      return row.writes;
    },
    end: async (id) => {
      const row = await db.deleteFrom('upload_writes').where('upload_id', '=', id).returning('writes').executeTakeFirst();
      return row?.writes;
    },
  };
};
