import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SERVER_PATH_PREFIXES } from '@portal/shared/server-paths';

/**
 * Serves the built SPA: hashed assets precompressed (br, gzip) and cached for a year; index.html, the service
 * worker (sw.js), the manifest and the icons revalidated on every use (no-cache), so a new deployment is seen at
 * once; every other page path falls back to index.html so the client router can take it.
 */
export const registerWebApp = async (app: FastifyInstance, distDir: string): Promise<void> => {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) throw new Error(`The web app is not built: ${indexFile} is missing. Run npm run build.`);
  await app.register(fastifyStatic, {
    root: distDir,
    preCompressed: true,
    wildcard: true,
    index: false,
    cacheControl: false,
    setHeaders: (res, filePath) => {
      const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/', (_request, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html'));
};

/** A GET for a page path (not an API, not a file with an extension) gets index.html: the client router takes it. */
export const sendSpaIndex = (request: FastifyRequest, reply: FastifyReply): FastifyReply | undefined => {
  const pathname = request.url.split('?')[0] ?? '';
  const isPage = request.method === 'GET' && !SERVER_PATH_PREFIXES.some((p) => pathname.startsWith(p)) && !path.extname(pathname);
  return isPage ? reply.header('cache-control', 'no-cache').sendFile('index.html') : undefined;
};
