import type { OperationName } from '@portal/shared/graphql/operations';
import type { ErrorCode } from '@portal/shared/error-codes';

/**
 * Who may use each GraphQL operation, HTTP route and id-taking account route: the table security-access.test.ts
 * probes. The suite reads the operations from OPERATIONS, the routes from the app's route table and the account
 * routes from Better Auth's endpoints, so anything added without a line here fails it, saying what to add.
 */

/** Stored things of founder A that the probes name by id. */
export type Resource = 'application' | 'user' | 'file' | 'upload' | 'session-token' | 'passkey' | 'api-key' | 'account';

export type OperationExpectation =
  /** Takes no id and acts on the caller's own data: whoever runs it never sees or changes A's. Visitors are asked to sign in. */
  | { family: 'own' }
  /** Takes the id of A's application: nobody else can use it, or tell it from an unknown id. Visitors are asked to sign in. */
  | { family: 'founder-owned'; resource: 'application' }
  /**
   * The console: founders and visitors are told it does not exist; staff from `role` up may use it, on submitted
   * applications only (a draft's id answers like an unknown one). `variables` are the valid values the generated
   * ones would not be (security-operations.ts fills every string with text). `answersChangesOnly`: an action on the
   * application answers with what it changed, so even the reviewer's answer holds none of the submitted founder's
   * data (that is read, and the view recorded, through ConsoleApplication alone).
   */
  | {
      family: 'staff';
      role: 'reviewer' | 'admin';
      resource?: 'application' | 'user';
      variables?: Record<string, unknown>;
      answersChangesOnly?: true;
    }
  /**
   * An invitation link's operations: the emailed token is the authority, so whoever sends one they were not given
   * (signed in or not) is told the link is not valid, and sees and changes nothing. `variables`: valid values besides
   * the token, so the probe reaches the token check.
   */
  | { family: 'link-holder'; variables?: Record<string, unknown>; notFound?: ErrorCode };

