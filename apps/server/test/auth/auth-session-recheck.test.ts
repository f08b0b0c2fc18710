import { describe, expect, it } from 'vitest';
import { SESSION_RECHECK_SECONDS } from '@portal/shared/account/account-security';
import { TEST_DIALECTS } from '../support/helper.ts';
import { ORIGIN, operationAt, signUpAt, startTwoServers } from '../support/reliability-kit.ts';
import { appPerSuite } from '../support/suite-app.ts';

/**
 * A server process trusts a session it checked for at most SESSION_RECHECK_SECONDS (auth/session-cache.ts): a
 * sign-out through the same process ends the session there at once, and one through another process ends it
 * everywhere within those seconds.
 */

const viewerOf = async (url: string, cookie: string): Promise<string | null> => {
  const result = await operationAt<{ viewer: { email: string } | null }>(url, cookie, 'Viewer');
  return result.data?.viewer?.email ?? null;
};

describe.each(TEST_DIALECTS)('sessions checked again on %s', (dialect) => {
  const servers = appPerSuite(() => startTwoServers(dialect), { timeout: 120_000 });

  it('a session signed out through one process stops working there at once and on the other within the recheck time', async () => {
    const email = `recheck-${Date.now()}@example.com`;
    const cookie = await signUpAt(servers.a.url, email);
    // Both processes have checked the session and remember it.
    expect(await viewerOf(servers.a.url, cookie)).toBe(email);
    expect(await viewerOf(servers.b.url, cookie)).toBe(email);

    const signOut = await fetch(`${servers.b.url}/api/auth/sign-out`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN, cookie },
      body: '{}',
    });
    expect(signOut.status).toBe(200);
    const endedAt = Date.now();
    expect(await viewerOf(servers.b.url, cookie), 'the process that signed out forgets at once').toBeNull();

    // The other process may answer from what it checked before, but never for longer than the recheck time.
    let refusedAfterMs: number | undefined;
    while (Date.now() - endedAt < (SESSION_RECHECK_SECONDS + 3) * 1000) {
      if ((await viewerOf(servers.a.url, cookie)) === null) {
        refusedAfterMs = Date.now() - endedAt;
        break;
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(refusedAfterMs, 'the other process refused the ended session').toBeDefined();
    // The recheck time, plus one poll's round trip on a busy machine.
    expect(refusedAfterMs!).toBeLessThanOrEqual(SESSION_RECHECK_SECONDS * 1000 + 1500);
    // And it stays refused.
    expect(await viewerOf(servers.a.url, cookie)).toBeNull();
  }, 30_000);
});
