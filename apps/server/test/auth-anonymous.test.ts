import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../src/db/types.ts';
import { GOOD_PASSWORD, TEST_DIALECTS, createTestApp, uniqueEmail, type TestApp } from './helper.ts';
import { cookieOf, mergeCookies, post, sessionEmail } from './auth-kit.ts';
import { PERSONAL, runOperation } from './graphql-client.ts';

interface Viewer {
  viewer: { id: string; email: string; preferences: { darkMode: boolean; notifications: boolean }; application: { id: string; status: string; companyName: string | null } | null };
}

/** A visitor starts an application without an account, then signs up: nothing they saved is lost. */
describe.each(TEST_DIALECTS)('anonymous session to account on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { AUTH_RATE_LIMIT_MAX: '1000' });
  });
  afterAll(async () => t.close());

  it('keeps the application, its files and the preferences on sign-up', async () => {
    const anonymous = await post(t, '/api/auth/sign-in/anonymous', {});
    expect(anonymous.statusCode).toBe(200);
    let cookie = cookieOf(anonymous);
    const anonymousId = (anonymous.json() as { user: { id: string } }).user.id;

    const saved = await runOperation<{ savePersonalInfo: { id: string } }>(t.app, 'SavePersonalInfo', { input: PERSONAL }, cookie);
    const applicationId = saved.data!.savePersonalInfo.id;
    expect((await runOperation(t.app, 'UpdatePreferences', { input: { darkMode: true, notifications: false } }, cookie)).errors).toBeUndefined();
    // A finished upload of the anonymous visitor (the files row the upload service writes).
    const fileId = randomUUID();
    await t.app.database.db
      .insertInto('files')
      .values({ id: fileId, owner_id: anonymousId, application_id: applicationId, kind: 'pitchDeck', name: 'deck.pdf', type: 'application/pdf', size: 1234, sha256: null, storage_key: fileId, status: 'complete', created_at: nowIso(), updated_at: nowIso() })
      .execute();

    const email = uniqueEmail('was-anonymous');
    const signedUp = await post(t, '/api/auth/sign-up/email', { name: 'Asha Founder', email, password: GOOD_PASSWORD }, cookie);
    expect(signedUp.statusCode).toBe(200);
    cookie = mergeCookies(cookie, signedUp);
    expect(await sessionEmail(t, cookie)).toBe(email);

    const viewer = await runOperation<Viewer>(t.app, 'Viewer', undefined, cookie);
    expect(viewer.data?.viewer.email).toBe(email);
    expect(viewer.data?.viewer.id).not.toBe(anonymousId);
    expect(viewer.data?.viewer.application?.id).toBe(applicationId);
    expect(viewer.data?.viewer.preferences).toMatchObject({ darkMode: true, notifications: false });
    const file = await t.app.database.db.selectFrom('files').select('owner_id').where('id', '=', fileId).executeTakeFirstOrThrow();
    expect(file.owner_id).toBe(viewer.data?.viewer.id);
    // The anonymous user is gone, and with it nothing of the application.
    const anonymousRow = await t.app.database.db.selectFrom('user').select('id').where('id', '=', anonymousId).executeTakeFirst();
    expect(anonymousRow).toBeUndefined();
  });
});
