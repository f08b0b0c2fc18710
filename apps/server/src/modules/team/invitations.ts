import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { DEFAULT_LOCALE } from '@portal/shared/locales';
import { signUpSchema } from '@portal/shared/schemas/auth';
import {
  INVITATION_MESSAGES,
  INVITATION_TOKEN_PATTERN,
  INVITATION_TTL_DAYS,
  staffInvitationInputSchema,
  type InvitationState,
} from '@portal/shared/review/staff-invitations';
import { nowIso, type Database } from '../../db/types.ts';
import { AppError } from '../../http/errors.ts';
import { parseOrBadRequest } from '../../http/parse-or-bad-request.ts';
import type { SessionUser } from '../../auth/session.ts';
import { forgetCheckedSessions } from '../../auth/session.ts';
import type { StaffUser } from '../../auth/staff-access.ts';
import { findUserRoleByEmail, setRoleOfUser } from '../../auth/user-repository.ts';
import { languageOfUser, localeOf } from '../../auth/account-language.ts';
import {
  findInvitationByHash,
  insertInvitation,
  listOpenInvitations,
  markInvitationAccepted,
  revokeInvitationRow,
  revokeOpenInvitationsOf,
  recordAcceptedBy,
  reopenInvitation,
  type InvitationRow,
} from './invitation-repository.ts';
import { invitationMessage } from './team-emails.ts';

/** An invitation as the console's Team & roles page lists it (never its token). */
export interface StaffInvitation {
  id: string;
  email: string;
  role: string;
  invitedByName: string;
  createdAt: string;
  expiresAt: string;
}

/** What the invitation page is told about its link. */
export interface InvitationView {
  email: string;
  role: string;
  state: InvitationState;
  expiresAt: string;
  /** An account with the invited address exists: accept by signing in to it, else by signing up. */
  accountExists: boolean;
}

const DAY_MS = 86_400_000;
const hashOf = (token: string): string => createHash('sha256').update(token).digest('hex');
const refuse = (message: string): AppError => new AppError('VALIDATION_FAILED', { message });

const toListed = (row: InvitationRow): StaffInvitation => ({
  id: row.id,
  email: row.email,
  role: row.role,
  invitedByName: row.invited_by_name,
  createdAt: row.created_at,
  expiresAt: row.expires_at,
});

const stateOf = (row: InvitationRow, now: string): InvitationState =>
  row.accepted_at ? 'accepted' : row.revoked_at ? 'revoked' : row.expires_at <= now ? 'expired' : 'open';

const REFUSAL = { accepted: 'INVITATION_ACCEPTED', expired: 'INVITATION_EXPIRED', revoked: 'INVITATION_REVOKED' } as const;

const findByToken = async (db: Kysely<Database>, token: string): Promise<InvitationRow> => {
  const row = INVITATION_TOKEN_PATTERN.test(token) ? await findInvitationByHash(db, hashOf(token)) : undefined;
  if (!row) throw new AppError('INVITATION_NOT_FOUND');
  return row;
};

/** The invitation of this token while it can still be accepted; otherwise why not, as its own code. */
const openInvitation = async (db: Kysely<Database>, token: string): Promise<InvitationRow> => {
  const row = await findByToken(db, token);
  const state = stateOf(row, nowIso());
  if (state !== 'open') throw new AppError(REFUSAL[state]);
  return row;
};

/** Admins: invites an address as reviewer or admin and emails the link (a new invitation replaces open ones to it). */
export const inviteStaff = async (
  app: FastifyInstance,
  admin: StaffUser,
  input: { email: string; role: string; language?: string | null },
  now = new Date(),
): Promise<StaffInvitation> => {
  const { email, role, language } = parseOrBadRequest(staffInvitationInputSchema, input);
  if (email === admin.email.toLowerCase()) throw refuse(INVITATION_MESSAGES.OWN_EMAIL);
  const db = app.database.db;
  const existing = await findUserRoleByEmail(db, email);
  if (existing?.role === role) throw refuse(INVITATION_MESSAGES.ALREADY_IN_ROLE);
  const locale = existing ? await languageOfUser(db, existing.id) : (language ?? DEFAULT_LOCALE);
  const token = randomBytes(32).toString('base64url');
  const row: InvitationRow = {
    id: randomUUID(),
    token_hash: hashOf(token),
    email,
    role,
    language: locale,
    invited_by: admin.id,
    invited_by_name: admin.name,
    expires_at: new Date(now.getTime() + INVITATION_TTL_DAYS * DAY_MS).toISOString(),
    accepted_at: null,
    accepted_by: null,
    revoked_at: null,
    created_at: now.toISOString(),
  };
  await db.transaction().execute(async (trx) => {
    await revokeOpenInvitationsOf(trx, email, now.toISOString());
    await insertInvitation(trx, row);
  });
  await app.mailer.send(invitationMessage(app.config, { to: email, role, inviter: admin.name, token, locale }));
  return toListed(row);
};

