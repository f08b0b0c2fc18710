import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../support/helper.ts';
import { PERSONAL } from '../support/graphql-client.ts';
import { createStore, operationAt, signUpAt, startServer, type ServerChild, type Store } from '../support/reliability-kit.ts';

/**
 * Crash test: founders keep saving a step while the server is killed with SIGKILL (no chance to flush or
 * close). After a restart on the same store every save a founder saw acknowledged is there: the stored value is
 * at least the last acknowledged one (each founder saves increasing values one after another).
 */

const FOUNDERS = 8;
const LOAD_MS = 1_500;

interface Writer {
  cookie: string;
  applicationId: string;
  acknowledged: number;
  attempted: number;
}

describe.each(TEST_DIALECTS)('kill -9 under write load on %s', (dialect) => {
  let store: Store;
  let server: ServerChild | undefined;
  beforeAll(async () => {
    store = await createStore(dialect);
  });
  afterAll(async () => {
    server?.child.kill('SIGKILL');
    await server?.exited;
    await store.drop();
  });

  // A child server under write load, killed and restarted: on a loaded CI machine this takes longer than the default.
  it('keeps every acknowledged save and every account', { timeout: 90_000 }, async () => {
    server = await startServer(store);
    const writers: Writer[] = [];
    for (let i = 0; i < FOUNDERS; i++) {
      const cookie = await signUpAt(server.url, `crash-${i}-${Date.now()}@example.com`);
      const saved = await operationAt(server.url, cookie, 'SavePersonalInfo', { input: PERSONAL });
      writers.push({ cookie, applicationId: saved.data!.savePersonalInfo!.id, acknowledged: 0, attempted: 0 });
    }

    const url = server.url;
    const write = async (w: Writer) => {
      for (;;) {
        const value = w.attempted + 1;
        w.attempted = value;
        try {
          const result = await operationAt(url, w.cookie, 'SaveFundingInfo', {
            applicationId: w.applicationId,
            input: { equityFunding: String(value), debtFunding: '0', grantFunding: '0' },
          });
          if (!result.data) throw new Error(`refused: ${JSON.stringify(result.errors)}`);
          w.acknowledged = value;
        } catch {
          return; // the server is gone
        }
      }
    };
    const load = Promise.all(writers.map(write));
    await new Promise((r) => setTimeout(r, LOAD_MS));
    server.child.kill('SIGKILL');
    await server.exited;
    await load;
    const acknowledged = writers.reduce((sum, w) => sum + w.acknowledged, 0);
    expect(acknowledged, 'saves acknowledged before the kill').toBeGreaterThan(FOUNDERS);
    console.info(`crash (${dialect}): ${acknowledged} saves acknowledged by ${FOUNDERS} founders before SIGKILL`);

    server = await startServer(store);
    for (const w of writers) {
      const mine = await operationAt<{ myApplication: { equityFunding: number | string } }>(
        server.url,
        w.cookie,
        'MyApplication',
      );
      expect(mine.data, 'the session survived the crash').toBeDefined();
      const stored = Number(mine.data!.myApplication.equityFunding);
      expect(stored).toBeGreaterThanOrEqual(w.acknowledged);
      expect(stored).toBeLessThanOrEqual(w.attempted);
    }
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
  });
});
