import type { FastifyRequest } from 'fastify';
import type { Auth } from './auth.ts';
import { authHeadersOf } from './auth-headers.ts';
import { createSessionCache, type SessionCache } from './session-cache.ts';
import { roleOf, type Role } from '@portal/shared/review/review';

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  /** reviewer or admin work in the console; absent or applicant: a founder. */
  role?: Role;
}

const caches = new WeakMap<Auth, SessionCache<SessionUser>>();
const cacheOf = (auth: Auth): SessionCache<SessionUser> => {
  let cache = caches.get(auth);
  if (!cache) caches.set(auth, (cache = createSessionCache<SessionUser>()));
  return cache;
};

/** Every session this process remembers is checked again on its next use (after any account change). */
export const forgetCheckedSessions = (auth: Auth): void => cacheOf(auth).forgetAll();

/** The signed-in user of this request, or null. */
export const sessionUserOf = (auth: Auth, request: FastifyRequest): Promise<SessionUser | null> =>
  cacheOf(auth).get(request, async () => {
    const session = await auth.api.getSession({ headers: authHeadersOf(request) });
    if (!session) return null;
    const user = { id: session.user.id, name: session.user.name, email: session.user.email, role: roleOf(session.user.role) };
    return { value: user, expiresAt: new Date(session.session.expiresAt) };
  });
