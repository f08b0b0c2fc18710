import type { FastifyRequest } from 'fastify';
import type { Auth } from './auth.ts';
import type { SessionUser } from './session.ts';

/** The token of an `Authorization: Bearer …` header, or undefined when there is none. */
export const bearerTokenOf = (request: FastifyRequest): string | undefined => {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S{1,8192})$/i.exec(header.trim());
  return match?.[1];
};

/** The two server-only endpoints used here (the plugin list is built dynamically, so auth.api does not type them). */
interface BearerApi {
  verifyJWT: (input: { body: { token: string } }) => Promise<{ payload: Record<string, unknown> | null } | null>;
  verifyApiKey: (input: {
    body: { key: string };
  }) => Promise<{ valid: boolean; key: { referenceId: string; expiresAt: Date | string | null } | null }>;
}

const looksLikeJwt = (token: string) => token.split('.').length === 3;

/**
 * The user behind a bearer token: a personal access token (api-key plugin: hashed, expiring, revocable) or a
 * short-lived JWT from /api/auth/token (jwt plugin) whose session is still active, so signing that session out
 * also ends its JWTs. Anything else, expired or revoked: null.
 */
export const bearerUserOf = async (auth: Auth, token: string): Promise<SessionUser | null> => {
  const context = await auth.$context;
  const api = auth.api as unknown as BearerApi;
  let userId: string;
  if (looksLikeJwt(token)) {
    const verified = await api.verifyJWT({ body: { token } }).catch(() => null);
    const payload = verified?.payload as { sub?: unknown; sid?: unknown } | null | undefined;
    if (!payload || typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
    const session = await context.adapter.findOne<{ userId: string; expiresAt: Date }>({
      model: 'session',
      where: [{ field: 'id', value: payload.sid }],
    });
    if (!session || session.userId !== payload.sub || new Date(session.expiresAt) <= new Date()) return null;
    userId = payload.sub;
  } else {
    const result = await api.verifyApiKey({ body: { key: token } }).catch(() => null);
    // Every token expires (personal-token-rules.ts); one stored without an expiry dates from before that rule.
    if (!result?.valid || !result.key?.expiresAt) return null;
    userId = result.key.referenceId;
  }
  const user = await context.internalAdapter.findUserById(userId);
  return user ? { id: user.id, name: user.name, email: user.email } : null;
};
