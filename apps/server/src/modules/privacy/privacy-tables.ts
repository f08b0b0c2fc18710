import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.ts';

/** The tables of migrations/008-data-rights.ts. */
export type PrivacyTables = {
  privacy_consents: { id: string; user_id: string; notice_version: string; language: string; accepted_at: string };
  privacy_nominees: { user_id: string; name: string; contact: string; updated_at: string };
  correction_requests: {
    id: string;
    user_id: string;
    application_id: string;
    field: string;
    correction: string;
    status: string;
    created_at: string;
    resolved_at: string | null;
    resolved_by: string | null;
    note: string | null;
  };
  data_exports: {
    id: string;
    user_id: string;
    status: string;
    snapshot: string | null;
    requested_at: string;
    ready_at: string | null;
  };
  account_deletion_codes: { user_id: string; code_hash: string; expires_at: string; attempts: number };
  retention_notices: { application_id: string; notified_at: string };
  cohort_statistics: {
    id: string;
    cohort: string;
    sector: string | null;
    state: string | null;
    founding_year: string | null;
    team_size: number | null;
    no_of_founders: number | null;
    revenue: string | null;
    application_status: string;
    reason: string;
    erased_on: string;
  };
  staff_access_log: {
    id: string;
    staff_id: string;
    staff_email: string;
    action: string;
    application_id: string | null;
    detail: string | null;
    at: string;
  };
  /** Better Auth's, as far as erasure reads them. */
  session: {
    id: string;
    userId: string;
    token: string;
    createdAt: string | Date;
    expiresAt: string | Date;
    ipAddress: string | null;
    userAgent: string | null;
  };
  account: {
    id: string;
    userId: string;
    providerId: string;
    accountId: string;
    password: string | null;
    createdAt: string | Date;
  };
  verification: { id: string; identifier: string; value: string };
};

export type PrivacyDb = Kysely<Database & PrivacyTables>;
export const privacyDb = (db: Kysely<Database>): PrivacyDb => db.withTables<PrivacyTables>();
