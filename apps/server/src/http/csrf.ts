import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { ENGLISH_ERROR_TEXTS } from '@portal/shared/error-codes';
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
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method)) return;
    if (options.exemptPrefixes.some((p) => request.url.startsWith(p))) return;
    const origin = request.headers.origin;
    if (origin !== undefined && !allowed.has(origin)) {
      throw new AppError(403, 'FORBIDDEN_ORIGIN', ENGLISH_ERROR_TEXTS.FORBIDDEN_ORIGIN);
    }
  });
};
