import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.ts';

/** Runs the Playwright suite against a server on a free port with a throw-away DATA_DIR. */
const root = path.resolve(import.meta.dirname, '..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-'));
// Traces and screenshots of failures: kept when a test fails, removed when all pass.
const outputDir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-results-'));
const port = await freePort();
console.log(`e2e: server on port ${port}, DATA_DIR ${dataDir}, results in ${outputDir}`);
const result = spawnSync('npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, E2E_PORT: String(port), E2E_DATA_DIR: dataDir, E2E_OUTPUT_DIR: outputDir },
});
rmSync(dataDir, { recursive: true, force: true });
if (result.status === 0) rmSync(outputDir, { recursive: true, force: true });
else console.log(`e2e: traces and screenshots of the failures are in ${outputDir}`);
process.exit(result.status ?? 1);
