import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BrowserContext } from '@playwright/test';
import { WIZARD_STEP_IDS } from '../packages/shared/src/application/steps.ts';

/*
 * What a page weighs, the one measure of e2e/bundle-budget.spec.ts (which holds it to WEB_BUDGETS) and
 * bench/web-weight.ts (which prints it): the built JavaScript and CSS under /assets/ that a fresh page at 360 x 740,
 * service workers blocked, loads until the network is idle, each sized as the build's gzip file. A founder page is
 * weighed for a founder who signed up and accepted the privacy notice, as the sign-up form does: the consent screen a
 * founder meets only after the notice changes is not part of it.
 */
export const WEB_DIST = path.resolve(import.meta.dirname, '../apps/web/dist');

/** The founder pages held to the founder budget: the dashboard and every wizard step. */
export const FOUNDER_PAGES = ['/dashboard', ...WIZARD_STEP_IDS.map((step) => `/application/${step}`)];

export const PAGE_VIEWPORT = { width: 360, height: 740 };

/** gzip bytes of a built file: its precompressed .gz when there is one, else gzip -9 of it. */
export const gzipBytes = (urlPath: string, dist = WEB_DIST): number => {
  const file = path.join(dist, decodeURIComponent(urlPath));
  if (existsSync(`${file}.gz`)) return readFileSync(`${file}.gz`).length;
  return gzipSync(readFileSync(file), { level: 9 }).length;
};

export const totalGzipBytes = (files: readonly string[], dist = WEB_DIST): number =>
  files.reduce((sum, f) => sum + gzipBytes(f, dist), 0);

export interface PageLoad {
  finalPath: string;
  js: string[];
  css: string[];
}

/** Opens urlPath in a fresh page of the context (made with PAGE_VIEWPORT, service workers blocked) and lists what it loaded. */
export const loadPage = async (context: BrowserContext, urlPath: string): Promise<PageLoad> => {
  const page = await context.newPage();
  const files = new Set<string>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/assets/') && /\.(js|css)$/.test(url.pathname)) files.add(url.pathname);
  });
  await page.goto(urlPath, { waitUntil: 'networkidle' });
  await page.locator('#root > *').first().waitFor({ state: 'attached' });
  const finalPath = new URL(page.url()).pathname;
  await page.close();
  return { finalPath, js: [...files].filter((f) => f.endsWith('.js')), css: [...files].filter((f) => f.endsWith('.css')) };
};
