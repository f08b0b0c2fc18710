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

/** The one connection, its lock and the WAL's fsync, shared by every Kysely instance on the file. */
class SharedConnection {
  readonly connection: GroupCommitConnection;
  lock: Promise<void> = Promise.resolve();
  unlock: (() => void) | undefined;
  closed = false;
  readonly sqlite: SqliteDatabase.Database;
  readonly wal: ReturnType<typeof createWalSync>;
  constructor(sqlite: SqliteDatabase.Database, walFile: string) {
    this.sqlite = sqlite;
    this.wal = createWalSync(walFile);
    this.connection = new GroupCommitConnection(sqlite);
  }
}

/**
 * Kysely's own SQLite driver holds its one connection until the driver's release returns, so waiting for the fsync
 * there would serialise every save behind it. This driver keeps its own lock over the connection (a statement, or a
 * whole transaction) and waits for the fsync after letting go of it. A driver made with `waitForSync` false
 * answers right after the commit: for writes whose loss on a power cut is harmless (db/connect.ts).
 */
class GroupCommitDriver implements Driver {
  private readonly shared: SharedConnection;
  private readonly waitForSync: boolean;

  constructor(shared: SharedConnection, waitForSync: boolean) {
    this.shared = shared;
    this.waitForSync = waitForSync;
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    const shared = this.shared;
    const previous = shared.lock;
    let release!: () => void;
    shared.lock = new Promise((resolve) => (release = resolve));
    await previous;
    shared.unlock = release;
    shared.connection.wrote = false;
    return shared.connection;
  }

  async releaseConnection(): Promise<void> {
    const shared = this.shared;
    const wrote = shared.connection.wrote;
    shared.connection.wrote = false;
    const release = shared.unlock!;
    shared.unlock = undefined;
    release();
    if (wrote && this.waitForSync) await shared.wal.durable();
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
    if (this.shared.closed) return;
    this.shared.closed = true;
    this.shared.wal.close();
    this.shared.sqlite.close();
  }
}

/** The driver takes its own lock, so Kysely's single-connection lock is switched off. */
class GroupCommitAdapter extends SqliteAdapter {
  override get supportsMultipleConnections(): boolean {
    return true;
  }
}

export class GroupCommitSqliteDialect extends SqliteDialect {
  private readonly shared: SharedConnection;
  private readonly waitForSync: boolean;

  constructor(sqlite: SqliteDatabase.Database, walFile: string, shared?: SharedConnection, waitForSync = true) {
    super({ database: sqlite });
    this.shared = shared ?? new SharedConnection(sqlite, walFile);
    this.waitForSync = waitForSync;
  }

  /** The same connection and lock, answering each write once committed, without waiting for the WAL's fsync. */
  withoutSyncWait(): GroupCommitSqliteDialect {
    return new GroupCommitSqliteDialect(this.shared.sqlite, '', this.shared, false);
  }

  override createDriver(): Driver {
    return new GroupCommitDriver(this.shared, this.waitForSync);
  }

  override createAdapter(): SqliteAdapter {
    return new GroupCommitAdapter();
  }
}
