import type { FastifyInstance } from 'fastify';
import { OPERATIONS } from '@portal/shared/graphql/operations';
import {
  PAGE_START_QUERIES,
  PAGE_START_QUERIES_PATH,
  PAGE_START_QUERIES_REFUSED,
  type PageStartAnswers,
  type PageStartQuery,
} from '@portal/shared/web/server-paths';
import { AppError } from '../http/errors.ts';
import { createContext } from './context.ts';

const isPageStartQuery = (name: string): name is PageStartQuery => (PAGE_START_QUERIES as readonly string[]).includes(name);

/** `queries=Viewer,MyApplication`: names of PAGE_START_QUERIES, each once, in the order asked. */
export const pageStartQueriesOf = (value: unknown): PageStartQuery[] => {
  const names = typeof value === 'string' ? value.split(',') : [];
  if (names.length === 0 || !names.every(isPageStartQuery) || new Set(names).size !== names.length) {
    throw new AppError('BAD_REQUEST', { message: PAGE_START_QUERIES_REFUSED });
  }
  return names;
};

/**
 * GET PAGE_START_QUERIES_PATH: the app's own read-only operations that a signed-in page shows first, run as POST
 * /graphql runs them for the same session, in one GET that the page's HTML can preload. Only these queries, never a
 * mutation, and no document from the request. A foreign site cannot read the answer (no CORS grant; JSON with
 * nosniff) nor send the session cookie with it (SameSite=Lax).
 */
export const registerPageStartRoute = (scope: FastifyInstance, app: FastifyInstance): void => {
  const contextOf = createContext(app);
  scope.get(PAGE_START_QUERIES_PATH, async (request, reply): Promise<PageStartAnswers> => {
    const context = contextOf(request);
    const user = await context.viewer();
    if (!user) throw new AppError('UNAUTHENTICATED');
    const queries = pageStartQueriesOf((request.query as Record<string, unknown> | undefined)?.queries);
    const answers: PageStartAnswers['answers'] = {};
    for (const name of queries) answers[name] = await reply.graphql(OPERATIONS[name], { ...context }, {}, name);
    // An operation's own error (as POST /graphql answers it) is in its answer; the request itself succeeded.
    reply.code(200);
    return { userId: user.id, answers };
  });
};