export const OPERATION_EXPECTATIONS: Partial<Record<OperationName, OperationExpectation>> = {
  Viewer: { family: 'own' },
  MyApplication: { family: 'own' },
  PitchVideo: { family: 'own' },
  SavePersonalInfo: { family: 'own' },
  UpdatePreferences: { family: 'own' },
  ChannelOffer: { family: 'own' },
  SetLanguage: { family: 'own' },
  OpenCohorts: { family: 'own' },
  MyApplications: { family: 'own' },
  StartApplication: { family: 'own' },
  ConsoleCohorts: { family: 'staff', role: 'reviewer' },
  CreateCohort: {
    family: 'staff',
    role: 'admin',
    variables: {
      input: { nameEn: 'Probe', nameHi: 'जाँच', opensAt: '2030-01-01T00:00:00+05:30', closesAt: '2030-02-01T00:00:00+05:30' },
    },
  },
  UpdateCohort: {
    family: 'staff',
    role: 'admin',
    variables: {
      cohortId: 'first',
      input: { nameEn: 'Probe', nameHi: 'जाँच', opensAt: '2030-01-01T00:00:00+05:30', closesAt: '2030-02-01T00:00:00+05:30' },
    },
  },
  OpenCohortNow: { family: 'staff', role: 'admin', variables: { cohortId: 'first' } },
  CloseCohortNow: { family: 'staff', role: 'admin', variables: { cohortId: 'first' } },
  ArchiveCohort: { family: 'staff', role: 'admin', variables: { cohortId: 'first' } },
  ConsoleCohortForm: { family: 'staff', role: 'reviewer', variables: { cohortId: 'first' } },
  SaveCohortForm: {
    family: 'staff',
    role: 'admin',
    variables: {
      cohortId: 'first',
      questions: JSON.stringify([{ kind: 'yes_no', id: 'probe', labelEn: 'Probe?', labelHi: 'जाँच?', step: 'company' }]),
    },
  },
  CohortEligibility: { family: 'own' },
  SubmitEligibility: { family: 'own' },
  ConsoleCohortEligibility: { family: 'staff', role: 'reviewer', variables: { cohortId: 'first' } },
  SaveCohortEligibility: {
    family: 'staff',
    role: 'admin',
    variables: {
      cohortId: 'first',
      questions: JSON.stringify([{ kind: 'yes_no', id: 'probe', labelEn: 'Probe?', labelHi: 'जाँच?', mustBe: true }]),
    },
  },
  SaveCompanyInfo: { family: 'founder-owned', resource: 'application' },
  SaveBusinessDetails: { family: 'founder-owned', resource: 'application' },
  SaveFundingInfo: { family: 'founder-owned', resource: 'application' },
  SubmitApplication: { family: 'founder-owned', resource: 'application' },
  SaveStepAnswers: { family: 'founder-owned', resource: 'application' },
  // Co-founders (docs/co-founders.md): only the application's members; an invite link's holder reads and uses it.
  ApplicationTeam: { family: 'founder-owned', resource: 'application' },
  InviteCoFounder: { family: 'founder-owned', resource: 'application' },
  RevokeCoFounderInvite: { family: 'founder-owned', resource: 'application' },
  LeaveApplication: { family: 'founder-owned', resource: 'application' },
  ConfirmReadApplication: { family: 'founder-owned', resource: 'application' },
  CoFounderInviteLink: { family: 'link-holder', notFound: 'TEAM_INVITE_NOT_FOUND' },
  JoinApplication: { family: 'link-holder', notFound: 'TEAM_INVITE_NOT_FOUND', variables: { leaveOwn: false } },
  ConsoleMeta: { family: 'staff', role: 'reviewer' },
  ConsoleApplications: { family: 'staff', role: 'reviewer', variables: { filter: null, sort: null, page: 1, pageSize: 25 } },
  ConsoleOverview: { family: 'staff', role: 'reviewer', variables: { cohort: 'first' } },
  ConsoleCohortComparison: { family: 'staff', role: 'reviewer' },
  ConsoleApplication: { family: 'staff', role: 'reviewer', resource: 'application' },
  ChangeApplicationStatus: {
    family: 'staff',
    role: 'reviewer',
    resource: 'application',
    variables: { status: 'under-review', note: null },
    answersChangesOnly: true,
  },
  ScoreApplication: {
    family: 'staff',
    role: 'reviewer',
    resource: 'application',
    variables: { scores: [{ criterion: 'team', score: 4 }] },
    answersChangesOnly: true,
  },
  AddReviewComment: { family: 'staff', role: 'reviewer', resource: 'application', answersChangesOnly: true },
  PublishDecision: { family: 'staff', role: 'reviewer', resource: 'application', answersChangesOnly: true },
  ConsoleUsers: { family: 'staff', role: 'admin', variables: { search: null, page: 1 } },
  SetUserRole: { family: 'staff', role: 'admin', resource: 'user', variables: { role: 'reviewer' } },
  ConsoleInvitations: { family: 'staff', role: 'admin' },
  InviteStaff: {
    family: 'staff',
    role: 'admin',
    variables: { email: 'probe-invitee@example.org', role: 'reviewer', language: null },
  },
  RevokeStaffInvitation: { family: 'staff', role: 'admin' },
  TeamMessagePreview: {
    family: 'staff',
    role: 'admin',
    variables: {
      input: {
        cohortId: 'first',
        segment: { by: 'status', status: 'draft', stageId: null, step: null, applicationIds: null },
        texts: { en: { subject: 'Probe', body: 'Probe' }, hi: { subject: 'जाँच', body: 'जाँच' } },
      },
    },
  },
  SendTeamMessage: {
    family: 'staff',
    role: 'admin',
    variables: {
      input: {
        id: '00000000-0000-4000-8000-000000000000',
        cohortId: 'first',
        segment: { by: 'status', status: 'draft', stageId: null, step: null, applicationIds: null },
        texts: { en: { subject: 'Probe', body: 'Probe' }, hi: { subject: 'जाँच', body: 'जाँच' } },
      },
    },
  },
  TeamMessages: { family: 'staff', role: 'reviewer', variables: { cohortId: 'first' } },
  TeamMessage: { family: 'staff', role: 'reviewer', variables: { id: 'no-such-message' } },
  ApplicationTeamMessages: { family: 'staff', role: 'reviewer', resource: 'application' },
  ApplicationReminders: { family: 'staff', role: 'reviewer', resource: 'application' },
  StaffInvitation: { family: 'link-holder' },
  AcceptStaffInvitation: { family: 'link-holder' },
  AcceptStaffInvitationAsNewAccount: {
    family: 'link-holder',
    variables: { name: 'Probe', password: 'Probe-password-1!', language: null },
  },
  ReviewStages: { family: 'staff', role: 'reviewer', variables: { cohort: 'first' } },
  MyReviewQueue: { family: 'staff', role: 'reviewer', variables: { stageId: null, page: 1 } },
  MyReview: { family: 'staff', role: 'reviewer', resource: 'application' },
  DeclareConflict: { family: 'staff', role: 'reviewer', resource: 'application', variables: { conflict: false, note: null } },
  ScoreReview: { family: 'staff', role: 'reviewer', resource: 'application' },
  SaveReviewStage: { family: 'staff', role: 'admin', variables: { cohort: 'first' } },
  DeleteReviewStage: { family: 'staff', role: 'admin' },
  AutoAssignStage: { family: 'staff', role: 'admin' },
  StageLoads: { family: 'staff', role: 'admin' },
  ApplicationStage: { family: 'staff', role: 'admin', resource: 'application' },
  AssignReviewer: { family: 'staff', role: 'admin', resource: 'application' },
  UnassignReviewer: { family: 'staff', role: 'admin', resource: 'application' },
  ConflictDeclarations: { family: 'staff', role: 'admin', variables: { stageId: null } },
  MoveApplicationsToStage: { family: 'staff', role: 'admin' },
  MoveTopApplications: { family: 'staff', role: 'admin' },
  ConsoleReviewerCalibration: { family: 'staff', role: 'admin', variables: { cohort: 'first' } },
  ConsoleInProgress: { family: 'staff', role: 'admin', variables: { page: 1, cohort: 'first' } },
  ConsoleDecisionPreview: { family: 'staff', role: 'reviewer', resource: 'application' },
  SetReviewConfidence: {
    family: 'staff',
    role: 'reviewer',
    resource: 'application',
    variables: { confidence: 3 },
    answersChangesOnly: true,
  },
};

