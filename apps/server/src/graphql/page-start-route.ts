import type { FastifyInstance } from 'fastify';
import { OPERATIONS } from '@portal/shared/graphql/operations';
import type { PrivacyStatus } from '@portal/shared/privacy/privacy';
import type { PublicConfig } from '@portal/shared/public-config';
import {
  PAGE_START_QUERIES,
  PAGE_START_PATH,
  PAGE_START_QUERIES_REFUSED,
  type PageStartAnswers,
  type PageStartQuery,
  type PageStartUser,
} from '@portal/shared/web/server-paths';
import { authHeadersOf } from '../auth/auth-headers.ts';
import { AppError } from '../http/errors.ts';
import { createContext } from './context.ts';

const isPageStartQuery = (name: string): name is PageStartQuery => (PAGE_START_QUERIES as readonly string[]).includes(name);

/** `queries=Viewer,MyApplication`: names of PAGE_START_QUERIES, each once, in the order asked; none when not given. */
export const pageStartQueriesOf = (value: unknown): PageStartQuery[] => {
  if (value === undefined) return [];
  const names = typeof value === 'string' ? value.split(',') : [];
  if (names.length === 0 || !names.every(isPageStartQuery) || new Set(names).size !== names.length) {
    throw new AppError('BAD_REQUEST', { message: PAGE_START_QUERIES_REFUSED });
  }
  return names;
};

/** The page-start answer's parts that later layers own: given by the app when it mounts the route (graphql/plugin.ts). */
export interface PageStartParts {
  /** What GET PUBLIC_CONFIG_PATH answers now. */
  publicConfig: () => Promise<PublicConfig>;
  /** What GET PRIVACY_PATHS.status answers this founder. */
  privacyStatus: (user: PageStartUser) => Promise<PrivacyStatus>;
}

/**
 * GET PAGE_START_PATH: what a page shows first, in one GET that the page's HTML can preload. The session is read as
 * GET /api/auth/get-session reads it (and its refreshed cookie is sent the same way); the operations are the app's own
 * read-only ones, run as POST /graphql runs them for the same session: only these, never a mutation, and no document
 * from the request. A foreign site cannot read the answer (no CORS grant; JSON with nosniff) nor send the session
 * cookie with it (SameSite=Lax).
 */
export const registerPageStartRoute = (scope: FastifyInstance, app: FastifyInstance, parts: PageStartParts): void => {
  const contextOf = createContext(app);
  scope.get(PAGE_START_PATH, async (request, reply): Promise<PageStartAnswers> => {
    const queries = pageStartQueriesOf((request.query as Record<string, unknown> | undefined)?.queries);
    const { headers, response: session } = await app.auth.api.getSession({
      headers: authHeadersOf(request),
      returnHeaders: true,
    });
    const cookies = headers.getSetCookie();
    if (cookies.length > 0) reply.header('set-cookie', cookies);
    const config = await parts.publicConfig();
    if (!session) return { config, user: null, privacyStatus: null, answers: {} };
    const { id, name, email, role } = session.user as PageStartUser;
    const user: PageStartUser = { id, name, email, ...(typeof role === 'string' ? { role } : {}) };
    const context = contextOf(request);
    const answers: PageStartAnswers['answers'] = {};
    for (const query of queries) answers[query] = await reply.graphql(OPERATIONS[query], { ...context }, {}, query);
    // An operation's own error (as POST /graphql answers it) is in its answer; the request itself succeeded.
    reply.code(200);
    return { config, user, privacyStatus: await parts.privacyStatus(user), answers };
  });
};
