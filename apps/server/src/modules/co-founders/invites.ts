import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  CO_FOUNDER_INVITE_RATE,
  CO_FOUNDER_INVITE_TTL_DAYS,
  CO_FOUNDER_JOIN_PATH,
  CO_FOUNDER_TOKEN_PATTERN,
  MAX_MEMBERS,
  inviteAddressSchema,
  type InviteState,
} from '@portal/shared/co-founders/co-founders';
import { CO_FOUNDER_INVITE_TEXTS } from '@portal/shared/co-founders/co-founder-invite-texts';
import { nowIso, type Database } from '../../db/types.ts';
import { AppError } from '../../http/errors.ts';
import { parseOrBadRequest } from '../../http/parse-or-bad-request.ts';
import type { SessionUser } from '../../auth/session.ts';
import { findAccountContact, findLanguageOfContact } from '../../auth/user-repository.ts';
import { languageOfUser, localeOf } from '../../auth/account-language.ts';
import { findOwnApplicationById, holderOfApplication, findApplicationRef } from '../application/repository.ts';
import { addMember, countMembers, isMember, listMembers, membershipInCohort } from '../application/members-repository.ts';
import { handOverMembership } from '../application/membership.ts';
import { SUBMITTED_STATUS } from '@portal/shared/application/application-status';
import {
  countInvitesSentSince,
  findInviteByHash,
  insertInvite,
  listOpenInvites,
  markInviteUsed,
  revokeInviteRow,
  revokeOpenInvitesTo,
  type InviteRow,
} from './invite-repository.ts';

/** An open invite as the team list shows it (never its token). */
export interface PendingInvite {
  id: string;
  email: string | null;
  phone: string | null;
  invitedByName: string;
  createdAt: string;
  expiresAt: string;
}

const DAY_MS = 86_400_000;
const hashOf = (token: string): string => createHash('sha256').update(token).digest('hex');

const toPending = (row: InviteRow): PendingInvite => ({
  id: row.id,
  email: row.email,
  phone: row.phone,
  invitedByName: row.invited_by_name,
  createdAt: row.created_at,
  expiresAt: row.expires_at,
});

export const stateOfInvite = (row: InviteRow, now: string): InviteState =>
  row.used_at ? 'used' : row.revoked_at ? 'revoked' : row.expires_at <= now ? 'expired' : 'open';

const REFUSAL = { used: 'TEAM_INVITE_USED', expired: 'TEAM_INVITE_EXPIRED', revoked: 'TEAM_INVITE_REVOKED' } as const;

/** The caller's own application by id (a member's), not submitted; anyone else's is not found. */
const ownOpenApplication = async (db: Kysely<Database>, userId: string, applicationId: string) => {
  const row = await findOwnApplicationById(db, userId, applicationId.trim());
  if (!row) throw new AppError('APPLICATION_NOT_FOUND');
  return row;
};

/**
 * A member invites a co-founder by email or +91 mobile: at most MAX_CO_FOUNDERS besides the first (members and open
 * invites together), at most CO_FOUNDER_INVITE_RATE.max sent per account within the window; a new invite to an
 * address replaces the application's open ones to it. The link goes by email or SMS in the invitee's language.
 */
