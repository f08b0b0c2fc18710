import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A new, empty PostgreSQL database next to `adminUrl`'s (for reliability tests and benches); `drop` removes it. */
export const createScratchDatabase = async (
  adminUrl: string,
  prefix: string,
): Promise<{ url: string; drop: () => Promise<void> }> => {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
};
