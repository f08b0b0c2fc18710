import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { sessionUserOf, type SessionUser } from '../auth/session.ts';
import { bearerTokenOf, bearerUserOf } from '../auth/bearer-user.ts';
import type { Database } from '../db/types.ts';
import { AppError } from '../http/errors.ts';

export interface GraphQLContext {
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  /** The signed-in user, looked up once and only when a resolver asks. */
  viewer: () => Promise<SessionUser | null>;
  /** The portal itself: configuration, mailer and webhook queue for the console's resolvers. */
  app: FastifyInstance;
}

export const createContext =
  (app: FastifyInstance) =>
  (request: FastifyRequest): GraphQLContext => {
    let lookup: Promise<SessionUser | null> | undefined;
    return {
      db: app.database.db,
      log: request.log,
      app,
      // A script's `Authorization: Bearer` (personal access token or JWT) wins over the cookie; a bad one is nobody.
      viewer: () => {
        const token = bearerTokenOf(request);
        return (lookup ??= token ? bearerUserOf(app.auth, token) : sessionUserOf(app.auth, request));
      },
    };
  };

export const requireViewer = async (context: GraphQLContext): Promise<SessionUser> => {
  const user = await context.viewer();
  if (!user) throw new AppError('UNAUTHENTICATED');
  return user;
};
