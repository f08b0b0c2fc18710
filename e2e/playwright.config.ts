import { defineConfig } from '@playwright/test';

/**
 * E2E against the real server (built web app + API) on a free port with a temporary DATA_DIR.
 * scripts/run-e2e.ts picks the port and the folder and sets E2E_PORT / E2E_DATA_DIR.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
// The browser uses localhost: WebAuthn refuses an IP address as the relying party ID (passkey specs). The server still
// binds to 127.0.0.1 only (HOST below), and the readiness check goes there directly (localhost may resolve to ::1 first).
const baseURL = `http://localhost:${port}`;
const bindURL = `http://127.0.0.1:${port}`;
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // Per run (scripts/run-e2e.ts sets it): runs started at the same time in one working tree must not wipe each other's artifacts.
  outputDir: process.env.E2E_OUTPUT_DIR ?? './test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  // On CI a test that fails once is run again and reported as "flaky" (never hidden): the 2-core CI machine
  // also runs the server, and a timing-sensitive browser test can lose a race there that it wins everywhere else.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL,
    // A click that cannot land (a closed list, a covered button) fails within a minute, not at the test's own limit.
    actionTimeout: 60_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: 'node ../apps/server/src/server.ts',
    url: `${bindURL}/readyz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      BASE_URL: baseURL,
      DATA_DIR: process.env.E2E_DATA_DIR ?? './test-results/data',
      LOG_LEVEL: 'warn',
      // Generous limits: the e2e suite signs up many founders from one address.
      AUTH_RATE_LIMIT_MAX: '1000',
      // Neither SMS nor WhatsApp is set up here: sign-in codes go to the outbox and no channel is offered after the
      // first save. e2e/channel-offer.spec.ts starts a portal of its own with WhatsApp (deployment-kit.ts).
    },
  },
});
