import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database, Dialect } from './types.ts';

// bigint (int8) columns hold rupees and byte sizes, far below 2^53: read them as numbers.
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  /** The raw better-sqlite3 connection when on SQLite (used by the raw-write benchmark and health checks). */
  sqlite?: SqliteDatabase.Database;
  destroy: () => Promise<void>;
}

export const openSqlite = (file: string): SqliteDatabase.Database => {
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  // FULL: an acknowledged save survives a power cut, not only a crash (DESIGN.md).
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return sqlite;
};

export const connectDatabase = (options: { databaseUrl?: string; sqliteFile: string }): DatabaseHandle => {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 20 });
    // An idle client losing its connection must not crash the process.
    pool.on('error', () => {});
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', destroy: () => db.destroy() };
  }
  const sqlite = openSqlite(options.sqliteFile);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, dialect: 'sqlite', sqlite, destroy: () => db.destroy() };
};