export const inviteCoFounder = async (
  app: FastifyInstance,
  user: SessionUser,
  input: { applicationId: string; address: string },
  now = new Date(),
): Promise<PendingInvite> => {
  const db = app.database.db;
  const application = await ownOpenApplication(db, user.id, input.applicationId);
  const address = parseOrBadRequest(inviteAddressSchema, input.address);
  if (application.application_status === SUBMITTED_STATUS) throw new AppError('APPLICATION_LOCKED');
  const own = await findAccountContact(db, user.id);
  if ((address.email && address.email === own?.email) || (address.phone && address.phone === own?.phoneNumber))
    throw new AppError('TEAM_INVITE_SELF');
  const members = await listMembers(db, application.id);
  if (members.some((m) => address.email !== null && m.email.toLowerCase() === address.email))
    throw new AppError('TEAM_ALREADY_MEMBER');
  const open = (await listOpenInvites(db, application.id, now.toISOString())).filter(
    (row) => !(row.email === address.email && row.phone === address.phone),
  );
  if (members.length + open.length >= MAX_MEMBERS) throw new AppError('TEAM_FULL');
  const since = new Date(now.getTime() - CO_FOUNDER_INVITE_RATE.windowMinutes * 60_000).toISOString();
  if ((await countInvitesSentSince(db, user.id, since)) >= CO_FOUNDER_INVITE_RATE.max)
    throw new AppError('TEAM_TOO_MANY_INVITES');

  const locale = localeOf((await findLanguageOfContact(db, address)) ?? (await languageOfUser(db, user.id)));
  const token = randomBytes(32).toString('base64url');
  const row: InviteRow = {
    id: randomUUID(),
    token_hash: hashOf(token),
    application_id: application.id,
    invited_by: user.id,
    invited_by_name: user.name,
    email: address.email,
    phone: address.phone,
    language: locale,
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + CO_FOUNDER_INVITE_TTL_DAYS * DAY_MS).toISOString(),
    used_at: null,
    used_by: null,
    revoked_at: null,
  };
  await db.transaction().execute(async (trx) => {
    await revokeOpenInvitesTo(trx, application.id, address, now.toISOString());
    await insertInvite(trx, row);
  });
  const texts = CO_FOUNDER_INVITE_TEXTS[locale];
  const message = {
    productName: app.config.productName,
    inviter: user.name,
    startup: application.startup_name ?? null,
    link: `${app.config.baseUrl}${CO_FOUNDER_JOIN_PATH}?token=${encodeURIComponent(token)}`,
  };
  if (address.email) await app.mailer.send({ to: address.email, ...texts.email(message) });
  else await app.sms.send({ to: address.phone!, text: texts.sms(message) });
  return toPending(row);
};

/** The application's open invites (members only). */
export const pendingInvites = async (db: Kysely<Database>, applicationId: string): Promise<PendingInvite[]> =>
  (await listOpenInvites(db, applicationId, nowIso())).map(toPending);

/** A member withdraws an open invite of their application; its link is refused from then on. */
export const revokeCoFounderInvite = async (
  db: Kysely<Database>,
  user: SessionUser,
  input: { applicationId: string; inviteId: string },
): Promise<PendingInvite> => {
  const application = await ownOpenApplication(db, user.id, input.applicationId);
  const row = await revokeInviteRow(db, application.id, input.inviteId.trim(), nowIso());
  if (!row) throw new AppError('TEAM_INVITE_NOT_FOUND');
  return toPending(row);
};

export const findByToken = async (db: Kysely<Database>, token: string): Promise<InviteRow> => {
  const row = CO_FOUNDER_TOKEN_PATTERN.test(token) ? await findInviteByHash(db, hashOf(token)) : undefined;
  if (!row) throw new AppError('TEAM_INVITE_NOT_FOUND');
  return row;
};

/** Whether the signed-in account is the one the invite was sent to (its email, or its verified mobile). */
const isForAccount = async (db: Kysely<Database>, row: InviteRow, userId: string): Promise<boolean> => {
  const contact = await findAccountContact(db, userId);
  if (!contact) return false;
  return row.email !== null ? row.email === contact.email : row.phone !== null && row.phone === contact.phoneNumber;
};

/** What the join page shows about a link: whose application, and, for a signed-in account, what joining would mean. */
export interface InviteView {
  state: InviteState;
  inviterName: string;
  startupName: string | null;
  /** Where the invite went, partly hidden (a.***@example.org, +91 ******3210). */
  sentTo: string;
  expiresAt: string;
  /** Signed in: whether this account is the one invited; null when nobody is signed in. */
  forThisAccount: boolean | null;
  alreadyMember: boolean;
  /** Signed in with an application of their own in the same cohort: joining asks them to choose. */
  ownApplication: { id: string; startupName: string | null; submitted: boolean; otherMembers: number } | null;
}

