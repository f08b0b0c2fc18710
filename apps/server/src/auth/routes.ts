import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { MESSAGES } from '@portal/shared/messages';
import type { Config } from '../config.ts';
import { AppError } from '../http/errors.ts';
import { AUTH_BASE_PATH, CLIENT_IP_HEADER, type Auth } from './auth.ts';

/** Headers Better Auth sees: the client's own, with the client IP taken from the connection, not from the client. */
export const authHeadersOf = (request: FastifyRequest): Headers => {
  const headers = fromNodeHeaders(request.headers);
  headers.set(CLIENT_IP_HEADER, request.ip);
  return headers;
};

/** Mounts Better Auth at /api/auth/*: every sign-in, sign-up, session and account route. */
export const registerAuthRoutes = (app: FastifyInstance, auth: Auth, config: Config): void => {
  app.route({
    method: ['GET', 'POST'],
    url: `${AUTH_BASE_PATH}/*`,
    handler: async (request, reply) => {
      const url = new URL(request.url, config.baseUrl);
      const hasBody = request.method !== 'GET' && request.body !== undefined && request.body !== null;
      // Every account route takes a JSON object; a bare string, number or array would reach plugin hooks that expect one.
      if (hasBody && (typeof request.body !== 'object' || Array.isArray(request.body))) {
        throw new AppError(400, 'BAD_REQUEST', MESSAGES.BAD_REQUEST);
      }
      const response = await auth.handler(
        new Request(url, { method: request.method, headers: authHeadersOf(request), ...(hasBody ? { body: JSON.stringify(request.body) } : {}) }),
      );
      reply.status(response.status);
      for (const [name, value] of response.headers) {
        if (name === 'set-cookie') continue;
        reply.header(name, value);
      }
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
    },
  });
};
