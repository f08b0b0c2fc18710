import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect, sql, type Generated } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, openSqlite, type DatabaseHandle } from '../../src/db/connect.ts';
import { GroupCommitSqliteDialect } from '../../src/db/group-commit-sqlite.ts';

/**
 * The group-commit driver (docs/decisions/009-sqlite-group-commit.md) must answer every write, read and failure
 * exactly as SQLite's plain driver with synchronous=FULL would: the same script runs through the server's own
 * connection and through a plain one, each on a fresh file, and the transcripts and the stored rows are compared.
 */

interface Ledger {
  accounts: { id: Generated<number>; email: string; balance: number };
  entries: { id: Generated<number>; account_id: number; amount: number; note: string };
  changes: { seq: Generated<number>; change: string };
}

type Answer = { ok: unknown } | { error: { name: string; code?: string; message: string } };

const answerOf = async (work: () => Promise<unknown>): Promise<Answer> => {
  try {
    return { ok: await work() };
  } catch (error) {
    const { name, code, message } = error as Error & { code?: string };
    return { error: { name, code, message } };
  }
};

class PlannedRollback extends Error {
  override name = 'PlannedRollback';
}

/**
 * Writes and reads a user could tell apart, each answer listed in the order the steps were sent. Triggers log every
 * change that took effect, in the order it took effect, to the changes table. (Writes that share one fsync are
 * answered in the same turn of the event loop, in an order set by how many awaits each caller's path has, so the
 * order answers arrive in is not compared; the order writes took effect is.)
 */
const runScript = async (db: Kysely<Ledger>): Promise<[string, Answer][]> => {
  const transcript: [string, Answer][] = [];
  const step = async (name: string, work: () => Promise<unknown>): Promise<void> => {
    const entry: [string, Answer] = [name, { ok: 'not answered' }];
    transcript.push(entry);
    entry[1] = await answerOf(work);
  };
  const balanceOf = (email: string) => db.selectFrom('accounts').select('balance').where('email', '=', email).executeTakeFirst();
  const deposit = (email: string, amount: number, note: string) =>
    db.transaction().execute(async (trx) => {
      const account = await trx.selectFrom('accounts').select('id').where('email', '=', email).executeTakeFirstOrThrow();
      await trx.insertInto('entries').values({ account_id: account.id, amount, note }).execute();
      return trx
        .updateTable('accounts')
        .set({ balance: sql<number>`balance + ${amount}` })
        .where('id', '=', account.id)
        .returning(['id', 'balance'])
        .executeTakeFirstOrThrow();
    });

  await step('create accounts', () =>
    sql`create table accounts (id integer primary key autoincrement, email text not null unique, balance integer not null check (balance >= 0))`.execute(
      db,
    ),
  );
  await step('create entries', () =>
    sql`create table entries (id integer primary key autoincrement, account_id integer not null references accounts (id), amount integer not null, note text not null)`.execute(
      db,
    ),
  );
  await step('create changes', () =>
    sql`create table changes (seq integer primary key autoincrement, change text not null)`.execute(db),
  );
  for (const [table, event, row] of [
    ['accounts', 'insert', `'insert ' || new.email || ' ' || new.balance`],
    ['accounts', 'update', `'update ' || old.email || ' ' || old.balance || ' -> ' || new.email || ' ' || new.balance`],
    ['accounts', 'delete', `'delete ' || old.email`],
    ['entries', 'insert', `'insert entry ' || new.note || ' ' || new.amount`],
    ['entries', 'delete', `'delete entry ' || old.note`],
  ]) {
    await step(`log ${event} on ${table}`, () =>
      sql`${sql.raw(`create trigger log_${event}_${table} after ${event} on ${table} begin insert into changes (change) values (${row}); end`)}`.execute(
        db,
      ),
    );
  }

  // Arriving together: autocommit inserts, a duplicate, a read, a transaction and an update, all in flight at once.
  await Promise.all([
    step('insert asha', () => db.insertInto('accounts').values({ email: 'asha@example.com', balance: 10 }).executeTakeFirst()),
    step('insert ravi', () =>
      db.insertInto('accounts').values({ email: 'ravi@example.com', balance: 0 }).returningAll().executeTakeFirst(),
    ),
    step('insert asha again', () => db.insertInto('accounts').values({ email: 'asha@example.com', balance: 5 }).execute()),
    step('read asha while writes are in flight', () => balanceOf('asha@example.com')),
    step('deposit to ravi', () => deposit('ravi@example.com', 25, 'grant')),
    step('update missing account', () =>
      db.updateTable('accounts').set({ balance: 1 }).where('email', '=', 'nobody@example.com').executeTakeFirst(),
    ),
    step('insert meera', () => db.insertInto('accounts').values({ email: 'meera@example.com', balance: 3 }).executeTakeFirst()),
  ]);

  // A transaction whose second statement breaks a constraint: its first write must be rolled back.
  await step('overdraw asha', () => deposit('asha@example.com', -1_000, 'overdraft'));
  await step('read asha after the failed transaction', () => balanceOf('asha@example.com'));

  // A transaction the app itself abandons, beside a good one and a failing statement, all arriving together.
  await Promise.all([
    step('transaction abandoned by the app', () =>
      db.transaction().execute(async (trx) => {
        await trx.insertInto('entries').values({ account_id: 1, amount: 99, note: 'abandoned' }).execute();
        await trx.updateTable('accounts').set({ balance: 99 }).where('id', '=', 1).execute();
        throw new PlannedRollback('changed my mind');
      }),
    ),
    step('deposit to meera', () => deposit('meera@example.com', 7, 'prize')),
    step('insert without an email', () =>
      db
        .insertInto('accounts')
        .values({ email: null as unknown as string, balance: 1 })
        .execute(),
    ),
    step('entry for a missing account', () =>
      db.insertInto('entries').values({ account_id: 404, amount: 1, note: 'orphan' }).execute(),
    ),
    step('delete ravi with entries', () => db.deleteFrom('accounts').where('email', '=', 'ravi@example.com').execute()),
  ]);

  // Read after write, one after another.
  await step('rename meera', () =>
    db.updateTable('accounts').set({ email: 'meera.k@example.com' }).where('email', '=', 'meera@example.com').executeTakeFirst(),
  );
  await step('read meera after the rename', () => db.selectFrom('accounts').selectAll().where('id', '=', 3).execute());
  await step('delete an entry', () => db.deleteFrom('entries').where('note', '=', 'grant').executeTakeFirst());
  await step('read entries after the delete', () => db.selectFrom('entries').selectAll().orderBy('id').execute());
  return transcript;
};

