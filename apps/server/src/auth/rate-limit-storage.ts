import { randomUUID } from 'node:crypto';
import { sql, type CompiledQuery, type Kysely } from 'kysely';
import type { Database } from '../db/types.ts';

export type Rule = { window: number; max: number };
export type Decision = { allowed: boolean; retryAfter: number | null };

/**
 * The upsert that decides and counts one request: a row `count` when allowed, no row when refused. Its parameters,
 * in order, are `upsertParameters`'s. Shared with the sign-in's one statement on PostgreSQL (sign-in-statement.ts).
 */
export const rateLimitUpsert = () =>
  sql<{ count: number }>`insert into "rateLimit" ("id", "key", "count", "lastRequest") values (${''}, ${''}, 1, ${0})
    on conflict ("key") do update set
      "count" = case when excluded."lastRequest" - "rateLimit"."lastRequest" >= ${0} then 1 else "rateLimit"."count" + 1 end,
      "lastRequest" = excluded."lastRequest"
    where excluded."lastRequest" - "rateLimit"."lastRequest" >= ${0} or "rateLimit"."count" < ${0}
    returning "count"`;

export const upsertParameters = (key: string, rule: Rule, now: number): unknown[] => {
  const windowMs = rule.window * 1000;
  return [randomUUID(), key, now, windowMs, windowMs, rule.max];
};

/**
 * Better Auth's rate-limit rows in one statement per request instead of its database storage's read, then write
 * through its adapter. The same table and the same rule as Better Auth's
 * (`node_modules/better-auth/dist/api/rate-limiter/index.mjs`): a request is allowed when the address has no row,
 * when its last allowed request is a whole window ago (the count starts again at 1), or while the count is below
 * the maximum; each allowed request moves `lastRequest` to now; a refused one changes nothing. The upsert decides
 * and counts in one atomic step, so two instances on one database share the limits as before.
 *
 * `db` may be the handle that does not wait for the WAL's fsync (DatabaseHandle.unsyncedDb): a power cut that
 * loses the last counts gives an address at most those few attempts again; every instance sees a commit at once.
 */
export const databaseRateLimitStorage = (db: Kysely<Database>, longestWindowSeconds: number) => {
  // Compiled once: each request only swaps the parameters (building the query cost more than running it).
  const consume = rateLimitUpsert().compile(db);
  const lastRequestOf = sql<{ lastRequest: number | string }>`select "lastRequest" from "rateLimit" where "key" = ${''}`.compile(
    db,
  );
  const prune = sql`delete from "rateLimit" where "lastRequest" < ${0}`.compile(db);
  const run = <R>(query: CompiledQuery<R>, parameters: unknown[]) => db.executeQuery<R>({ ...query, parameters });
  let prunedAt = 0;

  /** After an allowed request: rows no window can still count go (Better Auth prunes them too), at most once a minute per process. */
  const pruneNowAndThen = (now: number) => {
    if (now - prunedAt <= 60_000) return;
    prunedAt = now;
    run(prune, [now - longestWindowSeconds * 1000]).catch(() => {});
  };
  /** A refused request: when the address may try again. */
  const refusal = async (key: string, rule: Rule, now: number): Promise<Decision> => {
    const row = (await run(lastRequestOf, [key])).rows[0];
    const lastRequest = Number(row?.lastRequest ?? now);
    return { allowed: false, retryAfter: Math.max(1, Math.ceil((lastRequest + rule.window * 1000 - now) / 1000)) };
  };
  /** The decision of a request the upsert has counted (`allowed`) or refused, as Better Auth's storage answers. */
  const decided = async (allowed: boolean, key: string, rule: Rule, now: number): Promise<Decision> => {
    if (!allowed) return refusal(key, rule, now);
    pruneNowAndThen(now);
    return { allowed: true, retryAfter: null };
  };

  return {
    consume: async (key: string, rule: Rule): Promise<Decision> => {
      const now = Date.now();
      const { rows } = await run(consume, upsertParameters(key, rule, now));
      return decided(rows.length > 0, key, rule, now);
    },
    decided,
    /** The handle its rows are written through: the sign-in's one statement counts on it too (sign-in-statement.ts). */
    db,
  };
};

export type RateLimitStorage = ReturnType<typeof databaseRateLimitStorage>;
