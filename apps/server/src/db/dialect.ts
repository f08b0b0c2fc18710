import { PostgresAdapter, type Kysely } from 'kysely';

/** Whether the database is PostgreSQL (else SQLite, where one connection runs every statement and transaction in turn). */
export const isPostgres = <DB>(db: Kysely<DB>): boolean => db.getExecutor().adapter instanceof PostgresAdapter;
