import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '../../src/db/connect.ts';
import { createPostgresDatabase, TEST_DIALECTS } from '../support/helper.ts';

// Decision 025: the server's PostgreSQL sessions run without JIT compilation, unless DATABASE_URL says otherwise.
describe.runIf(TEST_DIALECTS.includes('postgres'))('PostgreSQL sessions without JIT', () => {
  let url: string;
  let dir: string;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'postgres-jit-'));
    const postgres = await createPostgresDatabase();
    url = postgres.url;
    drop = postgres.drop;
  });
  afterAll(async () => {
    await drop();
    rmSync(dir, { recursive: true, force: true });
  });

  const jitOf = async (databaseUrl: string) => {
    const handle = connectDatabase({ databaseUrl, sqliteFile: path.join(dir, 'unused.db') });
    try {
      return (await sql<{ jit: string }>`show jit`.execute(handle.db)).rows[0]?.jit;
    } finally {
      await handle.destroy();
    }
  };

  it('turns JIT off on every connection of the pool', async () => {
    expect(await jitOf(url)).toBe('off');
  });

  it("keeps an operator's own options from DATABASE_URL", async () => {
    const withOptions = new URL(url);
    withOptions.searchParams.set('options', '-c jit=on');
    expect(await jitOf(withOptions.toString())).toBe('on');
  });
});
