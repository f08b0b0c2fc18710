import type { OperationName } from '@portal/shared/operations';
import { PAGE_START_ANSWER_MAX_AGE_MS } from '@portal/shared/limits';
import { graphqlRequest, type ResultOf, type VariablesOf } from './graphql.ts';

/** Operations asked for with no variables: the ones a page can ask for before its own code has run. */
export type QueryWithoutVariables = { [N in OperationName]: Record<string, never> extends VariablesOf<N> ? N : never }[OperationName];

interface EarlyAnswer {
  userId: string;
  askedAt: number;
  answer: Promise<unknown>;
}

const waiting = new Map<OperationName, EarlyAnswer>();

/**
 * Asks for the answers a signed-in page shows first as soon as the page's first session check names the founder,
 * instead of once the page's own code has run: on a slow link that code arrives last, and each answer then cost
 * another round trip after it (app/page-addresses.ts says which page shows which).
 */
export const startPageQueries = (operations: readonly QueryWithoutVariables[], userId: string): void => {
  waiting.clear();
  for (const operation of operations) {
    const answer = graphqlRequest(operation, {});
    answer.catch(() => undefined); // a failure is for the query that takes the answer to see, not an unhandled rejection
    waiting.set(operation, { userId, askedAt: Date.now(), answer });
  }
};

/**
 * The early answer to `operation` for this founder, or else `ask()`: each early answer is taken once, only by the
 * same founder and within PAGE_START_ANSWER_MAX_AGE_MS of being asked for (a page reached later by a link asks
 * itself), and a failed one is asked for again (the query's own retries and errors then apply).
 */
export const pageStartAnswerOr = <N extends QueryWithoutVariables>(operation: N, userId: string | undefined, ask: () => Promise<ResultOf<N>>): Promise<ResultOf<N>> => {
  const early = waiting.get(operation);
  waiting.delete(operation);
  if (!early || early.userId !== userId || Date.now() - early.askedAt > PAGE_START_ANSWER_MAX_AGE_MS) return ask();
  return (early.answer as Promise<ResultOf<N>>).catch(ask);
};
