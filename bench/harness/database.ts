import { createScratchDatabase } from '../../scripts/scratch-postgres.ts';

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
  const database = await createScratchDatabase(admin, 'portal_bench');
  return { kind: 'postgres', env: { DATABASE_URL: database.url }, url: database.url, drop: database.drop };
};

/** `name` for SQLite, `name-postgres` for PostgreSQL: both kinds of result can sit side by side. */
export const resultName = (name: string, database: BenchDatabase): string =>
  database.kind === 'sqlite' ? name : `${name}-postgres`;
