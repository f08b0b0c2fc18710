import { closeSync, fsync, openSync } from 'node:fs';
import type SqliteDatabase from 'better-sqlite3';
import { CompiledQuery, SqliteAdapter, SqliteDialect, type DatabaseConnection, type Driver, type QueryResult } from 'kysely';

/**
 * Group commit on SQLite (docs/decisions/009-sqlite-group-commit.md). Each write still commits on its own
 * (autocommit or its transaction), but with synchronous=NORMAL the commit only writes the WAL; its caller is
 * answered only after an fsync of the WAL that started after that commit. One fsync, run on libuv's thread pool
 * instead of the event loop, covers every commit made while the previous one was in flight: concurrent founders'
 * saves share it, and none is acknowledged before it is on disk (the same promise as synchronous=FULL).
 */
export const createWalSync = (walFile: string): { durable: () => Promise<void>; close: () => void } => {
  let fd: number | undefined;
  let running: Promise<void> | undefined;
  let queued: Promise<void> | undefined;
  const syncNow = (): Promise<void> =>
    new Promise((resolve, reject) => {
      // The WAL exists once the first write has committed, which is when anyone first waits here.
      fd ??= openSync(walFile, 'r');
      fsync(fd, (error) => (error ? reject(error) : resolve()));
    });
  const durable = (): Promise<void> => {
    if (!running) {
      running = syncNow().finally(() => {
        running = undefined;
      });
      return running;
    }
    // An fsync already under way may have started before this caller's commit: wait for the next one.
    queued ??= running
      .catch(() => {})
      .then(() => {
        queued = undefined;
        return durable();
      });
    return queued;
  };
  return {
    durable,
    close: () => {
      if (fd !== undefined) closeSync(fd);
      fd = undefined;
    },
  };
};

class GroupCommitConnection implements DatabaseConnection {
  /** A statement that may have written ran since the connection was acquired. */
  wrote = false;
  private readonly sqlite: SqliteDatabase.Database;
  constructor(sqlite: SqliteDatabase.Database) {
    this.sqlite = sqlite;
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const statement = this.sqlite.prepare(compiledQuery.sql);
    if (!statement.readonly) this.wrote = true;
    const parameters = compiledQuery.parameters as unknown[];
    if (statement.reader) return { rows: statement.all(parameters) as R[] };
    const { changes, lastInsertRowid } = statement.run(parameters);
    return { insertId: BigInt(lastInsertRowid), numAffectedRows: BigInt(changes), rows: [] };
  }

  // eslint-disable-next-line require-yield -- Kysely asks for streaming only on PostgreSQL in this app
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('streaming is not supported by the SQLite group-commit driver');
  }
}

/**
 * Kysely's own SQLite driver holds its one connection until the driver's release returns, so waiting for the fsync
 * there would serialise every save behind it. This driver keeps its own lock over the connection (a statement, or a
 * whole transaction) and waits for the fsync after letting go of it.
 */
class GroupCommitDriver implements Driver {
  private readonly connection: GroupCommitConnection;
  private lock: Promise<void> = Promise.resolve();
  private unlock: (() => void) | undefined;
  private readonly sqlite: SqliteDatabase.Database;
  private readonly wal: ReturnType<typeof createWalSync>;

  constructor(sqlite: SqliteDatabase.Database, wal: ReturnType<typeof createWalSync>) {
    this.sqlite = sqlite;
    this.wal = wal;
    this.connection = new GroupCommitConnection(sqlite);
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.lock;
    let release!: () => void;
    this.lock = new Promise((resolve) => (release = resolve));
    await previous;
    this.unlock = release;
    this.connection.wrote = false;
    return this.connection;
  }

  async releaseConnection(): Promise<void> {
    const wrote = this.connection.wrote;
    this.connection.wrote = false;
    const release = this.unlock!;
    this.unlock = undefined;
    release();
    if (wrote) await this.wal.durable();
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async destroy(): Promise<void> {
    this.wal.close();
    this.sqlite.close();
  }
}

/** The driver takes its own lock, so Kysely's single-connection lock is switched off. */
class GroupCommitAdapter extends SqliteAdapter {
  override get supportsMultipleConnections(): boolean {
    return true;
  }
}

export class GroupCommitSqliteDialect extends SqliteDialect {
  private readonly sqlite: SqliteDatabase.Database;
  private readonly walFile: string;

  constructor(sqlite: SqliteDatabase.Database, walFile: string) {
    super({ database: sqlite });
    this.sqlite = sqlite;
    this.walFile = walFile;
  }

  override createDriver(): Driver {
    return new GroupCommitDriver(this.sqlite, createWalSync(this.walFile));
  }

  override createAdapter(): SqliteAdapter {
    return new GroupCommitAdapter();
  }
}
