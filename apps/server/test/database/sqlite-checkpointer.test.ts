import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '../../src/db/connect.ts';
import { FALLBACK_AUTOCHECKPOINT_PAGES } from '../../src/db/sqlite-checkpointer.ts';

/**
 * SQLite's checkpoint runs on the checkpointer's thread (db/sqlite-checkpointer.ts), not inside a founder's save:
 * the saves still reach the database file while the server's connection only checkpoints past the fallback size,
 * and every acknowledged save is there after the server closes and the file is opened again.
 */
const dir = mkdtempSync(path.join(tmpdir(), 'portal-checkpointer-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('SQLite checkpoints off the event loop', () => {
  it('copies saves into the database file from its own thread and keeps every acknowledged save', async () => {
    const file = path.join(dir, 'portal.sqlite');
    const handle = connectDatabase({ sqliteFile: file });
    expect(handle.sqlite!.pragma('wal_autocheckpoint', { simple: true })).toBe(FALLBACK_AUTOCHECKPOINT_PAGES);
    await sql`create table saves (id integer primary key, answer text not null)`.execute(handle.db);
    const emptySize = statSync(file).size;
    const answer = 'a founder’s answer '.repeat(100);
    // About 3,000 pages of WAL: past SQLite's own 1,000-page checkpoint, below the fallback.
    for (let i = 0; i < 1_500; i++) await sql`insert into saves (answer) values (${answer})`.execute(handle.db);
    const deadline = Date.now() + 10_000;
    while (statSync(file).size <= emptySize && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(statSync(file).size).toBeGreaterThan(emptySize + 1_000_000);
    await handle.destroy();

    const reopened = new SqliteDatabase(file, { readonly: true });
    try {
      expect(reopened.prepare('select count(*) from saves').pluck().get()).toBe(1_500);
    } finally {
      reopened.close();
    }
  });
});
