import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { PAGE_HTML_DIR, PAGE_HTML_INDEX_FILE, pageStartUrl, type PageHtml } from '@portal/shared/web/server-paths';
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
 * index.html with the page-start answer's address (lib/page-start-answer.ts) named first in its head, before the
 * scripts, so it is requested before them: `crossorigin` gives the credentials mode of the app's own `fetch`
 * (same-origin), which is what lets that fetch take the preloaded answer.
 */
export const withPageStart = (html: string, pageStart: string): string => {
  const charset = /<meta charset="[^"]*"\s*\/?>/i.exec(html);
  if (!charset) throw new Error('page preloads: index.html has no <meta charset>');
  const at = charset.index + charset[0].length;
  return `${html.slice(0, at)}<link rel="preload" as="fetch" crossorigin href="${pageStart}">${html.slice(at)}`;
};

type Chunk = Rollup.OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

/**
 * For every address of app/page-addresses.ts, an index.html that also names the page's own scripts
 * (`modulepreload`) and styles (`preload`): the browser fetches them while the app's entry loads instead of after
 * it has run, and the entry's preload helper finds them named already, so it inserts no links of its own (inserting
 * them cost ~185 ms of a 4x-slowed phone's main thread on the sign-in page). Files the entry loads anyway are left
 * out. What the page shows first is named too, in one answer (withPageStart). The server picks the file by address
 * (apps/server/src/http/web-app.ts).
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
      const pageStart = pageStartUrl('startQueries' in address ? address.startQueries : []);
      writeFileSync(path.join(outDir, file), withPageStart(String(html.source), pageStart).replace('</head>', `${links}</head>`));
      return { pattern: patternOf(address.path), file };
    });
    writeFileSync(path.join(outDir, PAGE_HTML_INDEX_FILE), JSON.stringify(pages));
  },
});
