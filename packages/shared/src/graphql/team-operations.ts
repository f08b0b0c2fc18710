/**
 * Invitations to the program team (docs/program-team.md). They join the trusted documents through OPERATIONS in
 * operations.ts; the server checks who may run each one (admins invite and revoke; the link's holder reads and accepts).
 */
import { mutation, query } from './root-field-operation.ts';

const INVITATION = '{ id email role invitedByName createdAt expiresAt }';

export const TEAM_OPERATIONS = {
  ConsoleInvitations: query('ConsoleInvitations', {}, INVITATION),
  InviteStaff: mutation('InviteStaff', { email: 'String!', role: 'String!', language: 'String' }, INVITATION),
  RevokeStaffInvitation: mutation('RevokeStaffInvitation', { invitationId: 'ID!' }, INVITATION),
  StaffInvitation: query('StaffInvitation', { token: 'String!' }, '{ email role state expiresAt accountExists }'),
  AcceptStaffInvitation: mutation('AcceptStaffInvitation', { token: 'String!' }, '{ role }'),
  AcceptStaffInvitationAsNewAccount: mutation(
    'AcceptStaffInvitationAsNewAccount',
    { token: 'String!', name: 'String!', password: 'String!', language: 'String' },
    '{ role }',
  ),
} as const;
