import path from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import { authOptionsOf } from '../auth/auth.ts';
import { connectDatabase } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';

/** `npm run db:migrate`: brings the configured database (SQLite file or DATABASE_URL) to the latest schema. */
try {
  const config = loadConfig();
  const database = connectDatabase({
    databaseUrl: config.databaseUrl,
    poolSize: config.databasePoolSize,
    sqliteFile: path.join(config.dataDir, 'portal.db'),
  });
  const authOptions = authOptionsOf({ config, db: database.db, dialect: database.dialect });
  const applied = await migrateToLatest({ db: database.db, dialect: database.dialect, authOptions });
  console.log(applied.length ? `Applied:\n  ${applied.join('\n  ')}` : 'The database is up to date.');
  await database.destroy();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
