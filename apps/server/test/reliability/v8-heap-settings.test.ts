import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const settingsModule = path.resolve(import.meta.dirname, '../../src/v8-heap-settings.ts');
const bodyChurn = path.resolve(import.meta.dirname, '../support/fixtures/body-churn.ts');

const fullCollectionsDuringBodies = async (settings: 'with-settings' | 'v8-defaults'): Promise<number> => {
  const { stdout } = await run(process.execPath, ['--expose-gc', bodyChurn, settings], { timeout: 120_000 });
  return (JSON.parse(stdout) as { fullCollections: number }).fullCollections;
};

describe('V8 heap settings of the server process', () => {
  it('are options this Node.js knows: V8 would print "unrecognized flag" at every start and ignore them', async () => {
    const { stderr } = await run(process.execPath, [settingsModule], { timeout: 30_000 });
    expect(stderr).toBe('');
  });

  it('keep a second GiB of request bodies, after an idle collection, from starting a full collection every few dozen MB', async () => {
    // Here V8's defaults started 11–13, the settings without the fixed growth factor 13–14, with it 0
    // (docs/decisions/018-external-memory-in-the-heap-limit.md, "Growth factor"). The first figure shows the
    // fixture still makes the churn the settings are for.
    const withDefaults = await fullCollectionsDuringBodies('v8-defaults');
    const withSettings = await fullCollectionsDuringBodies('with-settings');
    expect(withDefaults).toBeGreaterThanOrEqual(6);
    expect(withSettings).toBeLessThanOrEqual(2);
  }, 240_000);
});
