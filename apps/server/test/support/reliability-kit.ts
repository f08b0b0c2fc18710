import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { OPERATIONS, type OperationName } from '@portal/shared/graphql/operations';
import { PRIVACY_PATHS } from '@portal/shared/privacy/privacy';
import type { TestDialect } from './helper.ts';
import { createScratchDatabase } from '../../../../scripts/scratch-postgres.ts';
import { freePort } from '../../../../scripts/free-port.ts';

/**
 * The real server as a child process (what `npm start` runs, API only), for the tests that kill it, stop it
 * or run two of it: a store (DATA_DIR, and a PostgreSQL database when asked) outlives the processes.
 */

const serverEntry = fileURLToPath(new URL('../../src/server.ts', import.meta.url));
const AUTH_SECRET = 'reliability-secret-that-is-long-enough-0123456789';

export interface Store {
  dataDir: string;
  env: Record<string, string>;
  drop: () => Promise<void>;
}

/** A DATA_DIR, plus a fresh PostgreSQL database for the postgres dialect. */
export const createStore = async (dialect: TestDialect): Promise<Store> => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-reliability-'));
  if (dialect === 'sqlite')
    return { dataDir, env: { DATA_DIR: dataDir }, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  const database = await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'portal_rel');
  return {
    dataDir,
    env: { DATA_DIR: dataDir, DATABASE_URL: database.url },
    drop: async () => {
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

export interface ServerChild {
  url: string;
  child: ChildProcess;
  exited: Promise<number | null>;
}

/** Starts the server on the store and waits until /readyz answers. Every instance shares one BASE_URL (the public origin). */
export const startServer = async (store: Store, env: Record<string, string> = {}): Promise<ServerChild> => {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [serverEntry], {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      BASE_URL: 'http://localhost:3000',
      SERVE_WEB: 'false',
      LOG_LEVEL: 'error',
      AUTH_SECRET,
      AUTH_RATE_LIMIT_MAX: '100000',
      ...store.env,
      ...env,
    },
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${stderr}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return { url, child, exited };
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server not ready in 30 s: ${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
};

/**
 * Two server processes on one new store, started one after the other (the first migrates the store, as a rolling
 * deployment would); closing stops both and drops the store.
 */
export const startTwoServers = async (dialect: TestDialect, env: Record<string, string> = {}) => {
  const store = await createStore(dialect);
  const started: ServerChild[] = [];
  const close = async () => {
    for (const s of started) s.child.kill('SIGTERM');
    await Promise.all(started.map((s) => s.exited));
    await store.drop();
  };
  try {
    for (let i = 0; i < 2; i += 1) started.push(await startServer(store, env));
  } catch (error) {
    await close();
    throw error;
  }
  const [a, b] = started as [ServerChild, ServerChild];
  return { store, a, b, close };
};

export const ORIGIN = 'http://localhost:3000';

export const signUpAt = async (url: string, email: string, password = 'rural-india-2025!'): Promise<string> => {
  const response = await fetch(`${url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    body: JSON.stringify({ name: 'Asha Founder', email, password }),
  });
  if (!response.ok) throw new Error(`sign-up: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  if (cookie) await consentAt(url, cookie);
  return cookie;
};

/** Agrees to the server's current privacy notice as the sign-up form does: step saves and the submit need it. */
export const consentAt = async (url: string, cookie: string): Promise<void> => {
  const notice = (await (await fetch(`${url}${PRIVACY_PATHS.notice}`)).json()) as { version: string };
  const response = await fetch(`${url}${PRIVACY_PATHS.consent}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN, cookie },
    body: JSON.stringify({ version: notice.version, language: 'en' }),
  });
  if (!response.ok) throw new Error(`consent: ${response.status} ${await response.text()}`);
};

/** Runs one of the web app's operations over HTTP; `data` is undefined when the server refused or failed. */
export const operationAt = async <Data = Record<string, { id: string } & Record<string, unknown>>>(
  url: string,
  cookie: string,
  name: OperationName,
  variables?: Record<string, unknown>,
): Promise<{ status: number; data: Data | undefined; errors: unknown[] | undefined }> => {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN, cookie },
    body: JSON.stringify({ query: OPERATIONS[name], operationName: name, ...(variables ? { variables } : {}) }),
  });
  const body = (await response.json()) as { data?: Data; errors?: unknown[] };
  return { status: response.status, data: body.errors ? undefined : body.data, errors: body.errors };
};
