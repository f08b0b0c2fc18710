import './exit-on-sigterm.ts';
import Fastify from 'fastify';
import mercurius from 'mercurius';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { DEFAULT_DATABASE_POOL_SIZE } from '../../apps/server/src/config.ts';
import { FIELD_COLUMNS } from '../../apps/server/src/db/application-columns.ts';
import { toApplication, type ApplicationRow } from '../../apps/server/src/modules/application/repository.ts';
import { SAVE_UPDATE_SQL, SAVE_UPDATE_SQL_POSTGRES } from './save-statement.ts';

/**
 * The bare libraries for bench/api.ts: Fastify + Mercurius (JIT on) answering a mutation that makes the step
 * save's UPDATE, with no auth, no validation and no layers of ours. The statement is the raw anchor's
 * (save-statement.ts). `saveFunding` answers with the id and the time only; `saveFundingWhole` with the portal's
 * own answer (the ApplicationFields fragment, the row mapped by the portal's `toApplication`; the catalogue's fields
 * typed String here), so the two bare figures bracket what the answer itself costs. SQLite: the same
 * file, WAL and synchronous=FULL (one fsync per save, as the libraries do by default); PostgreSQL: a pg pool of the
 * portal's default size.
 * Env: PORT, and BARE_SQLITE_FILE or BARE_DATABASE_URL. Prints "ready" once listening.
 */
const makeUpdate = (): ((id: string) => Promise<ApplicationRow | undefined>) => {
  const url = process.env.BARE_DATABASE_URL;
  if (url) {
    // The portal's own default pool, so the two differ only in what runs per request.
    const pool = new pg.Pool({ connectionString: url, max: DEFAULT_DATABASE_POOL_SIZE });
    return async (id) =>
      (await pool.query(SAVE_UPDATE_SQL_POSTGRES, [1_500_000, 250_000, 0, new Date().toISOString(), id])).rows[0];
  }
  const sqlite = new SqliteDatabase(process.env.BARE_SQLITE_FILE!);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('busy_timeout = 5000');
  const statement = sqlite.prepare(SAVE_UPDATE_SQL);
  return async (id) => statement.get(1_500_000, 250_000, 0, new Date().toISOString(), id) as ApplicationRow | undefined;
};

const NO_OWN_QUESTIONS = { version: 0, questions: '[]', answers: '{}' };
const update = makeUpdate();
const app = Fastify({ logger: false });
await app.register(mercurius, {
  schema: `
    type Saved { id: ID!, updatedAt: String! }
    type StepVersions { personal: Int!, company: Int!, business: Int!, funding: Int! }
    type CopiedAnswers { filled: Int!, total: Int! }
    type OwnForm { version: Int!, questions: String!, answers: String! }
    type Application { id: ID!, status: String, ${Object.keys(FIELD_COLUMNS)
      .map((field) => `${field}: String`)
      .join(
        ', ',
      )}, submittedAt: String, updatedAt: String, stepVersions: StepVersions!, uncheckedSteps: [String!]!, copiedAnswers: CopiedAnswers, ownForm: OwnForm! }
    type Query { ok: Boolean }
    type Mutation {
      saveFunding(applicationId: ID!, equityFunding: String!, debtFunding: String!, grantFunding: String!): Saved
      saveFundingWhole(applicationId: ID!, equityFunding: String!, debtFunding: String!, grantFunding: String!): Application
    }
  `,
  resolvers: {
    Mutation: {
      saveFunding: async (_root: unknown, args: { applicationId: string }) => {
        const row = await update(args.applicationId);
        return row ? { id: row.id, updatedAt: row.updated_at } : null;
      },
      saveFundingWhole: async (_root: unknown, args: { applicationId: string }) => {
        const row = await update(args.applicationId);
        // The fragment's newer fields, as the portal answers them for a fresh application in a cohort without own questions.
        return row ? { ...toApplication(row), uncheckedSteps: [], copiedAnswers: null, ownForm: NO_OWN_QUESTIONS } : null;
      },
    },
  },
  jit: 1,
});
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
console.log('ready');
