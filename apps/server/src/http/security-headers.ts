import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config.ts';

/**
 * CSP, HSTS (under HTTPS), nosniff, Referrer-Policy and frame-ancestors on every response. helmet is built once
 * here: @fastify/helmet built it (and parsed the CSP) again on every request, 3% of a step save (docs/performance.md).
 */
export const registerSecurityHeaders = async (app: FastifyInstance, config: Config): Promise<void> => {
  const https = config.baseUrl.startsWith('https://');
  const promoOrigin = config.promoVideoUrl ? new URL(config.promoVideoUrl).origin : undefined;
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // The service worker (/sw.js) and the web app manifest, both from this origin only.
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        frameSrc: promoOrigin ? [promoOrigin] : ["'none'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  app.addHook('onRequest', (request, reply, done) => setHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)));
};
