import { API_REQUEST_TIMEOUT_MS } from '@portal/shared/limits';
import { pageStartUrl, type PageStartAnswers, type PageStartQuery } from '@portal/shared/web/server-paths';
import { trackRequest } from './requests-in-flight.ts';

/** The parts of the answer the page's modules take: each once (its later reads ask its own address). */
export type PageStartPart = 'config' | 'user' | 'privacyStatus' | 'answers';

let asked: Promise<PageStartAnswers> | undefined;
const taken = new Set<PageStartPart>();

/**
 * Asks, once per page, for everything the page shows first: the address its HTML preloaded (scripts/page-preloads-plugin.ts
 * names it for the page's operations, app/page-addresses.ts), so the browser hands the preloaded answer over instead of
 * asking again.
 */
export const askPageStart = (queries: readonly PageStartQuery[]): void => {
  asked ??= trackRequest(
    fetch(pageStartUrl(queries), {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(API_REQUEST_TIMEOUT_MS),
    }),
  ).then(async (response) => {
    if (!response.ok) throw new Error(`the page's first answers: HTTP ${response.status}`);
    return (await response.json()) as PageStartAnswers;
  });
  asked.catch(() => undefined); // a failure is for the part that takes the answer to see, not an unhandled rejection
};

/**
 * The page-start answer for the module that reads `part` first on this page; undefined for every later read, and when
 * the page did not ask (each then asks its own address, as it does when the answer fails).
 */
export const takePageStart = (part: PageStartPart): Promise<PageStartAnswers> | undefined => {
  if (!asked || taken.has(part)) return undefined;
  taken.add(part);
  return asked;
};
