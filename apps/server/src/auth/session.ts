import type { FastifyRequest } from 'fastify';
import type { Auth } from './auth.ts';
import { authHeadersOf } from './routes.ts';
import { roleOf, type Role } from '@portal/shared/review';

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  /** reviewer or admin work in the console (issue 6); absent or applicant: a founder. */
  role?: Role;
}

/** The signed-in user of this request, or null. */
export const sessionUserOf = async (auth: Auth, request: FastifyRequest): Promise<SessionUser | null> => {
  const session = await auth.api.getSession({ headers: authHeadersOf(request) });
  if (!session) return null;
  return { id: session.user.id, name: session.user.name, email: session.user.email, role: roleOf(session.user.role) };
};