export type RouteExpectation =
  /** Serves no founder's data: anyone gets a 2xx. */
  | { family: 'public' }
  /** The built web app's files and pages: anyone gets a 2xx. */
  | { family: 'static' }
  /** The data API: each operation has its line in OPERATION_EXPECTATIONS. */
  | { family: 'graphql' }
  /** Better Auth: the account routes that take an id have their line in AUTH_ENDPOINT_EXPECTATIONS. */
  | { family: 'auth-library' }
  /** Creates or reads something of the caller's own: visitors are asked to sign in. */
  | { family: 'signed-in' }
  /**
   * Answers anyone what is public and a signed-in caller their own data besides (the page-start answer): a visitor gets
   * a 2xx naming no one (`"user":null`); a founder's answer is tested in graphql/graphql-page-start.test.ts.
   */
  | { family: 'own-or-public' }
  /** A CORS preflight: headers only, the same for any id. */
  | { family: 'preflight' }
  /**
   * Names one of A's `resources` in its path: only A may use it; others get what an unknown id gets, visitors are
   * asked to sign in. With `staffReads`, reviewers may also read the files of a submitted application; `ranged`
   * routes are also probed with a Range header.
   */
  | { family: 'founder-owned'; resources: ('file' | 'upload')[]; staffReads?: boolean; ranged?: boolean }
  /** The console's HTTP side: founders and visitors are told it does not exist; reviewers and admins may use it. */
  | { family: 'staff-only' }
  /**
   * Acts only on a link the server signed for one account (the reminders' stop link, docs/reminders.md): without a
   * valid signature every actor, signed in or not, is refused with a 4xx, and nobody's data changes.
   */
  | { family: 'signed-link' }
  /**
   * Called by an outside service and checked by its signature (WhatsApp's status webhook, docs/reminders.md): every
   * actor without the service's signature is refused with a 4xx, and nobody's data changes.
   */
  | { family: 'service-webhook' }
  /** The console's data-rights routes (no application in the path): founders and visitors get not-found; staff from `role` up may use it, reviewers below it are told plainly. */
  | { family: 'staff-route'; role: 'reviewer' | 'admin' };

