import { builder } from '../../graphql/builder.ts';
import { requireAdmin } from '../../auth/staff-access.ts';
import { parseOrBadRequest } from '../../http/parse-or-bad-request.ts';
import {
  acceptInvitation,
  acceptInvitationAsNewAccount,
  invitationOfToken,
  invitationTokenSchema,
  inviteStaff,
  openInvitations,
  revokeInvitation,
  type InvitationView,
  type StaffInvitation,
} from './invitations.ts';

const StaffInvitationRef = builder.objectRef<StaffInvitation>('StaffInvitation').implement({
  description: 'An invitation to the program team, as Team & roles lists it (its link is only in the email).',
  fields: (t) => ({
    id: t.exposeID('id'),
    email: t.exposeString('email'),
    role: t.exposeString('role'),
    invitedByName: t.exposeString('invitedByName'),
    createdAt: t.exposeString('createdAt'),
    expiresAt: t.exposeString('expiresAt'),
  }),
});

const InvitationViewRef = builder.objectRef<InvitationView>('StaffInvitationLink').implement({
  description: 'What an invitation link invites to; only the link holder can ask.',
  fields: (t) => ({
    email: t.exposeString('email'),
    role: t.exposeString('role'),
    state: t.exposeString('state', { description: "'open' (can be accepted), 'accepted', 'expired' or 'revoked'." }),
    expiresAt: t.exposeString('expiresAt'),
    accountExists: t.exposeBoolean('accountExists', {
      description: 'An account with this address exists: sign in to it to accept; otherwise sign up through the link.',
    }),
  }),
});

const AcceptedRef = builder.objectRef<{ email?: string; role: string }>('StaffInvitationAccepted').implement({
  fields: (t) => ({ role: t.exposeString('role') }),
});

const token = (value: string): string => parseOrBadRequest(invitationTokenSchema, value);

builder.queryFields((t) => ({
  consoleInvitations: t.field({
    type: [StaffInvitationRef],
    description: 'Admins: invitations not yet accepted, revoked or expired, newest first.',
    resolve: async (_root, _args, context) => {
      requireAdmin(await context.viewer());
      return openInvitations(context.db);
    },
  }),
  staffInvitation: t.field({
    type: InvitationViewRef,
    args: { token: t.arg.string({ required: true }) },
    resolve: async (_root, args, context) => invitationOfToken(context.db, token(args.token)),
  }),
}));

builder.mutationFields((t) => ({
  inviteStaff: t.field({
    type: StaffInvitationRef,
    description: 'Admins: emails an invitation (single use, expiring) to join as reviewer or admin.',
    args: { email: t.arg.string({ required: true }), role: t.arg.string({ required: true }), language: t.arg.string() },
    resolve: async (_root, args, context) => inviteStaff(context.app, requireAdmin(await context.viewer()), args),
  }),
  revokeStaffInvitation: t.field({
    type: StaffInvitationRef,
    args: { invitationId: t.arg.id({ required: true }) },
    resolve: async (_root, args, context) => {
      requireAdmin(await context.viewer());
      return revokeInvitation(context.db, String(args.invitationId));
    },
  }),
  acceptStaffInvitation: t.field({
    type: AcceptedRef,
    description: 'The signed-in account with the invited address accepts and gets the role.',
    args: { token: t.arg.string({ required: true }) },
    resolve: async (_root, args, context) => acceptInvitation(context.app, await context.viewer(), token(args.token)),
  }),
  acceptStaffInvitationAsNewAccount: t.field({
    type: AcceptedRef,
    description: 'Nobody has the invited address yet: creates the account with the role; then sign in with its password.',
    args: {
      token: t.arg.string({ required: true }),
      name: t.arg.string({ required: true }),
      password: t.arg.string({ required: true }),
      language: t.arg.string(),
    },
    resolve: async (_root, args, context) =>
      acceptInvitationAsNewAccount(context.app, token(args.token), {
        name: args.name,
        password: args.password,
        language: args.language,
      }),
  }),
}));
