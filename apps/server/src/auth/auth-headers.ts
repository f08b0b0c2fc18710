import type { FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { CLIENT_IP_HEADER } from './auth.ts';

/** Headers Better Auth sees: the client's own, with the client IP taken from the connection, not from the client. */
export const authHeadersOf = (request: FastifyRequest): Headers => {
  const headers = fromNodeHeaders(request.headers);
  headers.set(CLIENT_IP_HEADER, request.ip);
  return headers;
};
