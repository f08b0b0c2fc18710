import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PRIVACY_PATHS } from '@portal/shared/privacy/privacy';
import { freePort } from '../../scripts/free-port.ts';
import { stopServer } from '../../scripts/stop-server.ts';
export { freePort };

export const repoRoot = path.resolve(import.meta.dirname, '../..');

export interface ServerProcess {
  url: string;
  origin: string;
  pid: number;
  dataDir: string;
  child: ChildProcess;
  /** Resident memory now and at its peak, in bytes (from /proc). */
  memory: () => { rss: number; peak: number };
  stop: () => Promise<void>;
}

const readStatusKb = (pid: number, field: string): number => {
  const match = readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'));
  return match ? Number(match[1]) * 1024 : 0;
};

/**
 * Node's flags for a bench's server. BENCH_CPU_PROF=<dir>: it writes a V8 CPU profile there when it stops
 * (bench/harness/profile-summary.ts reads it). BENCH_SERVER_TIMING=<dir>: it times its requests, event loop and
 * garbage collector (harness/server-timing.ts).
 */
export const benchServerFlags = (): string[] => [
  ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`] : []),
  ...(process.env.BENCH_SERVER_TIMING ? ['--import', path.join(import.meta.dirname, 'server-timing.ts')] : []),
];

/**
 * Starts the real server (API only) in a child process on a free port with a temporary DATA_DIR; `root`: the checkout
 * whose server (and built web app) runs, this one by default.
 */
export const startServer = async (env: Record<string, string> = {}, root = repoRoot): Promise<ServerProcess> => {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-'));
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...benchServerFlags(), path.join(root, 'apps/server/src/server.ts')], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      BASE_URL: url,
      DATA_DIR: dataDir,
      SERVE_WEB: 'false',
      LOG_LEVEL: 'error',
      AUTH_RATE_LIMIT_MAX: '100000000',
      ...env,
    },
  });
  // Generous: on a shared, loaded machine the server's start alone has taken over 30 s.
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error('server did not become ready in 120 s');
    await new Promise((r) => setTimeout(r, 200));
  }
  const pid = child.pid!;
  return {
    url,
    origin: url,
    pid,
    dataDir,
    child,
    memory: () => ({ rss: readStatusKb(pid, 'VmRSS'), peak: readStatusKb(pid, 'VmHWM') }),
    stop: () => stopServer(child, dataDir),
  };
};

/** Signs a user up over HTTP and returns the session cookie. */
export const signUpOverHttp = async (server: ServerProcess, email: string, password: string): Promise<string> => {
  const response = await fetch(`${server.url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.origin },
    body: JSON.stringify({ name: 'Bench Founder', email, password }),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
};

/**
 * A signed-up founder who has agreed to the privacy notice, as the sign-up form does, so a signed-in page shows
 * itself and not the consent screen over it. Returns the session cookie.
 */
export const signUpFounderWithConsent = async (server: ServerProcess, email: string, password: string): Promise<string> => {
  const cookie = await signUpOverHttp(server, email, password);
  await agreeToNotice(server, cookie);
  return cookie;
};

/** Agrees to the server's current privacy notice, as the sign-up form does: step saves and the submit need it. */
export const agreeToNotice = async (server: Pick<ServerProcess, 'url' | 'origin'>, cookie: string): Promise<void> => {
  const { version } = (await (await fetch(`${server.url}${PRIVACY_PATHS.notice}`)).json()) as { version: string };
  const consent = await fetch(`${server.url}${PRIVACY_PATHS.consent}`, {
    method: 'POST',
    headers: { cookie, origin: server.origin, 'content-type': 'application/json' },
    body: JSON.stringify({ version, language: 'en' }),
  });
  if (!consent.ok) throw new Error(`consent refused: ${consent.status} ${await consent.text()}`);
};
