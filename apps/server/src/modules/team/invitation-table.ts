import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.ts';

/** The table of migration 015-staff-invitations. */
export interface StaffInvitationsTable {
  id: string;
  token_hash: string;
  email: string;
  role: string;
  language: string;
  invited_by: string | null;
  invited_by_name: string;
  expires_at: string;
  accepted_at: string | null;
  accepted_by: string | null;
  revoked_at: string | null;
  created_at: string;
}

export type InvitationTables = { staff_invitations: StaffInvitationsTable };

export const invitationsDb = (db: Kysely<Database>): Kysely<Database & InvitationTables> => db.withTables<InvitationTables>();
