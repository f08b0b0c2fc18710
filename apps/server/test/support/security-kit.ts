import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createTestApp, TEST_ORIGIN, type TestApp } from './helper.ts';

/** Shared by the security-*.test.ts suites: a few requests and an app that also serves a (stand-in) web app. */

export const FOREIGN_ORIGIN = 'https://evil.example';

/** Attack strings that must come back exactly as typed and never be interpreted. */
export const SCRIPT_PAYLOADS = [
  '<script>window.__xss=1</script>',
  '"><img src=x onerror="window.__xss=1">',
  "javascript:window.__xss=1//'",
  '<svg/onload=window.__xss=1>',
  '{{constructor.constructor("window.__xss=1")()}}',
];

/** The Set-Cookie lines of a response. */
export const setCookiesOf = (response: LightMyRequestResponse): string[] => {
  const raw = response.headers['set-cookie'];
  return Array.isArray(raw) ? raw : raw ? [raw] : [];
};

export const postJson = (app: FastifyInstance, url: string, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, ...headers },
    payload: JSON.stringify(payload),
  });

/** The portal in production mode with a built web app of one page: what `npm start` serves, without `npm run build`. */
export const createAppWithWebPage = (env: Record<string, string> = {}): Promise<TestApp> =>
  createTestApp('sqlite', { NODE_ENV: 'production', ...env }, { webApp: true });
