import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { repoRoot, signUpOverHttp, startServer } from './harness/server.ts';

/**
 * The JavaScript and CSS each page loads (gzip bytes from the build), in a real browser, without Lighthouse: a quick
 * look while cutting weight. Usage: node bench/web-weight.ts [--files] (after npm run build).
 */
const DIST = path.join(repoRoot, 'apps/web/dist');
const showFiles = process.argv.includes('--files');
const gz = (p: string) => {
  const file = path.join(DIST, p);
  return existsSync(`${file}.gz`)
    ? readFileSync(`${file}.gz`).length
    : existsSync(file)
      ? gzipSync(readFileSync(file), { level: 9 }).length
      : 0;
};
const PAGES = [
  '/',
  '/signup',
  '/dashboard',
  ...['personal', 'company', 'business', 'funding', 'video', 'financial', 'pitch_deck', 'review'].map((s) => `/application/${s}`),
];

const server = await startServer({ SERVE_WEB: 'true' });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const cookie = await signUpOverHttp(server, `weight-${Date.now()}@example.com`, 'bench-password-1!');
  for (const p of PAGES) {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, serviceWorkers: 'block' });
    if (p !== '/' && p !== '/signup')
      await context.addCookies(
        cookie.split('; ').map((c) => ({ name: c.split('=')[0]!, value: c.slice(c.indexOf('=') + 1), url: server.url })),
      );
    const page = await context.newPage();
    const files: string[] = [];
    page.on('response', (r) => {
      const u = new URL(r.url());
      if (u.origin === server.url && /\.(js|css)$/.test(u.pathname)) files.push(u.pathname);
    });
    await page.goto(`${server.url}${p}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    const js = files.filter((f) => f.endsWith('.js'));
    const css = files.filter((f) => f.endsWith('.css'));
    const sum = (l: string[]) => l.reduce((s, f) => s + gz(f), 0);
    console.log(
      `${p.padEnd(26)} ended ${new URL(page.url()).pathname.padEnd(24)} JS ${(sum(js) / 1024).toFixed(1)} KB gz (${js.length}), CSS ${(sum(css) / 1024).toFixed(1)} KB gz (${css.length})`,
    );
    if (showFiles)
      for (const f of [...js, ...css].sort((a, b) => gz(b) - gz(a)))
        console.log(`      ${(gz(f) / 1024).toFixed(1).padStart(6)} ${f}`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
