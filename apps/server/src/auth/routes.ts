import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { AppError } from '../http/errors.ts';
import { AUTH_BASE_PATH } from '@portal/shared/web/server-paths';
import type { Auth } from './auth.ts';
import { authHeadersOf } from './auth-headers.ts';
import { forgetCheckedSessions } from './session.ts';
import { authHandlerOf } from './auth-handler.ts';
import { passwordSignInOf } from './password-sign-in.ts';
import { TOO_MANY_ATTEMPTS_ANSWER } from './rate-limit-rules.ts';
import { ERROR_STATUS } from '@portal/shared/error-codes';

/** Mounts Better Auth at /api/auth/*: every sign-in, sign-up, session and account route. */
export const registerAuthRoutes = (app: FastifyInstance, auth: Auth, config: Config): void => {
  const handle = authHandlerOf(auth);
  const toBetterAuth = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = new URL(request.url, config.baseUrl);
    // Every account route takes a JSON object: a POST without one gets an empty object (a missing body reached plugin
    // hooks that read fields of it and gave 500), and a bare string, number or array is refused.
    const body: unknown = request.method === 'GET' ? undefined : (request.body ?? {});
    if (body !== undefined && (typeof body !== 'object' || Array.isArray(body))) {
      throw new AppError('BAD_REQUEST');
    }
    const headers = authHeadersOf(request);
    if (body !== undefined) headers.set('content-type', 'application/json');
    const response = await handle(
      new Request(url, { method: request.method, headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) }),
    );
    // Sign-out, revocations, password and email changes: sessions this process remembers are checked afresh
    // before this answer reaches the client (auth/session-cache.ts).
    if (!(request.method === 'GET' && url.pathname === `${AUTH_BASE_PATH}/get-session`)) forgetCheckedSessions(auth);
    reply.status(response.status);
    for (const [name, value] of response.headers) {
      if (name === 'set-cookie') continue;
      reply.header(name, value);
    }
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) reply.header('set-cookie', cookies);
    // Better Auth's rate limit answers without a code: it gets the shared one (error-codes.ts), so the browser can say it in the founder's language.
    if (response.status === ERROR_STATUS.TOO_MANY_REQUESTS)
      return reply.header('content-type', 'application/json').send(TOO_MANY_ATTEMPTS_ANSWER);
    return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
  };
  app.route({ method: ['GET', 'POST'], url: `${AUTH_BASE_PATH}/*`, handler: toBetterAuth });

  // The plain password sign-in, the one founders use most, without Better Auth's router; the rest goes there.
  const passwordSignIn = passwordSignInOf(auth, config);
  app.post(`${AUTH_BASE_PATH}/sign-in/email`, async (request, reply) => {
    const answer = await passwordSignIn(request);
    if (!answer) return toBetterAuth(request, reply);
    // Bytes, as Better Auth's answers are sent: for a string or an object Fastify adds a charset to the content type.
    const bytes = Buffer.isBuffer(answer.body) ? answer.body : Buffer.from(JSON.stringify(answer.body));
    return reply.status(answer.status).headers(answer.headers).send(bytes);
  });
};
