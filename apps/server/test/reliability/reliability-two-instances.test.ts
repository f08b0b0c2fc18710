import { describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../support/helper.ts';
import { COMPANY, PERSONAL } from '../support/graphql-client.ts';
import { ORIGIN, operationAt, signUpAt, startTwoServers } from '../support/reliability-kit.ts';
import { appPerSuite } from '../support/suite-app.ts';

/**
 * Two server processes on one database (PostgreSQL, and SQLite's file on one machine): a founder signs in through
 * one and works through the other, a sign-out through one ends the session on both, and the sign-in rate
 * limit counts attempts made through either.
 */

const LIMIT = 4;

describe.each(TEST_DIALECTS)('two instances on one %s database', (dialect) => {
  const servers = appPerSuite(() => startTwoServers(dialect, { AUTH_RATE_LIMIT_MAX: String(LIMIT) }), { timeout: 60_000 });

  it('a session made on one works on the other, and a sign-out on the other ends it on both', async () => {
    const cookie = await signUpAt(servers.a.url, `two-${Date.now()}@example.com`);
    const saved = await operationAt(servers.b.url, cookie, 'SavePersonalInfo', { input: PERSONAL });
    expect(saved.errors).toBeUndefined();
    const applicationId = saved.data!.savePersonalInfo!.id;
    expect(
      (await operationAt(servers.a.url, cookie, 'SaveCompanyInfo', { applicationId, input: COMPANY })).errors,
    ).toBeUndefined();
    const readBack = await operationAt<{ myApplication: { companyName: string; name: string } }>(
      servers.b.url,
      cookie,
      'MyApplication',
    );
    expect(readBack.data!.myApplication).toMatchObject({ name: PERSONAL.name, companyName: COMPANY.companyName });

    const signOut = await fetch(`${servers.b.url}/api/auth/sign-out`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN, cookie },
      body: '{}',
    });
    expect(signOut.status).toBe(200);
    for (const server of [servers.a, servers.b]) {
      const session = await fetch(`${server.url}/api/auth/get-session`, { headers: { cookie } });
      expect(await session.json()).toBeNull();
    }
  });

  it('counts sign-in attempts made through either instance against one limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 2; i++) {
      const server = i % 2 === 0 ? servers.a : servers.b;
      const response = await fetch(`${server.url}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: ORIGIN },
        body: JSON.stringify({ email: 'target@example.com', password: `Guess-${i}#2025` }),
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(401));
    expect(statuses.slice(LIMIT)).toEqual([429, 429]);
  });
});
