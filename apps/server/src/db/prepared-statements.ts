import type pg from 'pg';

/**
 * SQL texts that PostgreSQL parses and plans once per connection instead of on every call (named prepared
 * statements): for the step save's UPDATE that halved PostgreSQL's CPU per save (docs/performance.md, seventeenth
 * round). Only registered texts are named, and a registered text must name its columns: a prepared `select *` or
 * `returning *` fails with "cached plan must not change result type" once another instance's migration adds a
 * column, while a named column list keeps working.
 */
const names = new Map<string, string>();

const STAR_COLUMNS = /\b(select|returning)\s+\*/i;

export const prepareOnPostgres = (text: string): void => {
  if (names.has(text)) return;
  if (STAR_COLUMNS.test(text)) throw new Error(`a prepared statement names its columns, not *: ${text}`);
  names.set(text, `portal_${names.size + 1}`);
};

type Query = (config: unknown, values?: unknown, callback?: unknown) => unknown;

/** Gives each new pool connection's calls of a registered text (Kysely calls `query(text, parameters)`) its name. */
export const nameRegisteredStatements = (client: pg.PoolClient): void => {
  const query = client.query.bind(client) as Query;
  const namedQuery: Query = (config, values, callback) => {
    const name = typeof config === 'string' && Array.isArray(values) && callback === undefined ? names.get(config) : undefined;
    return name ? query({ name, text: config, values }) : query(config, values, callback);
  };
  Object.assign(client, { query: namedQuery });
};
