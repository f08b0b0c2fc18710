import type { FastifyRequest } from 'fastify';
import { SESSION_RECHECK_SECONDS } from '@portal/shared/account/account-security';

/**
 * Sessions this process has checked in the last few seconds, keyed by the signed session cookie, so a burst of
 * saves pays for one session lookup instead of one each (docs/performance.md). A session ended elsewhere stops
 * working within SESSION_RECHECK_SECONDS; any account change through this process (sign-out, revocation, password
 * or role change) empties the cache before its answer is sent (auth/routes.ts), so those take effect at once here.
 */
export interface SessionCache<T> {
  /** The cached user for this request's session cookie, or a lookup whose result is kept for the next requests. */
  get: (request: FastifyRequest, lookup: () => Promise<{ value: T; expiresAt: Date } | null>) => Promise<T | null>;
  forgetAll: () => void;
}

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?portal\.session_token=([^;]+)/;
const MAX_ENTRIES = 10_000;

export const createSessionCache = <T>(maxAgeMs = SESSION_RECHECK_SECONDS * 1000): SessionCache<T> => {
  const entries = new Map<string, { value: T; until: number }>();
  // A lookup that started before a forgetAll() must not put back what was forgotten.
  let generation = 0;
  return {
    get: async (request, lookup) => {
      const key = request.headers.cookie?.match(SESSION_COOKIE)?.[1];
      if (!key) return (await lookup())?.value ?? null;
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.until > now) return hit.value;
      if (hit) entries.delete(key);
      const startedIn = generation;
      const found = await lookup();
      if (!found) return null;
      if (startedIn === generation) {
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
        entries.set(key, { value: found.value, until: Math.min(now + maxAgeMs, found.expiresAt.getTime()) });
      }
      return found.value;
    },
    forgetAll: () => {
      generation++;
      entries.clear();
    },
  };
};
