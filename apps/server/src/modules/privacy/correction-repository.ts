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

/**
 * Resolves the request only while it is open: false when it was resolved already (or meanwhile, by another admin's
 * correction in a transaction that committed first), so one request is never acted on twice.
 */
export const resolveOpenCorrectionRequest = async (
  db: PrivacyDb,
  id: string,
  resolution: { staffId: string; note: string; at: string },
): Promise<boolean> => {
  const done = await db
    .updateTable('correction_requests')
    .set({ status: 'resolved', resolved_at: resolution.at, resolved_by: resolution.staffId, note: resolution.note })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(done.numUpdatedRows) === 1;
};

export const findCorrectionRequest = (db: PrivacyDb, id: string) =>
  db
    .selectFrom('correction_requests')
    .select(['id', 'user_id', 'application_id', 'status'])
    .where('id', '=', id)
    .executeTakeFirst();
