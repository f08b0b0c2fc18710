import { afterAll, beforeAll } from 'vitest';

/**
 * The app of the enclosing describe block: created before its first test and closed after its last. The object
 * returned is filled in by that beforeAll, so read it only in hooks and tests declared after this call. `timeout`
 * is the creation's, where it takes longer than the usual hook timeout.
 */
export const appPerSuite = <T extends { close: () => Promise<void> }>(
  create: () => Promise<T>,
  options: { timeout?: number } = {},
): T => {
  const suiteApp = {} as T;
  beforeAll(async () => {
    Object.assign(suiteApp, await create());
  }, options.timeout);
  afterAll(async () => {
    await suiteApp.close?.();
  });
  return suiteApp;
};
