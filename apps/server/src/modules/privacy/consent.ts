import { randomUUID } from 'node:crypto';
import { nowIso } from '../../db/types.ts';
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
