import { chromium } from '@playwright/test';
import { FOUNDER_PAGES, gzipBytes, loadPage, PAGE_VIEWPORT, totalGzipBytes } from '../scripts/page-weight.ts';
import { signUpFounderWithConsent, startServer } from './harness/server.ts';

/**
 * The JavaScript and CSS each page loads (gzip bytes from the build), in a real browser, without Lighthouse: a quick
 * look while cutting weight. The measure is e2e/bundle-budget.spec.ts's (scripts/page-weight.ts): the sign-in and
 * sign-up pages, then the founder pages for a founder who accepted the privacy notice. Usage: node
 * bench/web-weight.ts [--files] (after npm run build).
 */
const showFiles = process.argv.includes('--files');

const server = await startServer({ SERVE_WEB: 'true' });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const cookie = await signUpFounderWithConsent(server, `weight-${Date.now()}@example.com`, 'bench-password-1!');
  for (const p of ['/', '/signup', ...FOUNDER_PAGES]) {
    const context = await browser.newContext({ baseURL: server.url, viewport: PAGE_VIEWPORT, serviceWorkers: 'block' });
    if (p !== '/' && p !== '/signup')
      await context.addCookies(
        cookie.split('; ').map((c) => ({ name: c.split('=')[0]!, value: c.slice(c.indexOf('=') + 1), url: server.url })),
      );
    const { finalPath, js, css } = await loadPage(context, p);
    const kb = (files: string[]) => (totalGzipBytes(files) / 1024).toFixed(1);
    console.log(
      `${p.padEnd(26)} ended ${finalPath.padEnd(24)} JS ${kb(js)} KB gz (${js.length}), CSS ${kb(css)} KB gz (${css.length})`,
    );
    if (showFiles)
      for (const f of [...js, ...css].sort((a, b) => gzipBytes(b) - gzipBytes(a)))
        console.log(`      ${(gzipBytes(f) / 1024).toFixed(1).padStart(6)} ${f}`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
