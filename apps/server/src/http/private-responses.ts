import type { FastifyInstance } from 'fastify';
import { PRIVATE_PATH_PREFIXES } from '@portal/shared/web/server-paths';

const NO_STORE = 'private, no-store';

/**
 * Answers that hold a founder's data (GraphQL, the auth API, files and uploads) are never kept by a shared
 * cache (a proxy, a phone operator's cache) nor by the browser's HTTP cache: `Cache-Control: private, no-store`.
 * The device copy of a founder's data is the web app's own, per account (apps/web/src/lib/device-copy.ts).
 */
export const registerPrivateResponses = (app: FastifyInstance): void => {
  // A callback hook, not an async one: it runs on every answer, and has nothing to wait for.
  app.addHook('onSend', (request, reply, payload, done) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (PRIVATE_PATH_PREFIXES.some((prefix) => pathname.startsWith(prefix))) reply.header('cache-control', NO_STORE);
    done(null, payload);
  });
};
