/**
 * Co-founders working on one application (docs/co-founders.md). They join the trusted documents through OPERATIONS
 * in operations.ts; the server lets only the application's members run the team's operations, and the link's holder
 * read and use an invite.
 */
import { mutation, query } from './root-field-operation.ts';

const INVITE = '{ id email phone invitedByName createdAt expiresAt }';
const TEAM = `{ applicationId members { name email isYou joinedAt readConfirmed } invites ${INVITE} stepSaves { step name savedAt } signOffRequired uploads { kind uploadedBy byYou } }`;

export const CO_FOUNDER_OPERATIONS = {
  ApplicationTeam: query('ApplicationTeam', { applicationId: 'ID!' }, TEAM),
  InviteCoFounder: mutation('InviteCoFounder', { applicationId: 'ID!', address: 'String!' }, INVITE),
  RevokeCoFounderInvite: mutation('RevokeCoFounderInvite', { applicationId: 'ID!', inviteId: 'ID!' }, INVITE),
  CoFounderInviteLink: query(
    'CoFounderInviteLink',
    { token: 'String!' },
    '{ state inviterName startupName sentTo expiresAt forThisAccount alreadyMember ownApplication { id startupName submitted otherMembers } }',
  ),
  JoinApplication: mutation('JoinApplication', { token: 'String!', leaveOwn: 'Boolean' }, ''),
  LeaveApplication: mutation('LeaveApplication', { applicationId: 'ID!' }, ''),
  ConfirmReadApplication: mutation('ConfirmReadApplication', { applicationId: 'ID!' }, TEAM),
} as const;
