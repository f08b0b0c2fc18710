import { test as base, type Browser, type Page } from '@playwright/test';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePort } from '../scripts/free-port.ts';
import { stopServer } from '../scripts/stop-server.ts';

/**
 * A deployment of its own for tests that replace the web app under a running server (a new build), or need a setting
 * the shared e2e server does not have, or data that would change what other specs see: its own
 * folder of built files, its own server process on a free port, its own DATA_DIR. The shared e2e server's
 * build is never touched, so specs running beside it are not disturbed.
 */
const root = path.resolve(import.meta.dirname, '..');
export const BUILT_WEB_APP = path.join(root, 'apps/web/dist');

/** Builds the web app into a new temporary folder, named PORTAL_BUILD_ID (html data-build). */
export const buildWebApp = (buildId: string): string => {
  const outDir = mkdtempSync(path.join(tmpdir(), 'portal-web-build-'));
  const result = spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
    cwd: path.join(root, 'apps/web'),
    env: { ...process.env, PORTAL_BUILD_ID: buildId },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`vite build failed: ${result.stderr}`);
  return outDir;
};

/** Replaces what the deployment serves with another build's files (what a deploy does). */
export const deploy = (from: string, webDir: string): void => {
  rmSync(webDir, { recursive: true, force: true });
  cpSync(from, webDir, { recursive: true });
};

export interface Deployment {
  baseURL: string;
  webDir: string;
  /** Its DATA_DIR (for a CLI such as admin:create run against it). */
  dataDir: string;
  stop: () => Promise<void>;
}

/**
 * Starts the portal serving `initialBuild` (copied, so it can be replaced later), with `env` added to its environment
 * (a setting only one spec needs, e.g. WhatsApp for the channel offer).
 */
export const startDeployment = async (initialBuild: string, env: Record<string, string> = {}): Promise<Deployment> => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-deploy-data-'));
  const webDir = path.join(dataDir, 'web');
  deploy(initialBuild, webDir);
  const port = await freePort();
  const baseURL = `http://localhost:${port}`;
  const serverSource = (file: string) => pathToFileURL(path.join(root, 'apps/server/src', file)).href;
  const script = `
    const { loadConfig } = await import(${JSON.stringify(serverSource('config.ts'))});
    const { buildApp } = await import(${JSON.stringify(serverSource('app.ts'))});
    const config = loadConfig(process.env, { webDistDir: ${JSON.stringify(webDir)} });
    const app = await buildApp(config);
    process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
    await app.listen({ host: config.host, port: config.port });
  `;
  const child: ChildProcess = spawn(process.execPath, ['--input-type=module', '-e', script], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      BASE_URL: baseURL,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null || Date.now() > deadline) throw new Error('the deployment server did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    baseURL,
    webDir,
    dataDir,
    stop: () => stopServer(child, dataDir),
  };
};

/**
 * `test` whose every case runs against a portal of its own (the built web app, `env` added to its environment), started
 * before the case and stopped after it; `baseURL` is that portal's.
 */
export const testOnOwnPortal = (env: Record<string, string> = {}) =>
  base.extend<{ deployment: Deployment }>({
    // eslint-disable-next-line no-empty-pattern -- a fixture that needs no other fixture
    deployment: async ({}, use) => {
      const deployment = await startDeployment(BUILT_WEB_APP, env);
      await use(deployment);
      await deployment.stop();
    },
    baseURL: async ({ deployment }, use) => use(deployment.baseURL),
  });

/** A page in a browser context of its own on the portal at `baseURL`: another person (an admin, a second founder). */
export const newPage = async (browser: Browser, baseURL: string): Promise<Page> =>
  (await browser.newContext({ baseURL })).newPage();
