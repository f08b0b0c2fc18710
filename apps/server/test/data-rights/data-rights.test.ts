import { describe, expect, it } from 'vitest';
import { PRIVACY_PATHS, type PrivacyStatus } from '@portal/shared/privacy/privacy';
import { DATA_RIGHTS_EMAILS } from '@portal/shared/privacy/privacy-messages';
import { get, messagesTo, post, sessionEmail, codeSentTo } from '../support/auth-kit.ts';
import { GOOD_PASSWORD, signUp, TEST_DIALECTS } from '../support/helper.ts';
import { appPerSuite } from '../support/suite-app.ts';
import { createListeningTestApp } from '../support/fixtures/founders.ts';
import { exportOf, founderWithFile, onDisk } from '../support/fixtures/data-rights-kit.ts';
import { postGraphQLWithBearer } from '../support/graphql-client.ts';
import { privacyDb } from '../../src/modules/privacy/privacy-tables.ts';
import { CONSOLE_ENV } from '../support/fixtures/console-fixtures.ts';

/**
 * The founder's data rights (DPDP Act 2023; modules/privacy/): consent with the notice version, the export,
 * correction requests, nominee and deletion, on each dialect with the disk storage (S3: data-rights-s3.test.ts).
 */
describe.each(TEST_DIALECTS)('data rights on %s', (dialect) => {
  const t = appPerSuite(() => createListeningTestApp(dialect, CONSOLE_ENV));

  const statusOf = async (cookie: string) => (await get(t, PRIVACY_PATHS.status, cookie)).json() as PrivacyStatus;

  it('records consent with the notice version, time and language; a new version asks again', async () => {
    const founder = await signUp(t.app, { consent: false });
    const version = t.config.privacy.noticeVersion;
    expect((await statusOf(founder.cookie)).consentNeeded).toBe(true);
    const before = Date.now();
    expect((await post(t, PRIVACY_PATHS.consent, { version, language: 'en' }, founder.cookie)).statusCode).toBe(200);
    const status = await statusOf(founder.cookie);
    expect(status.consentNeeded).toBe(false);
    expect(status.consents).toHaveLength(1);
    expect(status.consents[0]).toMatchObject({ version, language: 'en' });
    expect(new Date(status.consents[0]!.acceptedAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
    // An outdated version or a made-up language is refused, never stored.
    expect((await post(t, PRIVACY_PATHS.consent, { version: 'old', language: 'en' }, founder.cookie)).statusCode).toBe(409);
    expect((await post(t, PRIVACY_PATHS.consent, { version, language: 'xx' }, founder.cookie)).statusCode).toBe(400);
    // A new notice version (a new deployment) asks again.
    const previous = t.config.privacy.noticeVersion;
    t.config.privacy.noticeVersion = 'next-version';
    try {
      expect((await statusOf(founder.cookie)).consentNeeded).toBe(true);
      expect((await post(t, PRIVACY_PATHS.consent, { version: 'next-version', language: 'hi' }, founder.cookie)).statusCode).toBe(
        200,
      );
      expect((await statusOf(founder.cookie)).consents.map((c) => c.version)).toEqual([version, 'next-version']);
    } finally {
      t.config.privacy.noticeVersion = previous;
    }
  });

  it('exports exactly the founder’s own data and files, and emails that it is ready', async () => {
    const mine = await founderWithFile(t, 'export-mine');
    const other = await founderWithFile(t, 'export-other');
    await post(t, PRIVACY_PATHS.nominee, { name: 'Ravi Kumar', contact: '9876500000' }, mine.cookie);
    const entries = await exportOf(t, mine.cookie);
    expect([...entries.keys()].sort()).toEqual(['files/financial_statement-export-mine.pdf', 'my-data.json']);
    expect(entries.get('files/financial_statement-export-mine.pdf')!.equals(mine.data)).toBe(true);
    const json = entries.get('my-data.json')!.toString('utf8');
    const data = JSON.parse(json) as {
      account: { id: string; email: string };
      application: { id: string };
      files: { id: string }[];
      consents: unknown[];
      sessions: unknown[];
      nominee: unknown;
    };
    expect(data.account.id).toBe(mine.userId);
    expect(data.application.id).toBe(mine.applicationId);
    expect(data.files.map((f) => f.id)).toEqual([mine.fileId]);
    expect(data.consents).toHaveLength(1);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(json).not.toContain('token');
    expect(data.nominee).toMatchObject({ name: 'Ravi Kumar', contact: '9876500000' });
    for (const theirs of [other.userId, other.applicationId, other.fileId, 'export-other']) expect(json).not.toContain(theirs);
    const mails = await messagesTo(t, data.account.email);
    expect(mails.some((m) => m.headers.Subject === DATA_RIGHTS_EMAILS.EXPORT_READY_SUBJECT)).toBe(true);
  });

  it('takes correction requests only after submission, and the team resolves them', async () => {
    const founder = await founderWithFile(t, 'correction');
    const request = { field: 'City', correction: 'Nashik, not Pune' };
    expect((await post(t, PRIVACY_PATHS.corrections, request, founder.cookie)).statusCode).toBe(409);
    await t.app.database.db
      .updateTable('applications')
      .set({ application_status: 'submitted', submitted_at: new Date().toISOString() })
      .where('id', '=', founder.applicationId)
      .execute();
    expect((await post(t, PRIVACY_PATHS.corrections, request, founder.cookie)).statusCode).toBe(201);
    expect((await post(t, PRIVACY_PATHS.corrections, { field: '', correction: 'x' }, founder.cookie)).statusCode).toBe(400);
    expect((await statusOf(founder.cookie)).corrections).toMatchObject([{ ...request, status: 'open' }]);
  });

  it('deletes the account with the password: rows, stored files, sessions and tokens are gone; sign-in fails', async () => {
    const founder = await founderWithFile(t, 'delete-me');
    const email = (await sessionEmail(t, founder.cookie))!;
    const token = (await post(t, '/api/auth/api-key/create', { name: 'script', expiresIn: 86_400 }, founder.cookie)).json() as {
      key: string;
    };
    const second = await post(t, '/api/auth/sign-in/email', { email, password: GOOD_PASSWORD });
    expect(second.statusCode).toBe(200);
    expect(onDisk(t, founder.storageKey)).toBe(true);

    expect(
      (await post(t, PRIVACY_PATHS.deleteAccount, { reason: 'delete', password: 'wrong-password-1' }, founder.cookie)).statusCode,
    ).toBe(403);
    expect((await post(t, PRIVACY_PATHS.deleteAccount, { reason: 'delete' }, founder.cookie)).statusCode).toBe(400);
    expect(
      (await post(t, PRIVACY_PATHS.deleteAccount, { reason: 'delete', password: GOOD_PASSWORD }, founder.cookie)).statusCode,
    ).toBe(200);

    const db = privacyDb(t.app.database.db);
    expect(await db.selectFrom('user').select('id').where('id', '=', founder.userId).executeTakeFirst()).toBeUndefined();
    expect(
      await db.selectFrom('applications').select('id').where('user_id', '=', founder.userId).executeTakeFirst(),
    ).toBeUndefined();
    expect(await db.selectFrom('files').select('id').where('owner_id', '=', founder.userId).executeTakeFirst()).toBeUndefined();
    expect(await db.selectFrom('session').select('id').where('userId', '=', founder.userId).executeTakeFirst()).toBeUndefined();
    expect(
      await db.selectFrom('privacy_consents').select('id').where('user_id', '=', founder.userId).executeTakeFirst(),
    ).toBeUndefined();
    expect(onDisk(t, founder.storageKey)).toBe(false);
    expect(await sessionEmail(t, founder.cookie)).toBeUndefined();
    const viaToken = await postGraphQLWithBearer(t.app, token.key, 'query Who { viewer { id } }');
    expect(viaToken.json().data?.viewer ?? null).toBeNull();
    expect((await get(t, founder.fileUrl, founder.cookie)).statusCode).toBeGreaterThanOrEqual(400);
    expect((await post(t, '/api/auth/sign-in/email', { email, password: GOOD_PASSWORD })).statusCode).toBe(401);
    // Only the anonymous record for cohort statistics stays.
    const kept = await db.selectFrom('cohort_statistics').selectAll().where('reason', '=', 'delete').execute();
    expect(kept).toHaveLength(1);
    expect(JSON.stringify(kept)).not.toContain(founder.userId);
    expect(JSON.stringify(kept)).not.toContain('Asha');
  });

  it('withdrawing consent with an emailed code deletes the account; a wrong code does not', async () => {
    const founder = await founderWithFile(t, 'withdraw');
    const email = (await sessionEmail(t, founder.cookie))!;
    expect((await post(t, PRIVACY_PATHS.deletionCode, {}, founder.cookie)).statusCode).toBe(200);
    const code = await codeSentTo(t, email);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(
      (await post(t, PRIVACY_PATHS.deleteAccount, { reason: 'withdraw-consent', code: wrong }, founder.cookie)).statusCode,
    ).toBe(403);
    expect((await post(t, PRIVACY_PATHS.deleteAccount, { reason: 'withdraw-consent', code }, founder.cookie)).statusCode).toBe(
      200,
    );
    expect(await sessionEmail(t, founder.cookie)).toBeUndefined();
    expect(onDisk(t, founder.storageKey)).toBe(false);
  });

  it('refuses visitors and bad input with a clear 4xx', async () => {
    for (const path of [PRIVACY_PATHS.status, PRIVACY_PATHS.exportZip]) expect((await get(t, path)).statusCode).toBe(401);
    const founder = await founderWithFile(t, 'bad-input');
    expect((await get(t, PRIVACY_PATHS.exportZip, founder.cookie)).statusCode).toBe(404);
    for (const body of [
      { name: 'x'.repeat(500), contact: '1234' },
      { name: 'A', contact: '1' },
      { name: 'A', contact: '12345', extra: 1 },
      [1],
    ]) {
      expect((await post(t, PRIVACY_PATHS.nominee, body, founder.cookie)).statusCode).toBe(400);
    }
    expect((await get(t, PRIVACY_PATHS.notice)).json()).toMatchObject({
      version: t.config.privacy.noticeVersion,
      retentionDays: t.config.retentionDaysAfterClose,
    });
  });

  it('names the grievance officer the team set, or none, so the page words the default in the reader’s language', async () => {
    expect((await get(t, PRIVACY_PATHS.notice)).json()).toMatchObject({ officer: null, productName: t.config.productName });
    t.config.privacy.officer = 'Asha Rao';
    try {
      expect((await get(t, PRIVACY_PATHS.notice)).json()).toMatchObject({ officer: 'Asha Rao' });
    } finally {
      t.config.privacy.officer = undefined;
    }
  });
});
