import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  ACCESS_LOG_PAGE_SIZE,
  accessLogCursor,
  type StaffAccessAction,
  type StaffAccessLogPage,
} from '@portal/shared/privacy/privacy';
import type { AccessLogFilters } from '@portal/shared/schemas/privacy';
import type { Database } from '../../db/types.ts';
import { nowIso } from '../../db/types.ts';
import { privacyDb } from './privacy-tables.ts';

type Staff = { id: string; email: string };
type Target = { applicationId?: string | null; detail?: string | null };

/**
 * Records that a staff member saw an application's personal data or exported data: who, when, what. The
 * basis of a breach report; rows name ids, not the data, and outlive the application (no foreign keys). Nothing
 * in the portal deletes them: the DPDP Rules ask for such logs to be kept a year (docs/decisions/005-data-rights.md).
 */
export const recordStaffAccess = async (
  db: Kysely<Database>,
  staff: Staff,
  action: StaffAccessAction,
  target: Target,
): Promise<void> => {
  await privacyDb(db)
    .insertInto('staff_access_log')
    .values({
      id: randomUUID(),
      staff_id: staff.id,
      staff_email: staff.email,
      action,
      application_id: target.applicationId ?? null,
      detail: target.detail ?? null,
      at: nowIso(),
    })
    .execute();
};

/**
 * Records the access unless the same staff member has a row with the same action and detail written within
 * `windowMs`: that row already says they saw it. Two requests at the same instant may both write one (never none).
 */
export const recordStaffAccessUnlessRecent = async (
  db: Kysely<Database>,
  staff: Staff,
  action: StaffAccessAction,
  target: Target & { detail: string },
  windowMs: number,
): Promise<void> => {
  const since = new Date(Date.now() - windowMs).toISOString();
  const recent = await privacyDb(db)
    .selectFrom('staff_access_log')
    .select('id')
    .where('staff_id', '=', staff.id)
    .where('action', '=', action)
    .where('detail', '=', target.detail)
    .where('at', '>=', since)
    .limit(1)
    .executeTakeFirst();
  if (!recent) await recordStaffAccess(db, staff, action, target);
};

const dayAfter = (day: string): string => new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString();

/** One page of the log, newest first, filtered by staff email, application and UTC days (both ends included). */
export const listStaffAccess = async (db: Kysely<Database>, filters: AccessLogFilters): Promise<StaffAccessLogPage> => {
  const { staff, application, cohort, from, to, before } = filters;
  const rows = await privacyDb(db)
    .selectFrom('staff_access_log')
    .select(['id', 'staff_email as staffEmail', 'action', 'application_id as applicationId', 'detail', 'at'])
    .$if(staff !== undefined, (q) => q.where('staff_email', '=', staff!))
    .$if(application !== undefined, (q) => q.where('application_id', '=', application!))
    // A cohort keeps the entries about its applications and those about no one application (exports, sign-ins).
    .$if(cohort !== undefined, (q) =>
      q.where((eb) =>
        eb.or([
          eb('application_id', 'is', null),
          eb('application_id', 'in', eb.selectFrom('applications').select('id').where('cohort_id', '=', cohort!)),
        ]),
      ),
    )
    .$if(from !== undefined, (q) => q.where('at', '>=', `${from!}T00:00:00.000Z`))
    .$if(to !== undefined, (q) => q.where('at', '<', dayAfter(to!)))
    .$if(before !== undefined, (q) =>
      q.where((eb) => eb.or([eb('at', '<', before!.at), eb.and([eb('at', '=', before!.at), eb('id', '<', before!.id)])])),
    )
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(ACCESS_LOG_PAGE_SIZE + 1)
    .execute();
  const entries = rows.slice(0, ACCESS_LOG_PAGE_SIZE);
  const last = entries.at(-1);
  return { entries, next: rows.length > ACCESS_LOG_PAGE_SIZE && last ? accessLogCursor(last) : null };
};
