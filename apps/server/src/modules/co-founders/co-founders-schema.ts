import type { FastifyInstance } from 'fastify';
import { builder } from '../../graphql/builder.ts';
import { requireViewer, type GraphQLContext } from '../../graphql/context.ts';
import type { UploadStorage } from '../files/storage/upload-storage.ts';
import { eraseApplication } from '../privacy/account-erasure.ts';
import { leaveApplication } from '../application/membership.ts';
import type { StepSaveMark } from '../application/step-saves-repository.ts';
import {
  findByToken,
  inviteCoFounder,
  inviteOfToken,
  joinWithInvite,
  revokeCoFounderInvite,
  type InviteView,
  type PendingInvite,
} from './invites.ts';
import { confirmReadWhole, teamOf, type TeamView } from './team.ts';

/**
 * The upload storage by the app's database handle (the same object in every encapsulated Fastify instance), set once
 * the uploads are registered (app.ts): joining may delete the invitee's own draft.
 */
export const coFounderStorage = new WeakMap<FastifyInstance['database'], UploadStorage>();

const PendingInviteRef = builder.objectRef<PendingInvite>('CoFounderInvite').implement({
  description: 'An invite to the application still open (its link works once, until expiresAt).',
  fields: (t) => ({
    id: t.exposeID('id'),
    email: t.exposeString('email', { nullable: true }),
    phone: t.exposeString('phone', { nullable: true }),
    invitedByName: t.exposeString('invitedByName'),
    createdAt: t.exposeString('createdAt'),
    expiresAt: t.exposeString('expiresAt'),
  }),
});

type Member = TeamView['members'][number];
const MemberRef = builder.objectRef<Member>('TeamMember').implement({
  fields: (t) => ({
    name: t.exposeString('name'),
    email: t.exposeString('email'),
    isYou: t.exposeBoolean('isYou'),
    joinedAt: t.exposeString('joinedAt'),
    readConfirmed: t.exposeBoolean('readConfirmed', {
      description: '"I have read the whole application", since the last change.',
    }),
  }),
});

const StepSaveRef = builder.objectRef<StepSaveMark>('StepSavedBy').implement({
  description: 'Who saved a step last, and when.',
  fields: (t) => ({
    step: t.exposeString('step'),
    name: t.exposeString('name'),
    savedAt: t.exposeString('savedAt'),
  }),
});

const TeamUploadRef = builder.objectRef<TeamView['uploads'][number]>('TeamUpload').implement({
  description: 'Who uploaded a stored file of the application: replacing another member’s file asks first.',
  fields: (t) => ({
    kind: t.exposeString('kind'),
    uploadedBy: t.exposeString('uploadedBy', { nullable: true, description: 'Null when the uploader has left.' }),
    byYou: t.exposeBoolean('byYou'),
  }),
});

const TeamRef = builder.objectRef<TeamView>('ApplicationTeam').implement({
  description: 'The co-founders working on one application (docs/co-founders.md).',
  fields: (t) => ({
    applicationId: t.exposeID('applicationId'),
    members: t.field({ type: [MemberRef], resolve: (team) => team.members }),
    invites: t.field({ type: [PendingInviteRef], resolve: (team) => team.invites }),
    stepSaves: t.field({ type: [StepSaveRef], resolve: (team) => team.stepSaves }),
    signOffRequired: t.exposeBoolean('signOffRequired'),
    uploads: t.field({ type: [TeamUploadRef], resolve: (team) => team.uploads }),
  }),
});

type OwnApplication = NonNullable<InviteView['ownApplication']>;
const OwnApplicationRef = builder.objectRef<OwnApplication>('InviteeOwnApplication').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    startupName: t.exposeString('startupName', { nullable: true }),
    submitted: t.exposeBoolean('submitted'),
    otherMembers: t.exposeInt('otherMembers'),
  }),
});

