import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, Rollup } from 'vite';
import {
  PAGE_HTML_DIR,
  PAGE_HTML_INDEX_FILE,
  PAGE_START_FETCHES,
  pageStartQueriesUrl,
  type PageHtml,
} from '@portal/shared/web/server-paths';
import { PRIVACY_PATHS } from '@portal/shared/privacy/privacy';
import { PAGE_ADDRESSES, pageModulesOf } from '../src/app/page-addresses.ts';
import { chunkHolding, entryChunkOf, withStaticImports } from './chunk-graph.ts';

/** A React Router path pattern as a regular expression over the whole pathname (a trailing slash allowed). */
export const patternOf = (routePath: string): string => {
  if (routePath === '/') return '^/$';
  const splat = routePath.endsWith('/*');
  const parts = (splat ? routePath.slice(0, -2) : routePath)
    .split('/')
    .filter(Boolean)
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return `^/${parts.join('/')}${splat ? '(?:/.*)?$' : '/?$'}`;
};

/**
 * index.html with what every page fetches as it starts named first in its head (before the scripts, so they are
 * requested before them), and what this page alone asks for (`pageFetches`): `crossorigin` gives the credentials
 * mode of the app's own `fetch` (same-origin), which is what lets that fetch take the preloaded answer.
 */
export const withPageStartFetches = (html: string, pageFetches: readonly string[] = []): string => {
  const charset = /<meta charset="[^"]*"\s*\/?>/i.exec(html);
  if (!charset) throw new Error('page preloads: index.html has no <meta charset>');
  const at = charset.index + charset[0].length;
  const links = [...PAGE_START_FETCHES, ...pageFetches]
    .map((url) => `<link rel="preload" as="fetch" crossorigin href="${url}">`)
    .join('');
  return `${html.slice(0, at)}${links}${html.slice(at)}`;
};

type Chunk = Rollup.OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

/**
 * For every address of app/page-addresses.ts, an index.html that also names the page's own scripts
 * (`modulepreload`) and styles (`preload`): the browser fetches them while the app's entry loads instead of after
 * it has run, and the entry's preload helper finds them named already, so it inserts no links of its own (inserting
 * them cost ~185 ms of a 4x-slowed phone's main thread on the sign-in page). Files the entry loads anyway are left
 * out. What every page fetches as it starts is named too, and a signed-in page's first answers
 * (withPageStartFetches). The server picks the file by address (apps/server/src/http/web-app.ts).
 */
export const pagePreloads = (srcDir: string): Plugin => ({
  name: 'portal-page-preloads',
  apply: 'build',
  writeBundle(options, bundle) {
    const outDir = options.dir!;
    const chunks = Object.values(bundle).filter((file): file is Chunk => file.type === 'chunk');
    const entry = entryChunkOf(chunks);
    const html = bundle['index.html'];
    if (html?.type !== 'asset') throw new Error('page preloads: the build has no index.html');
    const loadedByEntry = withStaticImports(chunks, [entry]);
    const entryFiles = new Set(loadedByEntry.flatMap((chunk) => [chunk.fileName, ...(chunk.viteMetadata?.importedCss ?? [])]));

    const pages: PageHtml[] = PAGE_ADDRESSES.map((address) => {
      const pageChunks = pageModulesOf(address).map((module) => chunkHolding(chunks, path.join(srcDir, 'app', module)));
      const loaded = withStaticImports(chunks, pageChunks);
      const scripts = loaded.map((chunk) => chunk.fileName).filter((file) => !entryFiles.has(file));
      const styles = [...new Set(loaded.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]))].filter(
        (file) => !entryFiles.has(file),
      );
      const links = [
        ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
        ...styles.map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
      ].join('');
      const name = path.basename(address.module, '.tsx');
      const file = `${PAGE_HTML_DIR}/${name}.html`;
      mkdirSync(path.join(outDir, PAGE_HTML_DIR), { recursive: true });
      // A signed-in page also asks whether the founder has agreed to the current privacy notice (features/privacy/consent-gate.tsx).
      const pageFetches = [
        ...('startQueries' in address ? [pageStartQueriesUrl(address.startQueries)] : []),
        ...(address.access === 'signed-in' ? [PRIVACY_PATHS.status] : []),
      ];
      writeFileSync(
        path.join(outDir, file),
        withPageStartFetches(String(html.source), pageFetches).replace('</head>', `${links}</head>`),
      );
      return { pattern: patternOf(address.path), file };
    });
    writeFileSync(path.join(outDir, PAGE_HTML_INDEX_FILE), JSON.stringify(pages));
  },
});
