import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { TEST_ORIGIN, writeOnePageWebApp, type TestApp } from './helper.ts';

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

/** The portal with a built web app of one page: what `npm start` serves, without needing `npm run build`. */
export const createAppWithWebPage = async (env: Record<string, string> = {}): Promise<TestApp> => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-sec-'));
  const webDistDir = writeOnePageWebApp(path.join(dataDir, 'web'));
  const config = loadConfig(
    {
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      BASE_URL: TEST_ORIGIN,
      AUTH_SECRET: 'test-secret-that-is-long-enough-for-better-auth-0123456789',
      LOG_LEVEL: 'silent',
      ...env,
    },
    { log: () => {}, webDistDir },
  );
  const routes: TestApp['routes'] = [];
  const app = await buildApp(config, { logger: false, onRoute: (route) => routes.push(route) });
  return {
    app,
    config,
    dataDir,
    routes,
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
