import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { nowIso } from '../../src/db/types.ts';
import { GOOD_PASSWORD, TEST_DIALECTS, createTestApp, giveConsent, uniqueEmail, type TestApp } from '../support/helper.ts';
import { appPerSuite } from '../support/suite-app.ts';
import { cookieOf, get, mergeCookies, post, sessionEmail } from '../support/auth-kit.ts';
import { PERSONAL, runOperation } from '../support/graphql-client.ts';

interface Viewer {
  viewer: {
    id: string;
    email: string;
    preferences: { darkMode: boolean; notifications: boolean };
    application: { id: string; status: string; companyName: string | null } | null;
  };
}

/** A visitor starts an application without an account, then signs up: nothing they saved is lost. */
describe.each(TEST_DIALECTS)('anonymous session to account on %s', (dialect) => {
  const t = appPerSuite(() => createTestApp(dialect, { AUTH_RATE_LIMIT_MAX: '1000', ALLOW_ANONYMOUS_SIGN_IN: 'true' }));

  it('keeps the application, its files and the preferences on sign-up', async () => {
    const anonymous = await post(t, '/api/auth/sign-in/anonymous', {});
    expect(anonymous.statusCode).toBe(200);
    let cookie = cookieOf(anonymous);
    const anonymousId = (anonymous.json() as { user: { id: string } }).user.id;
    // The consent screen shows over the anonymous visitor's pages too.
    await giveConsent(t.app, cookie);

    const saved = await runOperation<{ savePersonalInfo: { id: string } }>(
      t.app,
      'SavePersonalInfo',
      { input: PERSONAL },
      cookie,
    );
    const applicationId = saved.data!.savePersonalInfo.id;
    expect(
      (await runOperation(t.app, 'UpdatePreferences', { input: { darkMode: true, notifications: false } }, cookie)).errors,
    ).toBeUndefined();
    // A finished upload of the anonymous visitor (the files row the upload service writes).
    const fileId = randomUUID();
    await t.app.database.db
      .insertInto('files')
      .values({
        id: fileId,
        owner_id: anonymousId,
        application_id: applicationId,
        kind: 'pitchDeck',
        name: 'deck.pdf',
        type: 'application/pdf',
        size: 1234,
        sha256: null,
        storage_key: fileId,
        status: 'complete',
        created_at: nowIso(),
        updated_at: nowIso(),
      })
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
    const file = await t.app.database.db
      .selectFrom('files')
      .select('owner_id')
      .where('id', '=', fileId)
      .executeTakeFirstOrThrow();
    expect(file.owner_id).toBe(viewer.data?.viewer.id);
    // The anonymous user is gone, and with it nothing of the application.
    const anonymousRow = await t.app.database.db.selectFrom('user').select('id').where('id', '=', anonymousId).executeTakeFirst();
    expect(anonymousRow).toBeUndefined();
  });
});

/** Anonymous sessions are off unless configured on, and never a way round email verification. */
describe.each(TEST_DIALECTS)('anonymous sign-in switched off on %s', (dialect) => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  /** The probe's replay: an anonymous session, then filling in the application with it. */
  const anonymousSessionCanApply = async (t: TestApp) => {
    const anonymous = await post(t, '/api/auth/sign-in/anonymous', {});
    expect(anonymous.statusCode).toBeLessThan(500);
    const cookie = cookieOf(anonymous);
    if (anonymous.statusCode === 200) await giveConsent(t.app, cookie);
    const saved = await runOperation<{ savePersonalInfo: { id: string } | null }>(
      t.app,
      'SavePersonalInfo',
      { input: PERSONAL },
      cookie,
    );
    return { status: anonymous.statusCode, applied: Boolean(saved.data?.savePersonalInfo?.id) };
  };

  it('refuses anonymous sign-in while email verification is required, and that visitor cannot apply', async () => {
    const t = await createTestApp(dialect, { AUTH_RATE_LIMIT_MAX: '1000', REQUIRE_EMAIL_VERIFICATION: 'true' });
    apps.push(t);
    const result = await anonymousSessionCanApply(t);
    expect(result.status).toBeGreaterThanOrEqual(400);
    expect(result.applied).toBe(false);
  });

  it('ends the anonymous sessions made while it was on, once a restart turns it off', async () => {
    const t = await createTestApp(dialect, { AUTH_RATE_LIMIT_MAX: '1000', ALLOW_ANONYMOUS_SIGN_IN: 'true' });
    apps.push(t);
    const anonymous = await post(t, '/api/auth/sign-in/anonymous', {});
    expect(anonymous.statusCode).toBe(200);
    const cookie = cookieOf(anonymous);
    await giveConsent(t.app, cookie);
    const founder = await post(t, '/api/auth/sign-up/email', {
      name: 'Asha Founder',
      email: uniqueEmail('stays'),
      password: GOOD_PASSWORD,
    });
    await t.app.close();
    // The same database and DATA_DIR, restarted with the setting off.
    const restarted = await buildApp({ ...t.config, allowAnonymousSignIn: false }, { logger: false });
    try {
      const again = { ...t, app: restarted };
      expect(await sessionEmail(again, cookieOf(founder))).toBeDefined();
      const saved = await runOperation(restarted, 'SavePersonalInfo', { input: PERSONAL }, cookie);
      expect(saved.data?.savePersonalInfo ?? null).toBeNull();
      expect((await get(again, '/api/auth/get-session', cookie)).json()).toBeNull();
    } finally {
      await restarted.close();
    }
  });

  it('is off by default', async () => {
    const t = await createTestApp(dialect, { AUTH_RATE_LIMIT_MAX: '1000' });
    apps.push(t);
    const result = await anonymousSessionCanApply(t);
    expect(result.status).toBeGreaterThanOrEqual(400);
    expect(result.applied).toBe(false);
  });
});

describe('anonymous sign-in configuration', () => {
  it('refuses to start with anonymous sign-in on and email verification required, saying why', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-config-'));
    let error: unknown;
    try {
      loadConfig({ DATA_DIR: dataDir, ALLOW_ANONYMOUS_SIGN_IN: 'true', REQUIRE_EMAIL_VERIFICATION: 'true' }, { log: () => {} });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems.join('\n')).toMatch(/ALLOW_ANONYMOUS_SIGN_IN.*REQUIRE_EMAIL_VERIFICATION/);
    expect(loadConfig({ DATA_DIR: dataDir, ALLOW_ANONYMOUS_SIGN_IN: 'true' }, { log: () => {} }).allowAnonymousSignIn).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir }, { log: () => {} }).allowAnonymousSignIn).toBe(false);
  });
});
