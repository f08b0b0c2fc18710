import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../../src/db/connect.ts';
import { createPostgresDatabase, TEST_DIALECTS } from '../support/helper.ts';

interface Notes {
  notes: { id: string; title: string };
}

// One connection in the pool, so every statement below runs where pg_prepared_statements is read.
describe.runIf(TEST_DIALECTS.includes('postgres'))('statements on PostgreSQL (a pool of one connection)', () => {
  let handle: DatabaseHandle;
  let db: Kysely<Notes>;
  let otherInstance: pg.Client;
  let cleanUp: () => Promise<void>;

  const preparedTexts = async () =>
    (await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(db)).rows.map((row) => row.statement);
  const byId = (id: string) => db.selectFrom('notes').selectAll().where('id', '=', id).executeTakeFirst();

  beforeAll(async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'prepared-statements-'));
    const postgres = await createPostgresDatabase();
    handle = connectDatabase({ databaseUrl: postgres.url, poolSize: 1, sqliteFile: path.join(dir, 'unused.db') });
    db = handle.db as unknown as Kysely<Notes>;
    otherInstance = new pg.Client({ connectionString: postgres.url });
    await otherInstance.connect();
    cleanUp = async () => {
      await otherInstance.end();
      await handle.destroy();
      await postgres.drop();
      rmSync(dir, { recursive: true, force: true });
    };
    await sql`create table notes (id text primary key, title text not null)`.execute(db);
    await db
      .insertInto('notes')
      .values([
        { id: 'a', title: 'one' },
        { id: 'b', title: 'two' },
      ])
      .execute();
  });
  afterAll(() => cleanUp());

  it('prepares a query with parameters once on its connection', async () => {
    expect(await byId('a')).toEqual({ id: 'a', title: 'one' });
    expect(await byId('b')).toEqual({ id: 'b', title: 'two' });
    const texts = await preparedTexts();
    expect(texts.filter((text) => text === 'select * from "notes" where "id" = $1')).toHaveLength(1);
  });

  it('answers a prepared select * or insert … returning * with the new columns after another instance adds one, and inserts once', async () => {
    const insert = (id: string) => db.insertInto('notes').values({ id, title: id }).returningAll().executeTakeFirst();
    expect(await byId('a')).toEqual({ id: 'a', title: 'one' });
    expect(await insert('x1')).toEqual({ id: 'x1', title: 'x1' });
    await otherInstance.query(`alter table notes add column added_later text not null default 'new'`);
    expect(await byId('a')).toEqual({ id: 'a', title: 'one', added_later: 'new' });
    expect(await byId('b')).toEqual({ id: 'b', title: 'two', added_later: 'new' });
    expect(await insert('x2')).toEqual({ id: 'x2', title: 'x2', added_later: 'new' });
    expect((await otherInstance.query(`select id from notes where id = 'x2'`)).rowCount).toBe(1);
  });

  it('does not name statements inside a transaction, where a stale plan would abort the whole transaction', async () => {
    const text = 'select * from "notes" where "title" = $1';
    await db.transaction().execute(async (trx) => {
      await trx.selectFrom('notes').selectAll().where('title', '=', 'two').execute();
      const inside = (await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(trx)).rows;
      expect(inside.map((row) => row.statement)).not.toContain(text);
    });
  });

  it('passes any other error on as it is, without running the statement twice', async () => {
    const insert = () => db.insertInto('notes').values({ id: 'c', title: 'three' }).execute();
    await insert();
    await expect(insert()).rejects.toMatchObject({ code: '23505' });
    await expect(insert()).rejects.toMatchObject({ code: '23505' });
    expect(await db.selectFrom('notes').select('id').where('id', '=', 'c').execute()).toHaveLength(1);
  });
});
