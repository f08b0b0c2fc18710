import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PAGE_HTML_INDEX_FILE, SERVER_PATH_PREFIXES, type PageHtml } from '@portal/shared/web/server-paths';

/** The built SPA, and how a page address is answered. */
export interface WebApp {
  distDir: string;
  /** A GET or HEAD of a page path (not an API, not a file with an extension) gets the app's HTML: the client router takes it. */
  sendPage: (request: FastifyRequest, reply: FastifyReply) => FastifyReply | undefined;
}

/**
 * The per-address copies of index.html the build writes (apps/web/scripts/page-preloads-plugin.ts), which also
 * name the page's own files; none when the build has no index of them.
 */
const readPageHtml = (distDir: string): { pattern: RegExp; file: string }[] => {
  const indexFile = path.join(distDir, PAGE_HTML_INDEX_FILE);
  if (!existsSync(indexFile)) return [];
  const pages = JSON.parse(readFileSync(indexFile, 'utf8')) as PageHtml[];
  return pages.map(({ pattern, file }) => {
    if (!existsSync(path.join(distDir, file)))
      throw new Error(`${indexFile} names ${file}, which is missing. Run npm run build.`);
    return { pattern: new RegExp(pattern), file };
  });
};

export const loadWebApp = (distDir: string): WebApp => {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) throw new Error(`The web app is not built: ${indexFile} is missing. Run npm run build.`);
  const pages = readPageHtml(distDir);
  const htmlFileOf = (pathname: string): string => pages.find(({ pattern }) => pattern.test(pathname))?.file ?? 'index.html';
  return {
    distDir,
    sendPage: (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '';
      const isPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !SERVER_PATH_PREFIXES.some((p) => pathname.startsWith(p)) &&
        !path.extname(pathname);
      return isPage ? reply.header('cache-control', 'no-cache').sendFile(htmlFileOf(pathname)) : undefined;
    },
  };
};

/**
 * Serves the built SPA: hashed assets precompressed (br, gzip) and cached for a year; index.html, the service
 * worker (sw.js), the manifest and the icons revalidated on every use (no-cache), so a new deployment is seen at
 * once; page paths get the app's HTML (WebApp.sendPage, also the not-found handler's page fallback).
 */
export const registerWebApp = async (app: FastifyInstance, webApp: WebApp): Promise<void> => {
  await app.register(fastifyStatic, {
    root: webApp.distDir,
    preCompressed: true,
    wildcard: true,
    index: false,
    cacheControl: false,
    setHeaders: (res, filePath) => {
      const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/', (request, reply) => webApp.sendPage(request, reply) ?? reply.callNotFound());
};
