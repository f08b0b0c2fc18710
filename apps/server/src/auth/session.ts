import type { FastifyRequest } from 'fastify';
import type { Auth } from './auth.ts';
import { authHeadersOf } from './routes.ts';

export interface SessionUser {
  id: string;
  name: string;
  email: string;
}

/** The signed-in user of this request, or null. */
export const sessionUserOf = async (auth: Auth, request: FastifyRequest): Promise<SessionUser | null> => {
  const session = await auth.api.getSession({ headers: authHeadersOf(request) });
  if (!session) return null;
  return { id: session.user.id, name: session.user.name, email: session.user.email };
};
