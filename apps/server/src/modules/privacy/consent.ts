import { randomUUID } from 'node:crypto';
import { isStaffRole } from '@portal/shared/review/review';
import { nowIso } from '../../db/types.ts';
import { AppError } from '../../http/errors.ts';
import type { PrivacyDb } from './privacy-tables.ts';

/** Records that the user accepted this notice version, in this language, now. */
export const recordConsent = async (db: PrivacyDb, userId: string, version: string, language: string): Promise<void> => {
  await db
    .insertInto('privacy_consents')
    .values({ id: randomUUID(), user_id: userId, notice_version: version, language, accepted_at: nowIso() })
    .execute();
};

/** True until the user has accepted the current notice version (a new version asks again). */
export const consentNeeded = async (db: PrivacyDb, userId: string, currentVersion: string): Promise<boolean> => {
  const row = await db
    .selectFrom('privacy_consents')
    .select('id')
    .where('user_id', '=', userId)
    .where('notice_version', '=', currentVersion)
    .limit(1)
    .executeTakeFirst();
  return !row;
};

export const consentsOf = (db: PrivacyDb, userId: string) =>
  db
    .selectFrom('privacy_consents')
    .select(['notice_version as version', 'language', 'accepted_at as acceptedAt'])
    .where('user_id', '=', userId)
    .orderBy('accepted_at')
    .execute();

/**
 * Whether the user must still accept the current notice. Staff are not asked: they work in the console under their
 * employment terms, and the notice describes a founder's application (docs/decisions/005-data-rights.md).
 */
export const mustConsent = async (db: PrivacyDb, user: { id: string; role?: string }, currentVersion: string): Promise<boolean> =>
  !isStaffRole(user.role) && (await consentNeeded(db, user.id, currentVersion));

/** Accounts remembered per process as having accepted a version; past it, the memory starts again. */
const REMEMBERED_CONSENTS = 10_000;

/**
 * Refuses (CONSENT_REQUIRED) a founder who has not accepted the current notice version: the application's saves and
 * submit call it first, so nothing of theirs is stored before. It remembers who has accepted, so a founder's saves
 * do not each ask the database: a consent row goes only with its account (erasure, withdrawal), whose sessions go too.
 */
export const consentRequirement = (db: PrivacyDb, currentVersion: () => string) => {
  const accepted = new Map<string, string>();
  return async (user: { id: string; role?: string }): Promise<void> => {
    const version = currentVersion();
    if (accepted.get(user.id) === version) return;
    if (await mustConsent(db, user, version)) throw new AppError('CONSENT_REQUIRED');
    if (accepted.size >= REMEMBERED_CONSENTS) accepted.clear();
    accepted.set(user.id, version);
  };
};