/** Keyed by "METHOD url" as Fastify registers the route. */
export const ROUTE_EXPECTATIONS: Record<string, RouteExpectation> = {
  'GET /healthz': { family: 'public' },
  'HEAD /healthz': { family: 'public' },
  'GET /readyz': { family: 'public' },
  'HEAD /readyz': { family: 'public' },
  'GET /api/config': { family: 'public' },
  'HEAD /api/config': { family: 'public' },
  'GET /': { family: 'static' },
  'HEAD /': { family: 'static' },
  'GET /*': { family: 'static' },
  'HEAD /*': { family: 'static' },
  'GET /api/auth/*': { family: 'auth-library' },
  'HEAD /api/auth/*': { family: 'auth-library' },
  'POST /api/auth/*': { family: 'auth-library' },
  // The plain password sign-in without Better Auth's router (src/auth/password-sign-in.ts); its answers are Better Auth's.
  'POST /api/auth/sign-in/email': { family: 'auth-library' },
  'GET /graphql': { family: 'graphql' },
  'HEAD /graphql': { family: 'graphql' },
  'POST /graphql': { family: 'graphql' },
  'POST /files/uploads': { family: 'signed-in' },
  'OPTIONS /files/uploads': { family: 'preflight' },
  'OPTIONS /files/uploads/:uploadId': { family: 'preflight' },
  'HEAD /files/uploads/:uploadId': { family: 'founder-owned', resources: ['upload', 'file'] },
  'PATCH /files/uploads/:uploadId': { family: 'founder-owned', resources: ['upload', 'file'] },
  'DELETE /files/uploads/:uploadId': { family: 'founder-owned', resources: ['upload', 'file'] },
  'GET /files/:id': { family: 'founder-owned', resources: ['file'], staffReads: true, ranged: true },
  'HEAD /files/:id': { family: 'founder-owned', resources: ['file'], staffReads: true },
  'DELETE /files/:id': { family: 'founder-owned', resources: ['file'] },
  'GET /files/:id/presignedurl': { family: 'founder-owned', resources: ['file'], staffReads: true },
  'HEAD /files/:id/presignedurl': { family: 'founder-owned', resources: ['file'], staffReads: true },
  'GET /console/export.csv': { family: 'staff-only' },
  'HEAD /console/export.csv': { family: 'staff-only' },
  'GET /api/reminders/stop': { family: 'signed-link' },
  'HEAD /api/reminders/stop': { family: 'signed-link' },
  'GET /api/messages/stop': { family: 'signed-link' },
  'HEAD /api/messages/stop': { family: 'signed-link' },
  'POST /api/messages/stop': { family: 'signed-link' },
  'GET /api/messages/whatsapp-webhook': { family: 'service-webhook' },
  'HEAD /api/messages/whatsapp-webhook': { family: 'service-webhook' },
  'POST /api/messages/whatsapp-webhook': { family: 'service-webhook' },
  'GET /api/privacy-notice': { family: 'public' },
  'HEAD /api/privacy-notice': { family: 'public' },
  'GET /api/page-start': { family: 'own-or-public' },
  'HEAD /api/page-start': { family: 'own-or-public' },
  'GET /api/privacy/status': { family: 'signed-in' },
  'HEAD /api/privacy/status': { family: 'signed-in' },
  'POST /api/privacy/consent': { family: 'signed-in' },
  'POST /api/privacy/export': { family: 'signed-in' },
  'GET /api/privacy/export.zip': { family: 'signed-in' },
  'HEAD /api/privacy/export.zip': { family: 'signed-in' },
  'POST /api/privacy/corrections': { family: 'signed-in' },
  'POST /api/privacy/nominee': { family: 'signed-in' },
  'POST /api/privacy/deletion-code': { family: 'signed-in' },
  'POST /api/privacy/delete-account': { family: 'signed-in' },
  'GET /api/console/corrections': { family: 'staff-route', role: 'reviewer' },
  'HEAD /api/console/corrections': { family: 'staff-route', role: 'reviewer' },
  'POST /api/console/corrections/resolve': { family: 'staff-route', role: 'reviewer' },
  'GET /api/console/corrections/target': { family: 'staff-route', role: 'admin' },
  'HEAD /api/console/corrections/target': { family: 'staff-route', role: 'admin' },
  'POST /api/console/corrections/apply': { family: 'staff-route', role: 'admin' },
  'GET /api/console/access-log': { family: 'staff-route', role: 'admin' },
  'HEAD /api/console/access-log': { family: 'staff-route', role: 'admin' },
};

