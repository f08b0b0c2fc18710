import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../../src/db/connect.ts';
import { compiledByShape } from '../../src/db/compiled-by-shape.ts';
import { createPostgresDatabase, TEST_DIALECTS } from '../support/helper.ts';

interface Notes {
  notes: { id: string; owner: string; title: string | null; body: string | null; status: string; version: number };
}

describe.each(TEST_DIALECTS)('compiledByShape on %s', (dialect) => {
  let handle: DatabaseHandle;
  let db: Kysely<Notes>;
  let cleanUp: () => Promise<void>;
  let builds = 0;

  type Values = { title?: string | null; body?: string | null; $id: string; $owner: string; $version?: number };
  const update = compiledByShape((kysely: Kysely<Notes>, shape: { checkVersion: boolean }, values: Values) => {
    builds++;
    const { $id, $owner, $version, ...changes } = values;
    let query = kysely
      .updateTable('notes')
      .set({ ...changes, version: sql<number>`version + 1` })
      .where('id', '=', $id)
      .where('owner', '=', $owner)
      .where('status', '!=', 'locked');
    if (shape.checkVersion) query = query.where('version', '=', $version!);
    return query.returning(['id', 'owner', 'title', 'body', 'status', 'version']);
  });

  const row = (id: string) => db.selectFrom('notes').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  beforeAll(async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'compiled-by-shape-'));
    const postgres = dialect === 'postgres' ? await createPostgresDatabase() : undefined;
    handle = connectDatabase({ databaseUrl: postgres?.url, sqliteFile: path.join(dir, 'test.db') });
    db = handle.db as unknown as Kysely<Notes>;
    cleanUp = async () => {
      await handle.destroy();
      await postgres?.drop();
      rmSync(dir, { recursive: true, force: true });
    };
    await sql`create table notes (id text primary key, owner text not null, title text, body text, status text not null, version integer not null)`.execute(
      db,
    );
    await db
      .insertInto('notes')
      .values([
        { id: 'a', owner: 'asha', title: 'one', body: 'first', status: 'open', version: 1 },
        { id: 'b', owner: 'asha', title: 'two', body: 'second', status: 'open', version: 1 },
        { id: 'c', owner: 'asha', title: 'three', body: 'third', status: 'locked', version: 1 },
      ])
      .execute();
  });
  afterAll(() => cleanUp());

  it('puts each call’s own values in the statement it compiled once', async () => {
    builds = 0;
    const first = await update(db, { checkVersion: false }, { title: 'uno', body: 'primero', $id: 'a', $owner: 'asha' });
    const second = await update(db, { checkVersion: false }, { title: 'dos', body: 'segundo', $id: 'b', $owner: 'asha' });
    expect(first).toMatchObject({ id: 'a', title: 'uno', body: 'primero', version: 2 });
    expect(second).toMatchObject({ id: 'b', title: 'dos', body: 'segundo', version: 2 });
    expect(builds).toBe(1);
  });

  it('keeps the query’s own constants and conditions: a locked row or someone else’s is not updated', async () => {
    expect(await update(db, { checkVersion: false }, { title: 'x', body: 'x', $id: 'c', $owner: 'asha' })).toBeUndefined();
    expect(await update(db, { checkVersion: false }, { title: 'x', body: 'x', $id: 'a', $owner: 'ravi' })).toBeUndefined();
    expect(await row('c')).toMatchObject({ title: 'three', version: 1 });
    expect(await row('a')).toMatchObject({ title: 'uno', version: 2 });
  });

  it('compiles another shape on its own: the version condition holds only where it was asked for', async () => {
    expect(
      await update(db, { checkVersion: true }, { title: 'stale', body: 'stale', $id: 'a', $owner: 'asha', $version: 1 }),
    ).toBeUndefined();
    expect(
      await update(db, { checkVersion: true }, { title: 'fresh', body: 'fresh', $id: 'a', $owner: 'asha', $version: 2 }),
    ).toMatchObject({ title: 'fresh', version: 3 });
  });

  it('leaves a column whose value is undefined as it is, and sets one given as null to null', async () => {
    const saved = await update(db, { checkVersion: false }, { title: undefined, body: null, $id: 'b', $owner: 'asha' });
    expect(saved).toMatchObject({ id: 'b', title: 'dos', body: null });
  });

  it('refuses a shape whose value never became a parameter', async () => {
    const broken = compiledByShape((kysely: Kysely<Notes>, _shape: object, values: { $id: string; $ignored: string }) =>
      kysely.updateTable('notes').set({ title: 't' }).where('id', '=', values.$id).returning('id'),
    );
    await expect(broken(db, {}, { $id: 'a', $ignored: 'x' })).rejects.toThrow('$ignored did not become parameters');
  });

  it('refuses a statement that returns *: prepared on PostgreSQL, it would break once a column is added', async () => {
    const starred = compiledByShape((kysely: Kysely<Notes>, _shape: object, values: { $id: string }) =>
      kysely.updateTable('notes').set({ title: 't' }).where('id', '=', values.$id).returningAll(),
    );
    await expect(starred(db, {}, { $id: 'a' })).rejects.toThrow('a prepared statement names its columns, not *');
    expect(await row('a')).not.toMatchObject({ title: 't' });
  });

  it.runIf(dialect === 'postgres')(
    'prepares the statement once per connection, and it keeps working after a column is added',
    async () => {
      await db.connection().execute(async (connection) => {
        const before = await update(
          connection,
          { checkVersion: false },
          { title: 'prepared', body: 'once', $id: 'b', $owner: 'asha' },
        );
        const prepared = await sql<{
          name: string;
          statement: string;
        }>`select name, statement from pg_prepared_statements`.execute(connection);
        expect(prepared.rows).toContainEqual(
          expect.objectContaining({ statement: expect.stringMatching(/^update "notes" set/) }),
        );
        // Another instance of the portal migrating the shared database while this one keeps its prepared statement.
        await sql`alter table notes add column added_later text`.execute(db);
        const after = await update(
          connection,
          { checkVersion: false },
          { title: 'still', body: 'works', $id: 'b', $owner: 'asha' },
        );
        expect(after).toMatchObject({ id: 'b', title: 'still', body: 'works', version: (before?.version ?? 0) + 1 });
      });
    },
  );
});