const storedRows = async (db: Kysely<Ledger>) => ({
  accounts: await db.selectFrom('accounts').selectAll().orderBy('id').execute(),
  entries: await db.selectFrom('entries').selectAll().orderBy('id').execute(),
  changes: await db.selectFrom('changes').selectAll().orderBy('seq').execute(),
  sequences: (await sql`select name, seq from sqlite_sequence order by name`.execute(db)).rows,
});

describe('SQLite group commit equals the plain driver with synchronous=FULL', () => {
  let dir: string;
  let server: DatabaseHandle;
  let plainSqlite: SqliteDatabase.Database;
  let plain: Kysely<Ledger>;

  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'group-commit-equals-plain-'));
    server = connectDatabase({ sqliteFile: path.join(dir, 'group-commit.db') });
    plainSqlite = openSqlite(path.join(dir, 'plain.db'));
    plain = new Kysely<Ledger>({ dialect: new SqliteDialect({ database: plainSqlite }) });
  });
  afterAll(async () => {
    await server?.destroy();
    await plain?.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('compares the server’s group-commit connection on NORMAL with a plain one on FULL', () => {
    expect(server.db.getExecutor().adapter).toBeInstanceOf(
      new GroupCommitSqliteDialect(server.sqlite!, '').createAdapter().constructor,
    );
    expect(server.sqlite!.pragma('synchronous', { simple: true })).toBe(1);
    expect(plain.getExecutor().adapter.supportsMultipleConnections).toBe(false);
    expect(plainSqlite.pragma('synchronous', { simple: true })).toBe(2);
  });

  it('gives the same answers, errors, order and stored rows for the same writes', async () => {
    const groupCommitDb = server.db as unknown as Kysely<Ledger>;
    const viaGroupCommit = await runScript(groupCommitDb);
    const viaPlain = await runScript(plain);

    expect(viaGroupCommit).toEqual(viaPlain);
    expect(await storedRows(groupCommitDb)).toEqual(await storedRows(plain));

    // What a fresh connection finds in the group-commit file once every write was answered.
    const reopened = new Kysely<Ledger>({
      dialect: new SqliteDialect({ database: openSqlite(path.join(dir, 'group-commit.db')) }),
    });
    try {
      expect(await storedRows(reopened)).toEqual(await storedRows(plain));
    } finally {
      await reopened.destroy();
    }

    // The script did exercise what it claims: failures, rollbacks and rows written by concurrent writes.
    const failures = Object.fromEntries(
      viaPlain.flatMap(([name, answer]) => ('error' in answer ? [[name, answer.error.code ?? answer.error.name]] : [])),
    );
    expect(failures).toEqual({
      'insert asha again': 'SQLITE_CONSTRAINT_UNIQUE',
      'overdraw asha': 'SQLITE_CONSTRAINT_CHECK',
      'transaction abandoned by the app': 'PlannedRollback',
      'insert without an email': 'SQLITE_CONSTRAINT_NOTNULL',
      'entry for a missing account': 'SQLITE_CONSTRAINT_FOREIGNKEY',
      'delete ravi with entries': 'SQLITE_CONSTRAINT_FOREIGNKEY',
    });
    const rows = await storedRows(plain);
    expect(rows.accounts.map((account) => [account.email, account.balance])).toEqual([
      ['asha@example.com', 10],
      ['ravi@example.com', 25],
      ['meera.k@example.com', 10],
    ]);
    expect(rows.entries.map((entry) => entry.note)).toEqual(['prize']);
    expect(rows.changes.map((logged) => logged.change)).toEqual([
      'insert asha@example.com 10',
      'insert ravi@example.com 0',
      'insert entry grant 25',
      'update ravi@example.com 0 -> ravi@example.com 25',
      'insert meera@example.com 3',
      'insert entry prize 7',
      'update meera@example.com 3 -> meera@example.com 10',
      'update meera@example.com 10 -> meera.k@example.com 10',
      'delete entry grant',
    ]);
  });
});
