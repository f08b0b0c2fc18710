import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { PRIVACY_LIMITS } from '@portal/shared/privacy/privacy';
import { DATA_RIGHTS_TEXTS, fillText } from '@portal/shared/privacy/privacy-messages';
import { DATA_RIGHTS_EMAIL_TEXTS } from '@portal/shared/privacy/data-rights-emails';
import { languageOfUser } from '../../auth/account-language.ts';
import { verifyPassword } from '../../auth/password.ts';
import { findPasswordHash } from '../../auth/user-repository.ts';
import { AppError } from '../../http/errors.ts';
import type { Mailer } from '../../notifications/mailer.ts';
import type { PrivacyDb } from './privacy-tables.ts';

const wrong = () => new AppError('CONFIRMATION_FAILED');
const hashCode = (secret: string, userId: string, code: string): string =>
  createHmac('sha256', secret).update(`${userId}:${code}`).digest('hex');

/** Whether the account has a password (else it confirms with an emailed code). */
export const hasPassword = async (db: PrivacyDb, userId: string): Promise<boolean> =>
  (await findPasswordHash(db, userId)) !== null;

/**
 * Emails a six-digit code that confirms the deletion; a new code replaces the previous one with fresh tries (the
 * route sends at most PRIVACY_LIMITS.codesPerHour an hour, so at most that many times codeAttempts guesses).
 */
export const sendDeletionCode = async (
  deps: { db: PrivacyDb; mailer: Mailer; secret: string },
  user: { id: string; email: string },
): Promise<void> => {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const row = {
    code_hash: hashCode(deps.secret, user.id, code),
    expires_at: new Date(Date.now() + PRIVACY_LIMITS.codeMinutes * 60_000).toISOString(),
    attempts: 0,
  };
  await deps.db
    .insertInto('account_deletion_codes')
    .values({ user_id: user.id, ...row })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(row))
    .execute();
  const texts = DATA_RIGHTS_EMAIL_TEXTS[await languageOfUser(deps.db, user.id)];
  await deps.mailer.send({
    to: user.email,
    subject: texts.DELETE_CODE_SUBJECT,
    text: fillText(texts.DELETE_CODE_BODY, { code }),
  });
};

/** The deletion goes ahead only with the account's password or a valid emailed code; anything else is refused. */
export const confirmDeletion = async (
  db: PrivacyDb,
  secret: string,
  userId: string,
  input: { password?: string | undefined; code?: string | undefined },
): Promise<void> => {
  if (input.password) {
    const hash = await findPasswordHash(db, userId);
    if (hash && (await verifyPassword({ hash, password: input.password }))) return;
    throw wrong();
  }
  if (input.code) {
    // One statement takes a try and reads the code, so concurrent guesses cannot share a count: every check, the
    // right one too, uses one of the code's tries, and once they are used up no row comes back.
    const row = await db
      .updateTable('account_deletion_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('user_id', '=', userId)
      .where('attempts', '<', PRIVACY_LIMITS.codeAttempts)
      .returning(['code_hash', 'expires_at'])
      .executeTakeFirst();
    if (!row || new Date(row.expires_at).getTime() < Date.now()) throw wrong();
    const given = Buffer.from(hashCode(secret, userId, input.code));
    if (timingSafeEqual(given, Buffer.from(row.code_hash))) return;
    throw wrong();
  }
  throw new AppError('VALIDATION_FAILED', { message: DATA_RIGHTS_TEXTS.CONFIRM_REQUIRED });
};
