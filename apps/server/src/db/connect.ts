import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database, Dialect } from './types.ts';
import { GroupCommitSqliteDialect } from './group-commit-sqlite.ts';
import { DEFAULT_DATABASE_POOL_SIZE } from '../config.ts';
import { nameStatements } from './prepared-statements.ts';
import { startSqliteCheckpointer } from './sqlite-checkpointer.ts';

// bigint (int8) columns hold rupees and byte sizes, far below 2^53: read them as numbers.
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));

export interface DatabaseHandle {
  db: Kysely<Database>;
  /**
   * For writes whose loss on a power cut nobody would notice (upload write counts, uploads/upload-write-count.ts;
   * rate-limit counts, auth/rate-limit-storage.ts): on SQLite answered once committed, without waiting for the WAL's
   * fsync; a crash of the process alone loses no commit (docs/decisions/009-sqlite-group-commit.md). `db` elsewhere.
   */
  unsyncedDb: Kysely<Database>;
  dialect: Dialect;
  /** The raw better-sqlite3 connection when on SQLite (used by the raw-write benchmark and health checks). */
  sqlite?: SqliteDatabase.Database;
  destroy: () => Promise<void>;
}

export const openSqlite = (file: string, options: { groupCommit?: boolean } = {}): SqliteDatabase.Database => {
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  // An acknowledged save survives a power cut, not only a crash: FULL syncs the WAL at every commit;
  // with group commit the driver syncs it before answering instead (db/group-commit-sqlite.ts).
  sqlite.pragma(options.groupCommit ? 'synchronous = NORMAL' : 'synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return sqlite;
};

/**
 * Kysely's SQLite driver prepares every statement afresh, and preparing cost more than running the query
 * (bench/api.ts profile). The app sends a small set of distinct SQL texts, so prepared statements are
 * kept and reused. Safe: better-sqlite3 is synchronous and Kysely holds the one connection for a whole
 * query (or stream), so a cached statement is never used twice at once.
 */
const withStatementCache = (sqlite: SqliteDatabase.Database, max = 1_000): SqliteDatabase.Database => {
  const cache = new Map<string, SqliteDatabase.Statement>();
  const prepare = (source: string): SqliteDatabase.Statement => {
    let statement = cache.get(source);
    if (!statement) {
      statement = sqlite.prepare(source);
      if (cache.size >= max) cache.delete(cache.keys().next().value!);
      cache.set(source, statement);
    }
    return statement;
  };
  return new Proxy(sqlite, {
    get: (target, property) => {
      if (property === 'prepare') return prepare;
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
};

export const connectDatabase = (options: {
  databaseUrl?: string;
  poolSize?: number;
  sqliteFile: string;
  /** false: SQLite's own checkpoint on commit, as before db/sqlite-checkpointer.ts (bench/sqlite-commit-stalls.ts compares the two). */
  checkpointThread?: boolean;
}): DatabaseHandle => {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? DEFAULT_DATABASE_POOL_SIZE,
      // Decision 025: no JIT compilation. An `options` parameter in DATABASE_URL takes its place.
      options: '-c jit=off',
    });
    // An idle client losing its connection must not crash the process.
    pool.on('error', () => {});
    pool.on('connect', nameStatements);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, unsyncedDb: db, dialect: 'postgres', destroy: () => db.destroy() };
  }
  const groupCommit = options.sqliteFile !== ':memory:';
  const sqlite = openSqlite(options.sqliteFile, { groupCommit });
  const cached = withStatementCache(sqlite);
  if (!groupCommit) {
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: cached }) });
    return { db, unsyncedDb: db, dialect: 'sqlite', sqlite, destroy: () => db.destroy() };
  }
  const dialect = new GroupCommitSqliteDialect(cached, `${options.sqliteFile}-wal`);
  const db = new Kysely<Database>({ dialect });
  const unsyncedDb = new Kysely<Database>({ dialect: dialect.withoutSyncWait() });
  const checkpointer =
    options.checkpointThread === false ? { stop: async () => {} } : startSqliteCheckpointer(sqlite, options.sqliteFile);
  const destroy = async () => {
    await checkpointer.stop();
    await db.destroy();
  };
  return { db, unsyncedDb, dialect: 'sqlite', sqlite, destroy };
};
