import type { OperationName } from '@portal/shared/graphql/operations';
import { PAGE_START_ANSWER_MAX_AGE_MS } from '@portal/shared/limits';
import type { PageStartQuery } from '@portal/shared/web/server-paths';
import { dataOf, type GraphqlResponse, type ResultOf, type VariablesOf } from './graphql.ts';
import { takePageStart } from './page-start-answer.ts';

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
 * Takes the answers a signed-in page shows first from the page-start answer (lib/page-start-answer.ts) once the
 * page's first session check names the founder: asked for as the page's HTML arrived, instead of once the page's own
 * code has run; on a slow link that code arrives last, and each answer then cost another round trip after it
 * (app/page-addresses.ts says which page shows which). Answers for another founder than the session check named (a
 * sign-in elsewhere in between) are refused.
 */
export const startPageQueries = (queries: readonly PageStartQuery[], userId: string): void => {
  waiting.clear();
  const early = takePageStart('answers');
  if (!early || queries.length === 0) return;
  const all = early.then((answer) => {
    if (answer.user?.id !== userId) throw new Error("the page's first answers are another founder's");
    return answer.answers;
  });
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
