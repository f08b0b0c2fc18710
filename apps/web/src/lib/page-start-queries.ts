import type { OperationName } from '@portal/shared/graphql/operations';
import { API_REQUEST_TIMEOUT_MS, PAGE_START_ANSWER_MAX_AGE_MS } from '@portal/shared/limits';
import { pageStartQueriesUrl, type PageStartAnswers, type PageStartQuery } from '@portal/shared/web/server-paths';
import { dataOf, type GraphqlResponse, type ResultOf, type VariablesOf } from './graphql.ts';
import { trackRequest } from './requests-in-flight.ts';

/** Operations asked for with no variables: the ones a page can ask for before its own code has run. */
export type QueryWithoutVariables = {
  [N in OperationName]: Record<string, never> extends VariablesOf<N> ? N : never;
}[OperationName];

interface EarlyAnswer {
  userId: string;
  askedAt: number;
  answer: Promise<unknown>;
}

const waiting = new Map<OperationName, EarlyAnswer>();

/**
 * All of them in one GET, the one a signed-in page's HTML preloads (apps/web/scripts/page-preloads-plugin.ts): the
 * browser hands over the preloaded answer instead of asking again. Answers for another founder than the session
 * check named (a sign-in elsewhere in between) are refused.
 */
const fetchPageStartAnswers = async (
  queries: readonly PageStartQuery[],
  userId: string,
): Promise<PageStartAnswers['answers']> => {
  const response = await trackRequest(
    fetch(pageStartQueriesUrl(queries), {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(API_REQUEST_TIMEOUT_MS),
    }),
  );
  if (!response.ok) throw new Error(`the page's first answers: HTTP ${response.status}`);
  const body = (await response.json()) as PageStartAnswers;
  if (body.userId !== userId) throw new Error("the page's first answers are another founder's");
  return body.answers;
};

/**
 * Asks for the answers a signed-in page shows first as soon as the page's first session check names the founder,
 * instead of once the page's own code has run: on a slow link that code arrives last, and each answer then cost
 * another round trip after it (app/page-addresses.ts says which page shows which).
 */
export const startPageQueries = (queries: readonly PageStartQuery[], userId: string): void => {
  waiting.clear();
  if (queries.length === 0) return;
  const all = fetchPageStartAnswers(queries, userId);
  for (const query of queries) {
    const answer = all.then((answers) => dataOf(answers[query] as GraphqlResponse<unknown>));
    answer.catch(() => undefined); // a failure is for the query that takes the answer to see, not an unhandled rejection
    waiting.set(query, { userId, askedAt: Date.now(), answer });
  }
};

/**
 * The early answer to `operation` for this founder, or else `ask()`: each early answer is taken once, only by the
 * same founder and within PAGE_START_ANSWER_MAX_AGE_MS of being asked for (a page reached later by a link asks
 * itself), and a failed one is asked for again (the query's own retries and errors then apply). `askedAt` hears when
 * the early answer taken was asked for (Date.now() ms), for a caller that keeps the time its answer was read.
 */
export const pageStartAnswerOr = <N extends QueryWithoutVariables>(
  operation: N,
  userId: string | undefined,
  ask: () => Promise<ResultOf<N>>,
  askedAt?: (at: number) => void,
): Promise<ResultOf<N>> => {
  const early = waiting.get(operation);
  waiting.delete(operation);
  if (!early || early.userId !== userId || Date.now() - early.askedAt > PAGE_START_ANSWER_MAX_AGE_MS) return ask();
  askedAt?.(early.askedAt);
  return (early.answer as Promise<ResultOf<N>>).catch(ask);
};
