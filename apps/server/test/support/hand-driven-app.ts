import type { Writable } from 'node:stream';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp, type TestDialect } from './helper.ts';

/**
 * A test app whose job queue and reminder scheduler stand still: the test runs reminder rounds and jobs by hand, on
 * its own clock (the reminder, channel and team-message tests).
 */
export const handDrivenTestApp = async (
  dialect: TestDialect,
  env: Record<string, string> = {},
  options: { logStream?: Writable } = {},
): Promise<TestApp> => {
  const t = await createTestApp(dialect, { AUTH_RATE_LIMIT_MAX: '10000', ...env }, options);
  await t.app.reminders.stop();
  await t.app.jobs.stop();
  return t;
};

/** Builds the suite's set-up before all its tests and closes it after them; the answer reads it inside a test. */
export const suiteSetup = <Setup>(build: () => Promise<Setup>, close: (setup: Setup) => Promise<void>): (() => Setup) => {
  let setup: Setup | undefined;
  beforeAll(async () => {
    setup = await build();
  }, 60_000);
  afterAll(async () => {
    if (setup) await close(setup);
  });
  return () => {
    if (!setup) throw new Error('the suite set-up is not built yet');
    return setup;
  };
};
