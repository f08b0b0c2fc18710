import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * PostgreSQL runs: when BENCH_DATABASE_URL is set (a server and a database to connect to for admin work), each
 * bench gets a fresh database on that server, dropped afterwards; otherwise the server uses SQLite in its DATA_DIR.
 */
export interface BenchDatabase {
  kind: 'sqlite' | 'postgres';
  /** Extra server environment (DATABASE_URL for PostgreSQL). */
  env: Record<string, string>;
  url: string | undefined;
  drop: () => Promise<void>;
}

export const benchDatabase = async (): Promise<BenchDatabase> => {
  const admin = process.env.BENCH_DATABASE_URL;
  if (!admin) return { kind: 'sqlite', env: {}, url: undefined, drop: async () => {} };
  const name = `portal_bench_${randomBytes(5).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    kind: 'postgres',
    env: { DATABASE_URL: url.toString() },
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
};

/** `name` for SQLite, `name-postgres` for PostgreSQL: both kinds of result can sit side by side. */
export const resultName = (name: string, database: BenchDatabase): string => (database.kind === 'sqlite' ? name : `${name}-postgres`);
