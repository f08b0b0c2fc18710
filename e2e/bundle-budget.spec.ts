import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser } from '@playwright/test';
import {
  FOUNDER_PAGES,
  gzipBytes,
  loadPage,
  PAGE_VIEWPORT,
  totalGzipBytes,
  WEB_DIST,
  type PageLoad,
} from '../scripts/page-weight.ts';
import { WEB_BUDGETS } from '../packages/shared/src/web/web-budgets.ts';
import { LANGUAGES } from '../packages/shared/src/locales.ts';
import { signUpViaApi } from './fixtures.ts';
import { COMPILE_HINT } from '../apps/web/scripts/compile-hints-plugin.ts';
import { PAGE_HTML_DIR } from '@portal/shared/web/server-paths';

/**
 * The built app's weight (packages/shared/src/web/web-budgets.ts), measured as scripts/page-weight.ts defines it (the
 * JavaScript and CSS each page loads in a real browser until the network is idle, sized as the build's gzip files),
 * so a change that makes a page heavier than its budget fails here. Every Mantine component a loaded script renders must have its styles among the loaded
 * CSS (apps/web/src/app/styles/: styles are imported per component, and a missing one renders unstyled).
 */
const MANTINE_STYLES = path.resolve(import.meta.dirname, '../node_modules/@mantine/core/styles');
const KIB = 1024;

/** Mantine's class names (m_ and 8 hex digits) → the component style file that defines them. */
const mantineClassFiles = new Map<string, string>();
for (const name of readdirSync(MANTINE_STYLES).filter((f) => f.endsWith('.css') && !f.includes('.layer.'))) {
  for (const [, cls] of readFileSync(path.join(MANTINE_STYLES, name), 'utf8').matchAll(/\.(m_[0-9a-f]{8})\b/g))
    if (!mantineClassFiles.has(cls!)) mantineClassFiles.set(cls!, name);
}

const describe = (files: string[]) =>
  files
    .map((f) => `${path.basename(f)} ${(gzipBytes(f) / KIB).toFixed(1)} KiB`)
    .sort()
    .join(', ');

const expectStylesForEveryComponent = ({ js, css }: PageLoad, label: string) => {
  const loadedCss = css.map((f) => readFileSync(path.join(WEB_DIST, f), 'utf8')).join('\n');
  const missing = new Set<string>();
  for (const f of js) {
    for (const [cls] of readFileSync(path.join(WEB_DIST, f), 'utf8').matchAll(/\bm_[0-9a-f]{8}\b/g)) {
      const file = mantineClassFiles.get(cls);
      if (file && !loadedCss.includes(`.${cls}`)) missing.add(`${file} (${cls}, used in ${path.basename(f)})`);
    }
  }
  expect([...missing], `${label}: Mantine styles the page's scripts need but its CSS lacks`).toEqual([]);
};

const freshContext = (browser: Browser, baseURL: string | undefined) =>
  browser.newContext({ baseURL, serviceWorkers: 'block', viewport: PAGE_VIEWPORT });

test('the sign-in page loads at most its budget of JavaScript, of CSS and of files, with the styles of every component it shows', async ({
  browser,
  baseURL,
}) => {
  const context = await freshContext(browser, baseURL);
  const signIn = await loadPage(context, '/');
  expect(signIn.finalPath).toBe('/');
  expect(totalGzipBytes(signIn.js), `sign-in JS: ${describe(signIn.js)}`).toBeLessThanOrEqual(WEB_BUDGETS.signInJsBytes);
  expect(totalGzipBytes(signIn.css), `sign-in CSS: ${describe(signIn.css)}`).toBeLessThanOrEqual(WEB_BUDGETS.signInCssBytes);
  expect(signIn.js.length + signIn.css.length, `sign-in files: ${describe([...signIn.js, ...signIn.css])}`).toBeLessThanOrEqual(
    WEB_BUDGETS.signInFiles,
  );
  expectStylesForEveryComponent(signIn, 'sign-in');
  const signUp = await loadPage(context, '/signup');
  expectStylesForEveryComponent(signUp, 'sign-up');
  await context.close();
});

