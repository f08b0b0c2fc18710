import { chromium } from 'playwright-core';
import { signUpFounderWithConsent, startServer } from './harness/server.ts';

/**
 * The main-thread tasks of each founder page's first load, unthrottled, from a Chrome trace: every task of at least
 * TASK_MS (default 4) ms with the events inside it that took 1 ms or more (their own time), so a long task Lighthouse
 * cannot attribute ("Unattributable", or a stylesheet's URL) shows what it was: style, layout, a font, a script.
 * `npm run build && npm exec -- node bench/web-tasks.ts [/dashboard …]`; RUNS loads per page (default 2).
 */
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const TASK_MS = Number(process.env.TASK_MS ?? 4);
const RUNS = Number(process.env.RUNS ?? 2);
const PATHS = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/signup', '/dashboard', '/application/company'];
const SIGNED_OUT = new Set(['/', '/signup']);
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  'loading',
  'toplevel',
  'fonts',
].join(',');

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown>; beginData?: Record<string, unknown> };
}

/** What an event was about: a script's or stylesheet's file, the elements a style pass touched. */
const detail = (event: TraceEvent): string => {
  const data = { ...event.args?.beginData, ...event.args?.data };
  const url = (data.url ?? data.styleSheetUrl ?? (data.stackTrace as { url?: string }[] | undefined)?.[0]?.url) as
    string | undefined;
  const parts = [
    url ? new URL(url, 'http://x').pathname.split('/').pop() : undefined,
    data.elementCount !== undefined ? `${String(data.elementCount)} elements` : undefined,
    data.dirtyObjects !== undefined ? `${String(data.dirtyObjects)} of ${String(data.totalObjects)} objects` : undefined,
    typeof data.functionName === 'string' && data.functionName ? data.functionName : undefined,
  ].filter(Boolean);
  return parts.length ? ` (${parts.join(', ')})` : '';
};

const tasksOf = (events: TraceEvent[]) => {
  const main = events.find(
    (e) =>
      e.name === 'thread_name' &&
      e.args?.name === 'CrRendererMain' &&
      events.some((n) => n.pid === e.pid && n.name === 'ParseHTML'),
  );
  if (!main) throw new Error('no renderer main thread with a ParseHTML in the trace');
  const start = events.find((e) => e.pid === main.pid && e.name === 'navigationStart')?.ts ?? 0;
  const onMain = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const tasks: { at: number; ms: number; inside: Map<string, number> }[] = [];
  // Nested events by their end: each event's own time is its length less its children's.
  const stack: { event: TraceEvent; childTime: number; label: string }[] = [];
  let task: (typeof tasks)[number] | undefined;
  const close = (until: number) => {
    while (stack.length && stack.at(-1)!.event.ts + stack.at(-1)!.event.dur! <= until) {
      const done = stack.pop()!;
      const own = done.event.dur! - done.childTime;
      if (stack.length) {
        stack.at(-1)!.childTime += done.event.dur!;
        task?.inside.set(done.label, (task.inside.get(done.label) ?? 0) + own);
      } else if (task) task.inside.set('(the task itself)', (task.inside.get('(the task itself)') ?? 0) + own);
    }
  };
  for (const event of onMain) {
    close(event.ts);
    if (!stack.length) {
      task = { at: (event.ts - start) / 1000, ms: event.dur! / 1000, inside: new Map() };
      if (event.ts >= start) tasks.push(task);
    }
    stack.push({ event, childTime: 0, label: `${event.name}${detail(event)}` });
  }
  close(Number.POSITIVE_INFINITY);
  return tasks.filter((t) => t.ms >= TASK_MS);
};

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
    await browser.startTracing(page, { categories: CATEGORIES.split(',') });
    await page.goto(`${server.url}${urlPath.p}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    await context.close();
    if (urlPath.warmUp) continue;
    const tasks = tasksOf(trace.traceEvents);
    console.log(
      `\n${urlPath.p}: ${tasks.length} tasks of ${TASK_MS} ms or more, ${tasks.reduce((s, t) => s + t.ms, 0).toFixed(1)} ms`,
    );
    for (const t of tasks) {
      const inside = [...t.inside.entries()]
        .filter(([, us]) => us >= 1000)
        .sort((a, b) => b[1] - a[1])
        .map(([label, us]) => `${label} ${(us / 1000).toFixed(1)}`)
        .join('; ');
      console.log(`  ${t.ms.toFixed(1)} ms at ${t.at.toFixed(0)} ms: ${inside}`);
    }
  }
} finally {
  await browser.close();
  await server.stop().catch(() => {});
}
