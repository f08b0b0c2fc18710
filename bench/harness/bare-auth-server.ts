import './exit-on-sigterm.ts';
import http from 'node:http';
import { hash, verify } from '@node-rs/argon2';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { betterAuth } from 'better-auth';
import { getMigrations } from 'better-auth/db/migration';
import { toNodeHandler } from 'better-auth/node';
import { DEFAULT_DATABASE_POOL_SIZE } from '../../apps/server/src/config.ts';

/**
 * The bare library for bench/signin.ts: Better Auth's own email sign-in, with our argon2id settings through
 * @node-rs/argon2 on libuv's pool, no plugins, hooks or rate limit. Its own SQLite file (WAL, synchronous=FULL) or,
 * when the bench runs on PostgreSQL, its own database there through a pg pool of the portal's default size.
 * Env: PORT, and BARE_SQLITE_FILE or BARE_DATABASE_URL. Prints "ready" once listening.
 */
const ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
const url = `http://127.0.0.1:${process.env.PORT}`;
const openDatabase = () => {
  if (process.env.BARE_DATABASE_URL)
    return new pg.Pool({ connectionString: process.env.BARE_DATABASE_URL, max: DEFAULT_DATABASE_POOL_SIZE });
  const sqlite = new SqliteDatabase(process.env.BARE_SQLITE_FILE!);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  return sqlite;
};
const options = {
  baseURL: url,
  secret: 'bench-secret-bench-secret-bench-secret',
  database: openDatabase(),
  trustedOrigins: [url],
  telemetry: { enabled: false },
  rateLimit: { enabled: false },
  emailAndPassword: {
    enabled: true,
    password: {
      hash: (password: string) => hash(password, ARGON2ID),
      verify: ({ hash: stored, password }: { hash: string; password: string }) => verify(stored, password),
    },
  },
};
await (await getMigrations(options)).runMigrations();
const auth = betterAuth(options);
http.createServer(toNodeHandler(auth)).listen(Number(process.env.PORT), '127.0.0.1', () => console.log('ready'));
