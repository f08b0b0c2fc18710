import { randomUUID } from 'node:crypto';
import { nowIso } from '../../db/types.ts';
import type { PrivacyDb } from './privacy-tables.ts';

// Every write to correction_requests: a founder's request to correct a submitted application, and its resolution.

export const insertCorrectionRequest = async (
  db: PrivacyDb,
  request: { userId: string; applicationId: string; field: string; correction: string },
): Promise<void> => {
  await db
    .insertInto('correction_requests')
    .values({
      id: randomUUID(),
      user_id: request.userId,
      application_id: request.applicationId,
      field: request.field,
      correction: request.correction,
      status: 'open',
      created_at: nowIso(),
      resolved_at: null,
      resolved_by: null,
      note: null,
    })
    .execute();
};

/** Marks the request resolved by the staff member (no row updated: no request has that id). */
export const resolveCorrectionRequest = (db: PrivacyDb, id: string, resolution: { staffId: string; note: string | null }) =>
  db
    .updateTable('correction_requests')
    .set({ status: 'resolved', resolved_at: nowIso(), resolved_by: resolution.staffId, note: resolution.note })
    .where('id', '=', id)
    .executeTakeFirst();
