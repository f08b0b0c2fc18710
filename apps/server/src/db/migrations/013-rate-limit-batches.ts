import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../types.ts';

/**
 * On PostgreSQL, the rate-limit requests that arrive together are counted in one call (auth/batched-rate-limits.ts).
 * For each request, in order of key and then of arrival, the function runs the one-row upsert of
 * auth/rate-limit-storage.ts with Better Auth's rule, so each is decided exactly as its own statement would decide it;
 * keys in the same order in every call keep two instances from waiting on each other's rows. Each refused request
 * gets its row's `lastRequest`, for the seconds it must wait.
 *
 * The counts commit without waiting for the WAL's fsync, as they do on SQLite (db/connect.ts, unsyncedDb): a power
 * cut that loses the last counts gives an address at most those few attempts again.
 */
export const up = async (db: Kysely<unknown>, dialect: Dialect): Promise<void> => {
  if (dialect !== 'postgres') return;
  await sql`
    create function "portal_consume_rate_limits"(requests json, window_ms bigint, max_count integer)
    returns table ("i" integer, "allowed" boolean, "last_request" bigint)
    language plpgsql as $$
    declare
      request record;
    begin
      perform set_config('synchronous_commit', 'off', true);
      for request in
        select r."i", r."id", r."key", r."now" from json_to_recordset(requests) as r("i" integer, "id" text, "key" text, "now" bigint)
        order by r."key", r."i"
      loop
        insert into "rateLimit" as l ("id", "key", "count", "lastRequest") values (request."id", request."key", 1, request."now")
        on conflict ("key") do update set
          "count" = case when excluded."lastRequest" - l."lastRequest" >= window_ms then 1 else l."count" + 1 end,
          "lastRequest" = excluded."lastRequest"
        where excluded."lastRequest" - l."lastRequest" >= window_ms or l."count" < max_count;
        "i" := request."i";
        "allowed" := found;
        "last_request" := null;
        if not found then
          select l."lastRequest" into "last_request" from "rateLimit" as l where l."key" = request."key";
        end if;
        return next;
      end loop;
    end
    $$
  `.execute(db);
};
