import { randomUUID } from 'node:crypto';
import { CompiledQuery, type Kysely } from 'kysely';
import type { Database } from '../db/types.ts';
import { prepareOnPostgres } from '../db/prepared-statements.ts';

export type Rule = { window: number; max: number };
/** Better Auth's answer to a rate-limit request; `lastRequest` is set only when refused (for the seconds to wait). */
export type Counted = { allowed: boolean; lastRequest: number | null };

interface Waiting {
  key: string;
  now: number;
  resolve: (counted: Counted) => void;
  reject: (error: unknown) => void;
}

/** Requests in one call at most; a request waits for at most one call of others before its own is sent. */
const MAX_BATCH = 64;

const CALL = 'select "i", "allowed", "last_request" from "portal_consume_rate_limits"($1::json, $2, $3)';

/**
 * Rate-limit requests that arrive together on PostgreSQL, counted in one call of the database's
 * `portal_consume_rate_limits` (db/migrations/013-rate-limit-batches.ts) instead of one statement each: while one call
 * of a rule is out, the requests of that rule that arrive wait and then go together, so each pays a share of one round
 * trip and one commit (docs/performance.md, twenty-eighth round). A request alone goes at once. The function runs each
 * request's own upsert in the order they came, so requests of one address (many founders behind one mobile network's
 * address) are counted one by one, exactly as their own statements would be. If a call fails, each of its requests is
 * counted again on its own through `single`.
 */
export const rateLimitBatcher = (db: Kysely<Database>, single: (key: string, rule: Rule, now: number) => Promise<Counted>) => {
  prepareOnPostgres(CALL);
  const lanes = new Map<string, { rule: Rule; waiting: Waiting[]; busy: boolean }>();

  const send = async (lane: { rule: Rule; waiting: Waiting[]; busy: boolean }): Promise<void> => {
    const taken = lane.waiting.splice(0, MAX_BATCH);
    lane.busy = true;
    try {
      const requests = taken.map(({ key, now }, i) => ({ i, id: randomUUID(), key, now }));
      let rows: { i: number; allowed: boolean; last_request: string | number | null }[] | undefined;
      try {
        rows = (await db.executeQuery<NonNullable<typeof rows>[number]>(CompiledQuery.raw(CALL, [JSON.stringify(requests), lane.rule.window * 1000, lane.rule.max]))).rows;
      } catch {
        rows = undefined;
      }
      if (rows && rows.length === taken.length) {
        for (const row of rows) taken[row.i]!.resolve({ allowed: row.allowed, lastRequest: row.last_request === null ? null : Number(row.last_request) });
      } else {
        await Promise.all(taken.map((waiting) => single(waiting.key, lane.rule, waiting.now).then(waiting.resolve, waiting.reject)));
      }
    } finally {
      lane.busy = false;
      if (lane.waiting.length > 0) void send(lane);
    }
  };

  return (key: string, rule: Rule, now: number): Promise<Counted> => {
    const laneKey = `${rule.window}|${rule.max}`;
    let lane = lanes.get(laneKey);
    if (!lane) lanes.set(laneKey, (lane = { rule, waiting: [], busy: false }));
    const own = lane;
    return new Promise((resolve, reject) => {
      own.waiting.push({ key, now, resolve, reject });
      if (!own.busy) void send(own);
    });
  };
};
