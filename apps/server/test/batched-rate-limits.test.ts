import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { TEST_DIALECTS, createTestApp } from './helper.ts';
import { appPerSuite } from './suite-app.ts';
import { databaseRateLimitStorage } from '../src/auth/rate-limit-storage.ts';

/**
 * On PostgreSQL, rate-limit requests that arrive together are counted in one call (src/auth/batched-rate-limits.ts).
 * Each must still get what its own statement would have given it under Better Auth's rule: allowed while the address
 * has no row, its window has passed (the count starts again) or its count is below the maximum; refused otherwise,
 * with the seconds left, and a refused request changes nothing.
 */
describe.runIf(TEST_DIALECTS.includes('postgres'))('rate-limit requests arriving together on PostgreSQL', () => {
  const t = appPerSuite(() => createTestApp('postgres'));
  const storage = () => databaseRateLimitStorage(t.app.database.db, 'postgres', 60);
  const rule = { window: 60, max: 10 };
  const rowOf = async (key: string) =>
    (await sql<{ count: number; lastRequest: string; xmin: string }>`select "count", "lastRequest", xmin::text as xmin from "rateLimit" where "key" = ${key}`.execute(t.app.database.db)).rows[0];

  it('allows exactly the maximum of many requests from one address at once and refuses the rest with the seconds left', async () => {
    const consume = storage().consume;
    const key = `203.0.113.7${randomUUID()}/sign-in/email`;
    const decisions = await Promise.all(Array.from({ length: 40 }, () => consume(key, rule)));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(10);
    for (const refused of decisions.filter((d) => !d.allowed)) {
      expect(refused.retryAfter).toBeGreaterThan(0);
      expect(refused.retryAfter).toBeLessThanOrEqual(rule.window);
    }
    expect((await rowOf(key))?.count).toBe(10);
  });

  it('counts many addresses at once in fewer transactions than requests, each on its own count', async () => {
    const consume = storage().consume;
    const keys = Array.from({ length: 24 }, (_, i) => `198.51.100.${i}${randomUUID()}/sign-in/email`);
    const first = keys.slice(0, 4);
    // The first four addresses already have 9 of their 10.
    for (const key of first) for (let n = 0; n < 9; n++) expect((await consume(key, rule)).allowed).toBe(true);
    const decisions = await Promise.all(keys.flatMap((key) => [consume(key, rule), consume(key, rule)]));
    decisions.forEach((decision, n) => expect(decision.allowed).toBe(!first.includes(keys[Math.floor(n / 2)]!) || n % 2 === 0));
    for (const key of keys) expect((await rowOf(key))?.count).toBe(first.includes(key) ? 10 : 2);
    const transactions = new Set(await Promise.all(keys.map(async (key) => (await rowOf(key))!.xmin)));
    expect(transactions.size).toBeLessThan(keys.length);
  });

  it('gives an address a whole new allowance once its window has passed, and a refused request moves nothing', async () => {
    const consume = storage().consume;
    const key = `192.0.2.1${randomUUID()}/sign-in/email`;
    const short = { window: 1, max: 3 };
    expect((await Promise.all(Array.from({ length: 5 }, () => consume(key, short)))).map((d) => d.allowed)).toEqual([true, true, true, false, false]);
    const full = await rowOf(key);
    expect((await consume(key, short)).allowed).toBe(false);
    expect(await rowOf(key)).toMatchObject({ count: full!.count, lastRequest: full!.lastRequest });
    await sql`update "rateLimit" set "lastRequest" = "lastRequest" - 1000 where "key" = ${key}`.execute(t.app.database.db);
    expect((await Promise.all(Array.from({ length: 5 }, () => consume(key, short)))).map((d) => d.allowed)).toEqual([true, true, true, false, false]);
    expect((await rowOf(key))?.count).toBe(3);
  });

  it('counts each request on its own, with the same answers, when the batch call is missing', async () => {
    const db = t.app.database.db;
    await sql`alter function "portal_consume_rate_limits"(json, bigint, integer) rename to "portal_consume_rate_limits_away"`.execute(db);
    try {
      const key = `192.0.2.9${randomUUID()}/sign-in/email`;
      const consume = storage().consume;
      const decisions = await Promise.all(Array.from({ length: 14 }, () => consume(key, rule)));
      expect(decisions.filter((d) => d.allowed)).toHaveLength(10);
      expect((await rowOf(key))?.count).toBe(10);
    } finally {
      await sql`alter function "portal_consume_rate_limits_away"(json, bigint, integer) rename to "portal_consume_rate_limits"`.execute(db);
    }
  });
});