const hidden = (row: InviteRow): string =>
  row.email !== null
    ? row.email.replace(/^(.)[^@]*(@.*)$/, '$1***$2')
    : `${row.phone!.slice(0, 3)} ******${row.phone!.slice(-4)}`;

export const inviteOfToken = async (db: Kysely<Database>, token: string, viewer: SessionUser | null): Promise<InviteView> => {
  const row = await findByToken(db, token);
  const holder = await holderOfApplication(db, row.application_id);
  const view: InviteView = {
    state: stateOfInvite(row, nowIso()),
    inviterName: row.invited_by_name,
    startupName: holder?.startup_name ?? null,
    sentTo: hidden(row),
    expiresAt: row.expires_at,
    forThisAccount: null,
    alreadyMember: false,
    ownApplication: null,
  };
  if (!viewer) return view;
  view.forThisAccount = await isForAccount(db, row, viewer.id);
  // Nothing about the viewer's own application is told unless the link is theirs.
  if (!view.forThisAccount) return view;
  view.alreadyMember = await isMember(db, row.application_id, viewer.id);
  const ownId = holder?.cohort_id ? await membershipInCohort(db, viewer.id, holder.cohort_id) : undefined;
  if (ownId && ownId !== row.application_id) {
    const own = await findApplicationRef(db, ownId);
    view.ownApplication = {
      id: ownId,
      startupName: await startupNameOf(db, ownId),
      submitted: own?.status === SUBMITTED_STATUS,
      otherMembers: (await countMembers(db, ownId)) - 1,
    };
  }
  return view;
};

const startupNameOf = async (db: Kysely<Database>, applicationId: string): Promise<string | null> =>
  (await holderOfApplication(db, applicationId))?.startup_name ?? null;

/**
 * The invitee joins with the link: it must be open and sent to this account's email or mobile. Joining never moves
 * or merges their own application: with one in the same cohort they are refused (TEAM_OWN_APPLICATION) unless they
 * chose to leave it (`leaveOwn`): it stays with its other members, or, when they were its only member and it is not
 * submitted, it is deleted (`eraseOwn`, the privacy module's erasure). A submitted application of their own alone
 * cannot be left.
 */
export const joinWithInvite = async (
  db: Kysely<Database>,
  user: SessionUser,
  input: { token: string; leaveOwn?: boolean | null },
  eraseOwn: (applicationId: string) => Promise<void>,
): Promise<string> => {
  const row = await findByToken(db, input.token);
  const state = stateOfInvite(row, nowIso());
  if (state !== 'open') throw new AppError(REFUSAL[state]);
  if (!(await isForAccount(db, row, user.id))) throw new AppError('TEAM_INVITE_OTHER_ADDRESS');
  if (await isMember(db, row.application_id, user.id)) throw new AppError('TEAM_ALREADY_MEMBER');
  const target = await holderOfApplication(db, row.application_id);
  if (!target) throw new AppError('TEAM_INVITE_NOT_FOUND');
  if ((await countMembers(db, row.application_id)) >= MAX_MEMBERS) throw new AppError('TEAM_FULL');
  const ownId = target.cohort_id ? await membershipInCohort(db, user.id, target.cohort_id) : undefined;
  if (ownId) {
    if (!input.leaveOwn) throw new AppError('TEAM_OWN_APPLICATION', { details: [ownId] });
    const left = await db.transaction().execute((trx) => handOverMembership(trx, ownId, user.id));
    if (!left) {
      const own = await findApplicationRef(db, ownId);
      if (own?.status === SUBMITTED_STATUS) throw new AppError('TEAM_OWN_APPLICATION', { details: [ownId] });
      await eraseOwn(ownId);
    }
  }
  await db.transaction().execute(async (trx) => {
    const now = nowIso();
    if (!(await markInviteUsed(trx, row.id, user.id, now))) throw new AppError('TEAM_INVITE_USED');
    if (!(await addMember(trx, { applicationId: row.application_id, userId: user.id, cohortId: target.cohort_id }, now)))
      throw new AppError('TEAM_OWN_APPLICATION');
  });
  return row.application_id;
};
