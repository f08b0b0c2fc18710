import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const settingsModule = path.resolve(import.meta.dirname, '../src/v8-heap-settings.ts');

describe('V8 heap settings of the server process', () => {
  it('are options this Node.js knows: V8 would print "unrecognized flag" at every start and ignore them', async () => {
    const { stderr } = await run(process.execPath, [settingsModule], { timeout: 30_000 });
    expect(stderr).toBe('');
  });
});
