import { AsyncLocalStorage } from 'node:async_hooks';
import { DefaultQueryExecutor, type CompiledQuery } from 'kysely';

type ExecuteQuery = (this: unknown, query: CompiledQuery, ...rest: unknown[]) => Promise<unknown>;

const scope = new AsyncLocalStorage<string[]>();
// Every Kysely executor (the app's handles, their transactions, Better Auth's adapter) inherits this method.
const base = Object.getPrototypeOf(DefaultQueryExecutor.prototype) as { executeQuery: ExecuteQuery };
const original = base.executeQuery;
base.executeQuery = function (this: unknown, query: CompiledQuery, ...rest: unknown[]) {
  scope.getStore()?.push(query.sql);
  return original.call(this, query, ...rest);
};

/**
 * The SQL of every query `work` causes, in order: its own and those of anything it starts (attributed through
 * AsyncLocalStorage, so queries of other requests or background timers running meanwhile are not counted).
 */
export const queriesOf = async <T>(work: () => Promise<T>): Promise<{ result: T; queries: string[] }> => {
  const queries: string[] = [];
  // Awaited inside the scope: app.inject's answer is a thenable that only starts the request when awaited.
  const result = await scope.run(queries, async () => await work());
  return { result, queries };
};

/** The tables a query names (after from, into, update, join), for readable comparisons. */
export const tablesOf = (sql: string): string[] =>
  [...sql.matchAll(/\b(?:from|into|update|join)\s+"(\w+)"/gi)].map((match) => match[1]!);