const InviteViewRef = builder.objectRef<InviteView>('CoFounderInviteLink').implement({
  description: 'What the join page shows about an invite link.',
  fields: (t) => ({
    state: t.exposeString('state', { description: 'open, used, expired or revoked.' }),
    inviterName: t.exposeString('inviterName'),
    startupName: t.exposeString('startupName', { nullable: true }),
    sentTo: t.exposeString('sentTo'),
    expiresAt: t.exposeString('expiresAt'),
    forThisAccount: t.exposeBoolean('forThisAccount', { nullable: true }),
    alreadyMember: t.exposeBoolean('alreadyMember'),
    ownApplication: t.field({ type: OwnApplicationRef, nullable: true, resolve: (view) => view.ownApplication }),
  }),
});

/** The signed-in founder who may change their team: refused (CONSENT_REQUIRED) before consenting to the notice. */
const writingViewer = async (context: GraphQLContext) => {
  const viewer = await requireViewer(context);
  await context.app.applicationLifecycle.requireConsent(viewer);
  return viewer;
};

builder.queryFields((t) => ({
  applicationTeam: t.field({
    type: TeamRef,
    description: 'The team of an application you are a member of.',
    args: { applicationId: t.arg.id({ required: true }) },
    resolve: async (_root, { applicationId }, context) =>
      teamOf(context.db, context.app.cohorts, (await requireViewer(context)).id, String(applicationId)),
  }),
  coFounderInviteLink: t.field({
    type: InviteViewRef,
    description: 'What an invite link invites to (anyone holding it); signed in, what joining would mean for you.',
    args: { token: t.arg.string({ required: true }) },
    resolve: async (_root, { token }, context) => inviteOfToken(context.db, token, await context.viewer()),
  }),
}));

builder.mutationFields((t) => ({
  inviteCoFounder: t.field({
    type: PendingInviteRef,
    description: 'Invites a co-founder by email or 10-digit Indian mobile (+91); the link goes by email or SMS.',
    args: { applicationId: t.arg.id({ required: true }), address: t.arg.string({ required: true }) },
    resolve: async (_root, { applicationId, address }, context) =>
      inviteCoFounder(context.app, await writingViewer(context), { applicationId: String(applicationId), address }),
  }),
  revokeCoFounderInvite: t.field({
    type: PendingInviteRef,
    args: { applicationId: t.arg.id({ required: true }), inviteId: t.arg.id({ required: true }) },
    resolve: async (_root, { applicationId, inviteId }, context) =>
      revokeCoFounderInvite(context.db, await writingViewer(context), {
        applicationId: String(applicationId),
        inviteId: String(inviteId),
      }),
  }),
  joinApplication: t.id({
    description:
      'Joins the application of an invite link sent to you. With an application of your own in that cohort it is refused with TEAM_OWN_APPLICATION unless leaveOwn: then you leave yours (it stays with its other members; alone and not submitted, it is deleted).',
    args: { token: t.arg.string({ required: true }), leaveOwn: t.arg.boolean() },
    resolve: async (_root, { token, leaveOwn }, context) => {
      // A link that names no invite is told so, signed in or not (the link is the authority, as for staff invitations).
      await findByToken(context.db, token);
      const viewer = await writingViewer(context);
      return joinWithInvite(context.db, viewer, { token, leaveOwn }, async (applicationId) => {
        const storage = coFounderStorage.get(context.app.database);
        if (!storage) throw new Error('joinApplication before the upload storage exists');
        await eraseApplication(
          { db: context.db, storage, cohortName: context.app.config.cohortName, log: context.log },
          applicationId,
          'delete',
        );
      });
    },
  }),
  leaveApplication: t.boolean({
    description: 'Leaves an application you are a member of; the last member cannot (TEAM_LAST_MEMBER): delete it instead.',
    args: { applicationId: t.arg.id({ required: true }) },
    resolve: async (_root, { applicationId }, context) => {
      await leaveApplication(context.db, String(applicationId).trim(), (await writingViewer(context)).id);
      return true;
    },
  }),
  confirmReadApplication: t.field({
    type: TeamRef,
    description: '"I have read the whole application": asked of every member before a submit when the cohort asks for it.',
    args: { applicationId: t.arg.id({ required: true }) },
    resolve: async (_root, { applicationId }, context) =>
      confirmReadWhole(context.db, context.app.cohorts, (await writingViewer(context)).id, String(applicationId)),
  }),
}));
