import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance, LightMyRequestResponse, RouteOptions } from 'fastify';
import { PAGE_HTML_DIR, PAGE_HTML_INDEX_FILE } from '@portal/shared/web/server-paths';
import { PRIVACY_PATHS } from '@portal/shared/privacy/privacy';
import { loadConfig, type Config } from '../../src/config.ts';
import { buildApp } from '../../src/app.ts';

export type TestDialect = 'sqlite' | 'postgres';

const postgresUrl = process.env.TEST_DATABASE_URL;

/** The dialects this run covers: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const TEST_DIALECTS: TestDialect[] = postgresUrl ? ['sqlite', 'postgres'] : ['sqlite'];
export const POSTGRES_SKIPPED_NOTE = 'PostgreSQL server tests skipped: set TEST_DATABASE_URL to run them (bash .ci/run does).';

export const TEST_ORIGIN = 'http://localhost:3000';

/** A fresh, empty PostgreSQL database on the TEST_DATABASE_URL server, dropped by the returned function. */
export const createPostgresDatabase = async (): Promise<{ url: string; drop: () => Promise<void> }> => {
  const admin = new URL(postgresUrl!);
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(admin.toString());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: admin.toString() });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
};

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  dataDir: string;
  /** Every route the app registered, in order (Fastify's onRoute hook). */
  routes: RouteOptions[];
  close: () => Promise<void>;
}

/** A built web app of one page and one hashed asset in `dir`: what `npm start` serves, without `npm run build`. */
export const writeOnePageWebApp = (dir: string): string => {
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html lang="en"><title>Portal</title><div id="root"></div></html>');
  writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), 'console.log(1);');
  // The build's per-address copy of index.html for one address (apps/web/scripts/page-preloads-plugin.ts).
  mkdirSync(path.join(dir, PAGE_HTML_DIR), { recursive: true });
  const dashboardFile = `${PAGE_HTML_DIR}/dashboard-route.html`;
  writeFileSync(
    path.join(dir, dashboardFile),
    `<!doctype html><html lang="en"><title>Portal</title><link rel="modulepreload" crossorigin href="${ONE_PAGE_DASHBOARD_SCRIPT}"><div id="root"></div></html>`,
  );
  writeFileSync(path.join(dir, PAGE_HTML_INDEX_FILE), JSON.stringify([{ pattern: '^/dashboard/?$', file: dashboardFile }]));
  return dir;
};

/** The script the one-page web app's HTML for /dashboard names (and its index.html does not). */
export const ONE_PAGE_DASHBOARD_SCRIPT = '/assets/dashboard-route-abc123.js';

/**
 * A whole portal on a fresh database of the given dialect and a temporary DATA_DIR; `webApp` also serves a one-page
 * web app. With `logStream`, the app's own logger writes every line (level trace) there; otherwise it logs nothing.
 */
export const createTestApp = async (
  dialect: TestDialect,
  env: Record<string, string> = {},
  options: { webApp?: boolean; logStream?: Writable } = {},
): Promise<TestApp> => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-test-'));
  const database = dialect === 'postgres' ? await createPostgresDatabase() : undefined;
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      BASE_URL: TEST_ORIGIN,
      AUTH_SECRET: 'test-secret-that-is-long-enough-for-better-auth-0123456789',
      LOG_LEVEL: 'silent',
      ...(database ? { DATABASE_URL: database.url } : {}),
      ...env,
    },
    { log: () => {}, ...(options.webApp ? { webDistDir: writeOnePageWebApp(path.join(dataDir, 'web')) } : {}) },
  );
  const routes: RouteOptions[] = [];
  const app = await buildApp(config, {
    logger: options.logStream ? { level: 'trace', stream: options.logStream } : false,
    onRoute: (route) => routes.push(route),
  });
  return {
    app,
    config,
    dataDir,
    routes,
    close: async () => {
      await app.close();
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

let counter = 0;
export const uniqueEmail = (prefix = 'founder'): string => `${prefix}-${Date.now()}-${++counter}@example.com`;
export const GOOD_PASSWORD = 'rural-india-2025!';

/** The cookie header to send back, from a response's Set-Cookie. */
export const cookieFrom = (response: LightMyRequestResponse): string => {
  const raw = response.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return list.map((c) => c.split(';')[0]).join('; ');
};

/**
 * Records the founder's consent to the current privacy notice as the sign-up form does right after the account
 * exists (POST /api/privacy/consent): the application's saves and submit are refused without it.
 */
export const giveConsent = async (app: FastifyInstance, cookie: string, language: 'en' | 'hi' = 'en'): Promise<void> => {
  const response = await app.inject({
    method: 'POST',
    url: PRIVACY_PATHS.consent,
    headers: { origin: TEST_ORIGIN, cookie },
    payload: { version: app.config.privacy.noticeVersion, language },
  });
  if (response.statusCode !== 200) throw new Error(`consent failed: ${response.statusCode} ${response.body}`);
};

/** Signs a new founder up (and, as the sign-up form does, records their consent unless `consent: false`); the session cookie. */
export const signUp = async (
  app: FastifyInstance,
  user: { name?: string; email?: string; password?: string; consent?: boolean } = {},
): Promise<{ cookie: string; email: string; userId: string }> => {
  const email = user.email ?? uniqueEmail();
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: TEST_ORIGIN },
    payload: { name: user.name ?? 'Asha Founder', email, password: user.password ?? GOOD_PASSWORD },
  });
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  const cookie = cookieFrom(response);
  if (user.consent !== false && cookie) await giveConsent(app, cookie);
  return { cookie, email, userId: response.json().user.id };
};
