import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { StaffAccessAction } from '@portal/shared/privacy';
import type { Database } from '../../db/types.ts';
import { nowIso } from '../../db/types.ts';
import { privacyDb } from './privacy-tables.ts';

/**
 * Records that a staff member saw an application's personal data or exported data: who, when, what. The
 * basis of a breach report; rows name ids, not the data, and outlive the application (no foreign keys). Nothing
 * in the portal deletes them: the DPDP Rules ask for such logs to be kept a year (docs/decisions/005-data-rights.md).
 */
export const recordStaffAccess = async (
  db: Kysely<Database>,
  staff: { id: string; email: string },
  action: StaffAccessAction,
  target: { applicationId?: string | null; detail?: string | null },
): Promise<void> => {
  await privacyDb(db)
    .insertInto('staff_access_log')
    .values({ id: randomUUID(), staff_id: staff.id, staff_email: staff.email, action, application_id: target.applicationId ?? null, detail: target.detail ?? null, at: nowIso() })
    .execute();
};
