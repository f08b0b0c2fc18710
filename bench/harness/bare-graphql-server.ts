import Fastify from 'fastify';
import mercurius from 'mercurius';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { DEFAULT_DATABASE_POOL_SIZE } from '../../apps/server/src/config.ts';
import { SAVE_UPDATE_SQL, SAVE_UPDATE_SQL_POSTGRES } from './save-statement.ts';

/**
 * The bare libraries for bench/api.ts: Fastify + Mercurius (JIT on) answering one mutation that makes the step
 * save's UPDATE, with no auth, no validation and no layers of ours. The statement is the raw anchor's
 * (save-statement.ts); the answer is the id and the time only. SQLite: the same file, WAL and
 * synchronous=FULL (one fsync per save, as the libraries do by default); PostgreSQL: a pg pool of 20 like ours.
 * Env: PORT, and BARE_SQLITE_FILE or BARE_DATABASE_URL. Prints "ready" once listening.
 */
const makeUpdate = (): ((id: string) => Promise<{ id: string; updated_at: string } | undefined>) => {
  const url = process.env.BARE_DATABASE_URL;
  if (url) {
    // The portal's own default pool, so the two differ only in what runs per request.
    const pool = new pg.Pool({ connectionString: url, max: DEFAULT_DATABASE_POOL_SIZE });
    return async (id) => (await pool.query(SAVE_UPDATE_SQL_POSTGRES, [1_500_000, 250_000, 0, new Date().toISOString(), id])).rows[0];
  }
  const sqlite = new SqliteDatabase(process.env.BARE_SQLITE_FILE!);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('busy_timeout = 5000');
  const statement = sqlite.prepare(SAVE_UPDATE_SQL);
  return async (id) => statement.get(1_500_000, 250_000, 0, new Date().toISOString(), id) as { id: string; updated_at: string } | undefined;
};

const update = makeUpdate();
const app = Fastify({ logger: false });
await app.register(mercurius, {
  schema: `
    type Saved { id: ID!, updatedAt: String! }
    type Query { ok: Boolean }
    type Mutation { saveFunding(applicationId: ID!, equityFunding: String!, debtFunding: String!, grantFunding: String!): Saved }
  `,
  resolvers: {
    Mutation: {
      saveFunding: async (_root: unknown, args: { applicationId: string }) => {
        const row = await update(args.applicationId);
        return row ? { id: row.id, updatedAt: row.updated_at } : null;
      },
    },
  },
  jit: 1,
});
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
console.log('ready');
