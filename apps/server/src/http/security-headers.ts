import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config.ts';

type HelmetMiddleware = ReturnType<typeof helmet>;
type HeaderValue = string | number | readonly string[];

/**
 * The headers a helmet middleware sets, read once by running it against a recorder: every directive here is a
 * constant, so the answer is the same for every request. Running helmet's chain of middlewares per request cost a
 * step save more than the headers themselves.
 */
export const headersSetBy = (middleware: HelmetMiddleware): { set: [string, HeaderValue][]; removed: string[] } => {
  const set: [string, HeaderValue][] = [];
  const removed: string[] = [];
  const recorder = {
    setHeader: (name: string, value: HeaderValue) => set.push([name, value]),
    removeHeader: (name: string) => removed.push(name),
  };
  let finished = false;
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error(String(error));
    finished = true;
  });
  if (!finished) throw new Error('helmet did not finish synchronously: its headers cannot be computed once');
  return { set, removed };
};

/** helmet's options for this configuration: CSP, HSTS (under HTTPS), nosniff, Referrer-Policy, frame-ancestors and the rest of its defaults. */
export const securityHeaderOptions = (config: Config): HelmetOptions => {
  const https = config.baseUrl.startsWith('https://');
  const promoOrigin = config.promoVideoUrl ? new URL(config.promoVideoUrl).origin : undefined;
  return {
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
  };
};

/**
 * The headers on every response, on the raw response so that answers written past Fastify (tus) carry them too.
 * helmet decides them from the configuration alone; they are computed once at start (headersSetBy), not by helmet's
 * middlewares on every request.
 */
export const registerSecurityHeaders = async (app: FastifyInstance, config: Config): Promise<void> => {
  const { set, removed } = headersSetBy(helmet(securityHeaderOptions(config)));
  app.addHook('onRequest', (_request, reply, done) => {
    const response = reply.raw;
    for (const name of removed) response.removeHeader(name);
    for (const [name, value] of set) response.setHeader(name, value);
    done();
  });
};