test('the dashboard and every wizard step load at most the founder budget of JavaScript and of files, with the styles of every component', async ({
  browser,
  baseURL,
  page,
}) => {
  // Nine pages, each loaded until the network is idle: at 60 s it timed out on a 2-core machine running the suite beside it.
  test.setTimeout(180_000);
  await signUpViaApi(page);
  const cookies = await page.context().cookies();
  for (const urlPath of FOUNDER_PAGES) {
    const context = await freshContext(browser, baseURL);
    await context.addCookies(cookies);
    const route = await loadPage(context, urlPath);
    expect(route.finalPath).toBe(urlPath);
    expect(totalGzipBytes(route.js), `${urlPath} JS: ${describe(route.js)}`).toBeLessThanOrEqual(WEB_BUDGETS.founderRouteJsBytes);
    expect(route.js.length + route.css.length, `${urlPath} files: ${describe([...route.js, ...route.css])}`).toBeLessThanOrEqual(
      WEB_BUDGETS.founderRouteFiles,
    );
    expectStylesForEveryComponent(route, urlPath);
    await context.close();
  }
});

/**
 * Every script a page's HTML starts (its entry and its modulepreloads) carries V8's compile hint as its first line
 * (apps/web/scripts/compile-hints-plugin.ts): Chrome then compiles its functions while the file streams in, not one
 * by one on the main thread during the first render. Minification, or Vite's preload map put above it, would drop it
 * or make it no longer the first line. The video worker, loaded only to shrink a video, does not.
 */
test('the scripts of every first screen carry the compile hint, and the video worker does not', () => {
  const pageDir = path.join(WEB_DIST, PAGE_HTML_DIR);
  const firstLine = (file: string) => readFileSync(path.join(WEB_DIST, file), 'utf8').split('\n', 1)[0];
  const started = new Set<string>();
  for (const page of readdirSync(pageDir).filter((f) => f.endsWith('.html'))) {
    const html = readFileSync(path.join(pageDir, page), 'utf8');
    for (const [, file] of html.matchAll(/<(?:script[^>]*\ssrc|link rel="modulepreload"[^>]*\shref)="\/([^"]+\.js)"/g))
      started.add(file!);
  }
  expect(started.size, 'scripts named by the pages').toBeGreaterThan(10);
  expect(
    [...started].filter((file) => firstLine(file) !== COMPILE_HINT),
    'first-screen scripts without the hint',
  ).toEqual([]);
  const worker = readdirSync(path.join(WEB_DIST, 'assets')).filter((f) => f.startsWith('video-worker-') && f.endsWith('.js'));
  expect(worker.length, 'the video worker built').toBe(1);
  expect(firstLine(`assets/${worker[0]}`)).not.toBe(COMPILE_HINT);
});

/**
 * Each language but English on the sign-in page (docs/languages.md): the English page loads no language; a chosen
 * language adds its own chunk (apps/web/src/languages/<code>.ts) and what applies it (the lay-over, the English
 * tables it pairs with: `language-texts` and chunks founder pages share), never another language's chunk, no
 * stylesheet, and leaves what the English page loads within the budget.
 */
const CODES = LANGUAGES.map((l) => l.code).filter((code) => code !== 'en');
const languageOf = (file: string) => CODES.find((code) => path.basename(file).startsWith(`${code}-`));
for (const code of CODES) {
  test(`the sign-in page in ${code}: the English page's budget plus the ${code} chunk and what applies it`, async ({
    browser,
    baseURL,
  }) => {
    const english = await loadPage(await freshContext(browser, baseURL), '/');
    expect(english.js.filter(languageOf), 'a language chunk on the English page').toEqual([]);
    const context = await freshContext(browser, baseURL);
    await context.addInitScript((chosen) => localStorage.setItem('portal-language', chosen), code);
    const chosen = await loadPage(context, '/');
    await context.close();
    expect(chosen.js.filter(languageOf).map(languageOf), 'the language chunks loaded').toEqual([code]);
    expect(
      chosen.css.every((file) => english.css.includes(file)),
      'no stylesheet of its own',
    ).toBe(true);
    const common = chosen.js.filter((file) => english.js.includes(file));
    expect(totalGzipBytes(common), `sign-in JS the English page loads too: ${describe(common)}`).toBeLessThanOrEqual(
      WEB_BUDGETS.signInJsBytes,
    );
  });
}
