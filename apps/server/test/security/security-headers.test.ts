import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import helmet from 'helmet';
import { beforeAll, describe, expect, it } from 'vitest';
import { securityHeaderOptions } from '../../src/http/security-headers.ts';
import { TUS_ENDPOINT } from '@portal/shared/uploads/upload-protocol';
import { TEST_ORIGIN, signUp } from '../support/helper.ts';
import { appPerSuite } from '../support/suite-app.ts';
import { FOREIGN_ORIGIN, createAppWithWebPage } from '../support/security-kit.ts';

/**
 * Security headers on every kind of response (the page, assets, the APIs, tus, errors and 404s), and CORS that
 * grants nothing to a foreign origin.
 */

type Probe = [
  label: string,
  method: 'GET' | 'POST' | 'HEAD' | 'OPTIONS',
  url: string,
  headers?: Record<string, string>,
  body?: string,
];

const PROBES: Probe[] = [
  ['the sign-in page (HTML)', 'GET', '/'],
  ['a page path served by the SPA fallback', 'GET', '/dashboard'],
  ['a hashed asset', 'GET', '/assets/app-abc123.js'],
  ['the public configuration (API)', 'GET', '/api/config'],
  ['an auth route', 'GET', '/api/auth/get-session'],
  ['a GraphQL answer', 'POST', '/graphql', { 'content-type': 'application/json' }, JSON.stringify({ query: '{ __typename }' })],
  ['a GraphQL error', 'POST', '/graphql', { 'content-type': 'text/plain' }, 'x'],
  ['tus discovery (OPTIONS)', 'OPTIONS', TUS_ENDPOINT, { 'tus-resumable': '1.0.0' }],
  ['a tus creation without a session', 'POST', TUS_ENDPOINT, { 'tus-resumable': '1.0.0', 'upload-length': '10' }],
  ['a missing file', 'GET', '/files/00000000-0000-4000-8000-000000000000'],
  ['an unknown API path (404)', 'GET', '/api/nope'],
  ['an unknown asset (404)', 'GET', '/assets/nope.js'],
  ['a health check', 'GET', '/healthz'],
];

describe('security headers and CORS', () => {
  const t = appPerSuite(() => createAppWithWebPage({ AUTH_RATE_LIMIT_MAX: '100' }));
  let cookie: string;
  beforeAll(async () => {
    cookie = (await signUp(t.app)).cookie;
  });

  it.each(PROBES)(
    '%s carries CSP, nosniff, Referrer-Policy and frame protection',
    async (_label, method, url, headers = {}, body) => {
      const response = await t.app.inject({
        method,
        url,
        headers: { origin: TEST_ORIGIN, cookie, ...headers },
        ...(body ? { payload: body } : {}),
      });
      expect(response.statusCode).toBeLessThan(500);
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(['DENY', 'SAMEORIGIN']).toContain(response.headers['x-frame-options']);
      expect(response.headers['x-powered-by']).toBeUndefined();
    },
  );

  /** What helmet itself sets on a real response for this configuration, run per request as helmet is meant to be. */
  let expected: IncomingHttpHeaders;
  beforeAll(async () => {
    const setHeaders = helmet(securityHeaderOptions(t.config));
    const server = createServer((request, response) => setHeaders(request, response, () => response.end()));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
      expected = Object.fromEntries(response.headers);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it.each(PROBES)(
    '%s carries every header helmet sets for this configuration, with the same value',
    async (_label, method, url, headers = {}, body) => {
      const helmets = Object.keys(expected).filter(
        (name) => !['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(name),
      );
      expect(helmets.length).toBeGreaterThanOrEqual(10);
      const response = await t.app.inject({
        method,
        url,
        headers: { origin: TEST_ORIGIN, cookie, ...headers },
        ...(body ? { payload: body } : {}),
      });
      for (const name of helmets) expect([name, response.headers[name]]).toEqual([name, expected[name]]);
    },
  );

  it('serves the page itself, not an error (the HTML probe is real)', async () => {
    const page = await t.app.inject({ url: '/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it.each([
    ['/graphql', 'POST'],
    ['/api/auth/sign-in/email', 'POST'],
    [TUS_ENDPOINT, 'POST'],
    [`${TUS_ENDPOINT}/00000000-0000-4000-8000-000000000000`, 'PATCH'],
    ['/files/00000000-0000-4000-8000-000000000000', 'DELETE'],
  ])('grants a foreign origin no CORS preflight for %s %s', async (url, method) => {
    const response = await t.app.inject({
      method: 'OPTIONS',
      url,
      headers: {
        origin: FOREIGN_ORIGIN,
        'access-control-request-method': method,
        'access-control-request-headers': 'content-type, tus-resumable, upload-offset',
      },
    });
    const allowOrigin = response.headers['access-control-allow-origin'];
    expect(allowOrigin === undefined || (allowOrigin !== '*' && allowOrigin !== FOREIGN_ORIGIN), String(allowOrigin)).toBe(true);
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it.each(['/api/config', '/api/auth/get-session', '/files/00000000-0000-4000-8000-000000000000'])(
    'lets no foreign origin read %s',
    async (url) => {
      const response = await t.app.inject({ url, headers: { origin: FOREIGN_ORIGIN, cookie } });
      const allowOrigin = response.headers['access-control-allow-origin'];
      expect(allowOrigin === undefined || (allowOrigin !== '*' && allowOrigin !== FOREIGN_ORIGIN), String(allowOrigin)).toBe(
        true,
      );
    },
  );

  it("answers tus's own CORS with our origin only, never '*'", async () => {
    const ours = await t.app.inject({
      method: 'OPTIONS',
      url: TUS_ENDPOINT,
      headers: { origin: TEST_ORIGIN, 'access-control-request-method': 'POST' },
    });
    expect([undefined, TEST_ORIGIN]).toContain(ours.headers['access-control-allow-origin']);
    const theirs = await t.app.inject({
      method: 'OPTIONS',
      url: TUS_ENDPOINT,
      headers: { origin: FOREIGN_ORIGIN, 'access-control-request-method': 'POST' },
    });
    expect(theirs.headers['access-control-allow-origin']).not.toBe('*');
    expect(theirs.headers['access-control-allow-origin']).not.toBe(FOREIGN_ORIGIN);
  });
});
