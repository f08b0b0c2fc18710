import { describe, expect, it } from 'vitest';
import { TEST_DIALECTS, createTestApp, uniqueEmail } from '../support/helper.ts';
import { appPerSuite } from '../support/suite-app.ts';
import { postJson } from '../support/security-kit.ts';

/**
 * The sign-in limit's window (auth/rate-limit-storage.ts decides it in one statement): the allowance comes back
 * whole once a window has passed since the last allowed attempt, not before, and refused attempts do not move it.
 */
const LIMIT = 2;
const WINDOW_SECONDS = 3;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(TEST_DIALECTS)('sign-in limit window on %s', (dialect) => {
  const t = appPerSuite(() =>
    createTestApp(dialect, { AUTH_RATE_LIMIT_MAX: String(LIMIT), AUTH_RATE_LIMIT_WINDOW_SECONDS: String(WINDOW_SECONDS) }),
  );

  it('refuses past the limit with the seconds left, then allows a whole new allowance after the window', async () => {
    const email = uniqueEmail('window');
    const attempt = async () =>
      (await postJson(t.app, '/api/auth/sign-in/email', { email, password: 'Wrong-password-1!' })).statusCode;
    const startedAt = Date.now();
    const first = [await attempt(), await attempt()];
    const refused = await postJson(t.app, '/api/auth/sign-in/email', { email, password: 'Wrong-password-1!' });
    // Only meaningful when the three attempts fell inside one window (a loaded machine can be slower than that).
    if (Date.now() - startedAt < WINDOW_SECONDS * 1000) {
      expect(first).toEqual([401, 401]);
      expect(refused.statusCode).toBe(429);
      const retryAfter = Number(refused.headers['retry-after'] ?? refused.headers['x-retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(WINDOW_SECONDS);
      // A refused attempt does not restart the window: the wait counts from the last allowed attempt.
      expect(await attempt()).toBe(429);
    }
    await wait(WINDOW_SECONDS * 1000 + 200);
    const restartedAt = Date.now();
    expect([await attempt(), await attempt()]).toEqual([401, 401]);
    const third = await attempt();
    if (Date.now() - restartedAt < WINDOW_SECONDS * 1000) expect(third).toBe(429);
  });
});
