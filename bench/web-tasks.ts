import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { signUpFounderWithConsent, startServer } from './harness/server.ts';
import { describeTasks, mainThreadTasks, topEvents, type TraceEvent } from './lib/main-thread-tasks.ts';

/**
 * The main-thread tasks of each founder page's first load, unthrottled unless CPU=<n>, from a Chrome trace: every task of at least
 * TASK_MS (default 4) ms with the events inside it that took 1 ms or more (their own time), so a long task Lighthouse
 * cannot attribute ("Unattributable", or a stylesheet's URL) shows what it was: style, layout, a font, a script.
 * `npm run build && npm exec -- node bench/web-tasks.ts [/dashboard …]`; RUNS loads per page (default 2).
 */
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const TASK_MS = Number(process.env.TASK_MS ?? 4);
const RUNS = Number(process.env.RUNS ?? 2);
const PATHS = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/signup', '/dashboard', '/application/company'];
const SIGNED_OUT = new Set(['/', '/signup']);
/** CPU=<n>: the CPU slowed n× over the DevTools protocol (Emulation.setCPUThrottlingRate), as Lighthouse's devtools throttling does. */
const CPU = Number(process.env.CPU ?? 1);
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'v8',
  'v8.execute',
  'disabled-by-default-v8.compile',
  'blink',
  'blink.user_timing',
  'loading',
  'toplevel',
  'cc',
  'gpu',
  'fonts',
].join(',');

const server = await startServer({ SERVE_WEB: 'true' });
const browser = await chromium.launch({
  executablePath: CHROME_PATH,
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  const cookie = await signUpFounderWithConsent(server, `tasks-${Date.now()}@example.com`, 'bench-password-1!');
  const { hostname } = new URL(server.url);
  const cookies = cookie.split('; ').map((pair) => {
    const [name, ...value] = pair.split('=');
    return { name: name!, value: value.join('='), domain: hostname, path: '/' };
  });
  for (const urlPath of ['/', ...PATHS.flatMap((p) => Array<string>(RUNS).fill(p))].map((p, i) => ({ p, warmUp: i === 0 }))) {
    const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 360, height: 740 } });
    if (!SIGNED_OUT.has(urlPath.p)) await context.addCookies(cookies);
    const page = await context.newPage();
    if (CPU > 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: CPU });
    await browser.startTracing(page, { categories: CATEGORIES.split(',') });
    await page.goto(`${server.url}${urlPath.p}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    const traceText = (await browser.stopTracing()).toString();
    // TRACE_DIR=<dir>: each load's trace kept as JSON (opens in Chrome DevTools' Performance panel or Perfetto).
    if (process.env.TRACE_DIR && !urlPath.warmUp)
      writeFileSync(
        path.join(process.env.TRACE_DIR, `${urlPath.p.replace(/\W+/g, '_') || 'root'}-${Date.now()}.json`),
        traceText,
      );
    const trace = JSON.parse(traceText) as { traceEvents: TraceEvent[] };
    await context.close();
    if (urlPath.warmUp) continue;
    const tasks = mainThreadTasks(trace.traceEvents, TASK_MS);
    console.log(
      `\n${urlPath.p}: ${tasks.length} tasks of ${TASK_MS} ms or more, ${tasks.reduce((sum, t) => sum + t.ms, 0).toFixed(1)} ms (CPU ${tasks.reduce((sum, t) => sum + t.cpuMs, 0).toFixed(1)} ms)${CPU > 1 ? `, CPU ${CPU}x slower` : ''}`,
    );
    console.log(`  most own time: ${topEvents(tasks, 12).join(', ')}`);
    for (const line of describeTasks(tasks)) console.log(`  ${line}`);
  }
} finally {
  await browser.close();
  await server.stop().catch(() => {});
}
