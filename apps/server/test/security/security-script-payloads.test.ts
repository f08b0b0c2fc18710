import { describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, TEST_DIALECTS, cookieFrom, giveConsent, uniqueEmail } from '../support/helper.ts';
import { appPerSuite } from '../support/suite-app.ts';
import { BUSINESS, COMPANY, PERSONAL, createGraphQLTestApp, runOperation } from '../support/graphql-client.ts';
import { SCRIPT_PAYLOADS, postJson } from '../support/security-kit.ts';

/**
 * Script payloads in every free-text field are data: saved as typed and returned as typed, in JSON (never
 * HTML), so the web app can show them as text. (e2e/xss.spec.ts checks that the pages show them inert.)
 */

type Application = Record<string, unknown> & { id: string };

describe.each(TEST_DIALECTS)('script payloads on %s', (dialect) => {
  const t = appPerSuite(() => createGraphQLTestApp(dialect, { NODE_ENV: 'production' }));

  it.each(SCRIPT_PAYLOADS)('stores %j in every text field and returns it unchanged as JSON', async (payload) => {
    const signUp = await postJson(t.app, '/api/auth/sign-up/email', {
      name: payload,
      email: uniqueEmail(),
      password: GOOD_PASSWORD,
    });
    expect(signUp.statusCode).toBe(200);
    const cookie = cookieFrom(signUp);
    await giveConsent(t.app, cookie);

    const personal = await runOperation<{ savePersonalInfo: Application }>(
      t.app,
      'SavePersonalInfo',
      { input: { ...PERSONAL, name: payload } },
      cookie,
    );
    expect(personal.errors).toBeUndefined();
    const applicationId = personal.data!.savePersonalInfo.id;
    const company = { ...COMPANY, companyName: payload, description: `${payload} ${payload}`, city: payload };
    const saves = [
      await runOperation(t.app, 'SaveCompanyInfo', { applicationId, input: company }, cookie),
      await runOperation(
        t.app,
        'SaveBusinessDetails',
        { applicationId, input: { ...BUSINESS, sector: 'other', otherSector: payload } },
        cookie,
      ),
    ];
    for (const save of saves) expect(save.errors, save.response.body).toBeUndefined();

    const mine = await runOperation<{ myApplication: Application }>(t.app, 'MyApplication', undefined, cookie);
    expect(mine.response.headers['content-type']).toMatch(/^application\/json/);
    expect(mine.data!.myApplication).toMatchObject({
      name: payload,
      companyName: payload,
      description: `${payload} ${payload}`,
      city: payload,
      otherSector: payload,
    });
    const viewer = await runOperation<{ viewer: { name: string } }>(t.app, 'Viewer', undefined, cookie);
    expect(viewer.data!.viewer.name).toBe(payload);
    const session = await t.app.inject({ url: '/api/auth/get-session', headers: { cookie } });
    expect(session.headers['content-type']).toMatch(/^application\/json/);
    expect(session.json().user.name).toBe(payload);
  });
});
