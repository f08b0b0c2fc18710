import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { AppError } from './errors.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * State-changing requests must come from our own origin when a browser says where it comes from.
 * Only JSON bodies are parsed (text/plain and form bodies, the cross-site "simple request" kinds, get 415),
 * so a foreign page cannot post to us without a CORS preflight that we never grant.
 */
export const registerCsrfProtection = (app: FastifyInstance, config: Config, options: { exemptPrefixes: string[] }): void => {
  app.removeContentTypeParser('text/plain');
  const allowed = new Set([new URL(config.baseUrl).origin]);
  const refusal = (request: FastifyRequest): AppError | undefined => {
    if (!STATE_CHANGING.has(request.method)) return undefined;
    if (options.exemptPrefixes.some((p) => request.url.startsWith(p))) return undefined;
    const origin = request.headers.origin;
    return origin !== undefined && !allowed.has(origin) ? new AppError('FORBIDDEN_ORIGIN') : undefined;
  };
  // A callback hook, not an async one: it runs on every request, and has nothing to wait for.
  app.addHook('onRequest', (request, _reply, done) => done(refusal(request)));
};
