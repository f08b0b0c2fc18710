import { createHash } from 'node:crypto';
import type pg from 'pg';
import type { PostgresPool } from 'kysely';

/**
 * PostgreSQL parses and plans a statement on every execution unless it is named: the server keeps a named
 * statement per connection and then only binds and runs it. The app sends a small, fixed set of SQL texts
 * (Kysely compiles each query to the same text every time), so every statement with parameters is sent with a
 * name derived from its text. Statements without parameters (migrations' DDL, several statements in one text)
 * stay on the simple protocol, as before.
 */
const MAX_NAMES = 2_000;

export const withNamedStatements = (pool: pg.Pool): PostgresPool => {
  const names = new Map<string, string>();
  const nameOf = (text: string): string => {
    let name = names.get(text);
    if (!name) {
      name = `k${createHash('sha1').update(text).digest('hex')}`;
      if (names.size >= MAX_NAMES) names.delete(names.keys().next().value!);
      names.set(text, name);
    }
    return name;
  };
  // One wrapper per pooled client, so Kysely sees the same client object each time it is handed out.
  const wrappers = new WeakMap<pg.PoolClient, pg.PoolClient>();
  const wrap = (client: pg.PoolClient): pg.PoolClient =>
    new Proxy(client, {
        get: (target, property) => {
          if (property === 'query') {
            return (text: unknown, values?: unknown) =>
              typeof text === 'string' && Array.isArray(values) && values.length > 0
                ? target.query({ name: nameOf(text), text, values })
                : (target.query as (...args: unknown[]) => unknown)(text, values);
          }
          const value = Reflect.get(target, property, target);
          return typeof value === 'function' ? value.bind(target) : value;
        },
      });
  return Object.assign(
    {
      connect: async () => {
        const client = await pool.connect();
        let wrapped = wrappers.get(client);
        if (!wrapped) wrappers.set(client, (wrapped = wrap(client)));
        return wrapped;
      },
      end: () => pool.end(),
      options: pool.options,
    },
    // Kysely cancels a query through a separate client of the pool's class.
    { Client: (pool as unknown as Pick<PostgresPool, 'Client'>).Client },
  );
};