/** The ids in a probe: the resource's, and its owner's (A's user id, or an unknown one when the probe is the control). */
export interface ProbeIds {
  id: string;
  owner: string;
}

export type AuthEndpointExpectation =
  /** Acts on A's `resource` named in its input: only A may, and nobody else can tell A's id from an unknown one. */
  | { family: 'founder-owned'; resource: Resource; input: (ids: ProbeIds) => Record<string, unknown> }
  /** The value is a secret (a mailed single-use token, an identity provider's signed token), not the id of stored data. */
  | { family: 'secret' }
  /** The id-like field selects a setting or the provider (never another account's data), or the route acts on the caller alone. */
  | { family: 'caller-only' };

/**
 * Better Auth routes (by path under /api/auth) whose input has an id-like field (or is free-form). Every other
 * account route is out of this suite's scope: it acts on the signed-in caller or on an address the caller types.
 */
export const AUTH_ENDPOINT_EXPECTATIONS: Record<string, AuthEndpointExpectation> = {
  '/revoke-session': { family: 'founder-owned', resource: 'session-token', input: ({ id }) => ({ token: id }) },
  '/update-session': {
    family: 'founder-owned',
    resource: 'session-token',
    input: ({ id, owner }) => ({ token: id, userId: owner }),
  },
  '/update-user': { family: 'founder-owned', resource: 'user', input: ({ id }) => ({ id, userId: id, name: 'Hijacked' }) },
  '/unlink-account': { family: 'founder-owned', resource: 'account', input: ({ id }) => ({ accountId: id }) },
  '/get-access-token': {
    family: 'founder-owned',
    resource: 'account',
    input: ({ id, owner }) => ({ accountId: id, userId: owner }),
  },
  '/refresh-token': {
    family: 'founder-owned',
    resource: 'account',
    input: ({ id, owner }) => ({ accountId: id, userId: owner }),
  },
  '/account-info': { family: 'founder-owned', resource: 'account', input: ({ id, owner }) => ({ accountId: id, userId: owner }) },
  '/passkey/delete-passkey': { family: 'founder-owned', resource: 'passkey', input: ({ id }) => ({ id }) },
  '/passkey/update-passkey': { family: 'founder-owned', resource: 'passkey', input: ({ id }) => ({ id, name: 'Hijacked' }) },
  '/api-key/create': {
    family: 'founder-owned',
    resource: 'user',
    input: ({ id }) => ({ userId: id, name: 'Hijacked', expiresIn: 86_400 }),
  },
  '/api-key/get': { family: 'founder-owned', resource: 'api-key', input: ({ id }) => ({ id }) },
  '/api-key/update': {
    family: 'founder-owned',
    resource: 'api-key',
    input: ({ id, owner }) => ({ keyId: id, userId: owner, name: 'Hijacked' }),
  },
  '/api-key/delete': { family: 'founder-owned', resource: 'api-key', input: ({ id }) => ({ keyId: id }) },
  '/api-key/list': { family: 'caller-only' },
  '/callback/:id': { family: 'caller-only' },
  '/sign-up/email': { family: 'caller-only' },
  '/sign-in/social': { family: 'secret' },
  '/link-social': { family: 'secret' },
  '/reset-password': { family: 'secret' },
  '/reset-password/:token': { family: 'secret' },
  '/verify-email': { family: 'secret' },
  '/delete-user': { family: 'secret' },
  '/delete-user/callback': { family: 'secret' },
  '/magic-link/verify': { family: 'secret' },
  '/sign-in-link': { family: 'secret' },
  '/sign-in/email-otp': { family: 'secret' },
  '/phone-number/verify': { family: 'secret' },
};

/** How to declare what is missing, for the failure message. */
export const HOW_TO_DECLARE = 'Declare who may use it in apps/server/test/support/security-access-expectations.ts';
