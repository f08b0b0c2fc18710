import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const FAVICON_LINK = /<link rel="icon" href="\/favicon\.svg" type="image\/svg\+xml"\s*\/?>/;
const MANIFEST_LINK = /<link rel="manifest" href="[^"]*"[^>]*>/;

/**
 * Keeps the head of every page to what its first screen needs. On a slow link each request a page makes before its
 * first screen shares the six connections and the bandwidth with the page's own code: the favicon is drawn from
 * the page itself (a data: URL of public/favicon.svg), and the web app manifest (with the install icon the browser
 * then fetches) is named only once the first screen has settled, by src/app/pwa/register-service-worker.ts. Runs
 * after vite-plugin-pwa, which writes the manifest's link.
 */
export const lightHead = (faviconFile: string): Plugin => ({
  name: 'portal-light-head',
  enforce: 'post',
  transformIndexHtml: {
    order: 'post',
    handler(html) {
      if (!FAVICON_LINK.test(html)) throw new Error('index.html has no <link rel="icon" href="/favicon.svg">');
      const svg = readFileSync(faviconFile, 'utf8').trim();
      const favicon = `<link rel="icon" href="data:image/svg+xml,${encodeURIComponent(svg)}" type="image/svg+xml">`;
      return html.replace(FAVICON_LINK, favicon).replace(MANIFEST_LINK, '');
    },
  },
});
