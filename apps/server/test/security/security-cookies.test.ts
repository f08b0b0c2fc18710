import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, createTestApp, uniqueEmail, type TestApp } from '../support/helper.ts';
import { appPerSuite } from '../support/suite-app.ts';
import { postJson, setCookiesOf } from '../support/security-kit.ts';

/** Session cookies are HttpOnly and SameSite=Lax; under HTTPS also Secure with a host-bound prefix. */

const signUpCookies = async (t: TestApp, origin: string): Promise<string[]> => {
  const response = await postJson(
    t.app,
    '/api/auth/sign-up/email',
    { name: 'Asha', email: uniqueEmail(), password: GOOD_PASSWORD },
    { origin },
  );
  expect(response.statusCode).toBe(200);
  return setCookiesOf(response);
};

const sessionCookie = (cookies: string[]): string => {
  const line = cookies.find((c) => /session_token=/.test(c.split(';')[0]!));
  expect(line, cookies.join('\n')).toBeDefined();
  return line!;
};

describe('session cookie flags', () => {
  describe('over plain HTTP (local use)', () => {
    const t = appPerSuite(() => createTestApp('sqlite'));

    it('is HttpOnly, SameSite=Lax, Path=/ and not readable by scripts on other paths', async () => {
      const cookies = await signUpCookies(t, 'http://localhost:3000');
      for (const cookie of cookies) {
        expect(cookie).toMatch(/;\s*HttpOnly/i);
        expect(cookie).toMatch(/;\s*SameSite=Lax/i);
      }
      expect(sessionCookie(cookies)).toMatch(/;\s*Path=\/(;|$)/i);
      expect(sessionCookie(cookies)).not.toMatch(/;\s*Domain=/i);
    });
  });

  describe('under an https BASE_URL', () => {
    let t: TestApp;
    const origin = 'https://apply.example.org';
    beforeAll(async () => {
      t = await createTestApp('sqlite', { BASE_URL: origin });
    });
    afterAll(async () => t.close());

    it('is also Secure and carries a __Secure- or __Host- prefix', async () => {
      const cookies = await signUpCookies(t, origin);
      for (const cookie of cookies) {
        expect(cookie).toMatch(/;\s*Secure/i);
        expect(cookie).toMatch(/;\s*HttpOnly/i);
        expect(cookie).toMatch(/;\s*SameSite=Lax/i);
        expect(cookie).toMatch(/^__(Secure|Host)-/);
      }
    });

    it('sends HSTS', async () => {
      const response = await t.app.inject({ url: '/api/config' });
      expect(String(response.headers['strict-transport-security'])).toMatch(/max-age=\d{7,}/);
    });
  });
});