export const openInvitations = async (db: Kysely<Database>): Promise<StaffInvitation[]> =>
  (await listOpenInvitations(db, nowIso())).map(toListed);

/** Admins: withdraws an open invitation; its link is refused from then on. */
export const revokeInvitation = async (db: Kysely<Database>, id: string): Promise<StaffInvitation> => {
  const row = await revokeInvitationRow(db, id, nowIso());
  if (!row) throw new AppError('NOT_FOUND', { message: INVITATION_MESSAGES.NOT_FOUND });
  return toListed(row);
};

/** Anyone holding the link: what it invites to, and whether it can still be accepted. */
export const invitationOfToken = async (db: Kysely<Database>, token: string): Promise<InvitationView> => {
  const row = await findByToken(db, token);
  return {
    email: row.email,
    role: row.role,
    state: stateOf(row, nowIso()),
    expiresAt: row.expires_at,
    accountExists: (await findUserRoleByEmail(db, row.email)) !== undefined,
  };
};

/** Uses the invitation up, once; when another request used (or revoked) it first, says which. */
const useUp = async (db: Kysely<Database>, row: InvitationRow, userId: string | null): Promise<void> => {
  if (await markInvitationAccepted(db, row.id, userId, nowIso())) return;
  const now = await findInvitationByHash(db, row.token_hash);
  const state = now ? stateOf(now, nowIso()) : 'revoked';
  throw new AppError(state === 'open' ? 'INVITATION_ACCEPTED' : REFUSAL[state]);
};

/**
 * The signed-in account accepts: it must be the invited address (any other account is refused, naming both), and
 * it gets the role at once (this process forgets its checked sessions, so the next request sees it).
 */
export const acceptInvitation = async (
  app: FastifyInstance,
  viewer: SessionUser | null,
  token: string,
): Promise<{ role: string }> => {
  const db = app.database.db;
  const row = await openInvitation(db, token);
  if (!viewer) throw new AppError('UNAUTHENTICATED');
  if (viewer.email.toLowerCase() !== row.email)
    throw new AppError('INVITATION_WRONG_ACCOUNT', { params: { invited: row.email, current: viewer.email } });
  await db.transaction().execute(async (trx) => {
    await useUp(trx, row, viewer.id);
    await setRoleOfUser(trx, viewer.id, row.role);
  });
  forgetCheckedSessions(app.auth);
  return { role: row.role };
};

const newAccountSchema = signUpSchema.pick({ name: true, password: true, language: true });

/**
 * Nobody has the invited address yet: creates the account (its email counts as verified: the link reached it) with
 * the role and the chosen password. The page then signs in with that address and password.
 */
export const acceptInvitationAsNewAccount = async (
  app: FastifyInstance,
  token: string,
  input: { name: string; password: string; language?: string | null },
): Promise<{ email: string; role: string }> => {
  const parsed = parseOrBadRequest(newAccountSchema, { ...input, language: input.language ?? undefined });
  const db = app.database.db;
  const row = await openInvitation(db, token);
  if (await findUserRoleByEmail(db, row.email)) throw new AppError('INVITATION_ACCOUNT_EXISTS');
  const auth = await app.auth.$context;
  const hash = await auth.password.hash(parsed.password);
  // Used up first, so two sign-ups through one link at once make one account.
  await useUp(db, row, null);
  let userId: string;
  try {
    const user = await auth.internalAdapter.createUser(
      {
        email: row.email,
        name: parsed.name,
        emailVerified: true,
        role: row.role,
        language: parsed.language ?? localeOf(row.language),
      },
      { method: 'email-password' },
    );
    await auth.internalAdapter.linkAccount({ userId: user.id, providerId: 'credential', accountId: user.id, password: hash });
    userId = user.id;
  } catch (error) {
    await reopenInvitation(db, row.id);
    if (await findUserRoleByEmail(db, row.email)) throw new AppError('INVITATION_ACCOUNT_EXISTS');
    throw error;
  }
  await recordAcceptedBy(db, row.id, userId);
  return { email: row.email, role: row.role };
};

export const invitationTokenSchema = z.string().max(200);
