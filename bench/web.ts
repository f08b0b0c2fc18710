import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import type { Artifacts, Config, Flags } from 'lighthouse';
import { navigationGather } from 'lighthouse/core/gather/navigation-runner.js';
import { Runner } from 'lighthouse/core/runner.js';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { throttling as LIGHTHOUSE_THROTTLING } from 'lighthouse/core/config/constants.js';
import { WEB_BUDGETS } from '@portal/shared/web/web-budgets';
import { machineNow, writeReport } from './harness/report.ts';
import { hostKernelCost } from './lib/host-kernel-cost.ts';
import { startCpuSampling, type CpuSample } from './lib/cpu-samples.ts';
import { kernelNormalizedTrace } from './lib/kernel-normalized-trace.ts';
import { repoRoot, signUpFounderWithConsent, startServer, type ServerProcess } from './harness/server.ts';
import { cpuTimeTrace } from './lib/cpu-time-trace.ts';
import { median, runCalibration } from './lib/run-calibration.ts';
import { describeTasks, mainThreadTasks, type TraceEvent } from './lib/main-thread-tasks.ts';

/**
 * Lighthouse (system Chromium) on /, /signup, /dashboard and a wizard step with the mobile preset and a slow
 * preset (300 ms RTT, 700 kbps, a phone 2.5x slower than the reference device), and the JavaScript each page loads,
 * gzip bytes from the build. The CPU slowdowns are calibrated to Lighthouse's reference device in every run from the
 * benchmarkIndex measured in that same run (see REFERENCE_DEVICE and WEB_CALIBRATION).
 * Budgets (packages/shared/src/web/web-budgets.ts): sign-in JS and CSS, every founder page's JS, mobile performance and
 * accessibility on all four, LCP and TBT on all four with the slow preset.
 */
const DIST = path.join(repoRoot, 'apps/web/dist');
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

const ALL_PAGES = [
  { name: 'sign-in', path: '/', signedIn: false },
  { name: 'sign-up', path: '/signup', signedIn: false },
  { name: 'dashboard', path: '/dashboard', signedIn: true },
  { name: 'wizard step (company)', path: '/application/company', signedIn: true },
];
/** `WEB_PAGES=/dashboard,/signup` audits only those (to look into one page); the budgets are judged on all four. */
const PAGES = process.env.WEB_PAGES ? ALL_PAGES.filter((p) => process.env.WEB_PAGES!.split(',').includes(p.path)) : ALL_PAGES;

/**
 * Each run is a first visit: Lighthouse's default reset leaves cookies, localStorage and IndexedDB, and after the
 * signed-in runs the slow sign-in run found the founder's device copy and ran its one-time clean-up (94.8 KB of
 * scripts instead of 70.1, seen on 24 Nov). The browser itself stays the same warm Chrome, as a phone's is.
 */
const FIRST_VISIT: NonNullable<Config['settings']> = {
  clearStorageTypes: [
    'file_systems',
    'shader_cache',
    'service_workers',
    'cache_storage',
    'cookies',
    'local_storage',
    'indexeddb',
  ],
};

/**
 * Lighthouse's CPU throttling multiplies what this host's CPU does, so a slower host reads worse. Lighthouse documents
 * how to calibrate it (docs/throttling.md, "Calibrating the CPU slowdown", and the CPU slowdown calculator it links,
 * lighthouse-cpu-throttling-calculator): from the host's benchmarkIndex, the slowdown that emulates Lighthouse's
 * mobile reference device, a mid-tier phone (benchmarkIndex about 150-800), is piecewise linear through
 * 150 -> 1x, 800 -> 2x, 1300 -> 3x, then one more x per 233 (1533 -> 4x, the default, 2000 -> 6x). Below 150 the host
 * is slower than the device and cannot emulate it (1x, and the report says so).
 */
const REFERENCE_DEVICE =
  "Lighthouse's mid-tier mobile reference device (the CPU slowdown calculator of Lighthouse's docs/throttling.md)";
const documentedSlowdown = (benchmarkIndex: number): number => {
  const multiplier =
    benchmarkIndex >= 1300
      ? 3 + (benchmarkIndex - 1300) / 233
      : benchmarkIndex >= 800
        ? 2 + (benchmarkIndex - 800) / 500
        : benchmarkIndex >= 150
          ? 1 + (benchmarkIndex - 150) / 650
          : 1;
  return Math.round(multiplier * 10) / 10;
};
/**
 * `WEB_CALIBRATION`: which benchmarkIndex sets the slowdowns. `run` (the default): one for the whole run, the median of
 * CALIBRATION_READINGS readings in a blank tab after the unmeasured first load (one more reading first, a warm-up, as
 * DevTools' own CPU calibration takes), so every page and load of a run is read at the same slowdown. `load`: each
 * load's own, the mean of Lighthouse's reading before it and ours after it; on a shared host these moved 1.5–2x within
 * one run (1,047–2,235 on one machine, 1,581–2,919 on another), and with them each load's slowdown.
 */
const CALIBRATION = process.env.WEB_CALIBRATION === 'load' ? 'load' : 'run';
const CALIBRATION_READINGS = 9;
/** The slow preset: a phone 2.5x slower than the reference device (on Lighthouse's 4x host, 10x). */
const SLOW_DEVICE_FACTOR = 2.5;

/**
 * How each main-thread task's length is read before Lighthouse multiplies it: `wall`, Lighthouse as it is (the task's
 * wall time); `cpu`, the main thread's CPU time in it (lib/cpu-time-trace.ts), the part the benchmarkIndex calibrates;
 * `kernel`, that CPU time with its kernel part at the fast class's cost (lib/kernel-normalized-trace.ts; only where
 * perf can sample the CPUs).
 */
type Timing = 'wall' | 'cpu' | 'kernel';
const TIMING_NAMES: Record<Timing, string> = { wall: '', cpu: ', CPU time', kernel: ', CPU time, kernel at the fast class' };

interface Preset {
  name: string;
  device: 'mobile' | 'slow';
  timing: Timing;
  /** Lighthouse settings of the audit: simulated throttling, so the gathered trace is the same and only these differ. */
  throttling: NonNullable<NonNullable<Config['settings']>['throttling']>;
}

const presetsFor = (hostIndex: number, timings: Timing[]): Preset[] => {
  const mobile = documentedSlowdown(hostIndex);
  return timings.flatMap((timing): Preset[] => [
    {
      name: `mobile${TIMING_NAMES[timing]}`,
      device: 'mobile',
      timing,
      throttling: { ...LIGHTHOUSE_THROTTLING.mobileSlow4G, cpuSlowdownMultiplier: mobile },
    },
    {
      name: `slow (300 ms RTT, 700 kbps, CPU ${SLOW_DEVICE_FACTOR}x slower than the reference device)${TIMING_NAMES[timing]}`,
      device: 'slow',
      timing,
      throttling: {
        ...LIGHTHOUSE_THROTTLING.mobileSlow4G,
        rttMs: 300,
        throughputKbps: 700,
        cpuSlowdownMultiplier: Math.round(mobile * SLOW_DEVICE_FACTOR * 10) / 10,
      },
    },
  ]);
};

/**
 * `WEB_KERNEL=1`: each load sampled with Linux perf, and audited a third time with the kernel's part of each task at
 * the fast class's cost (Timing `kernel`). Off by default: the sampling itself interrupts the CPUs and moves the other
 * two readings.
 */
const KERNEL_READING = process.env.WEB_KERNEL === '1';

/** One page load gathered once (unthrottled: Lighthouse simulates the throttling when it audits), audited per preset. */
const GATHER: Config = { extends: 'lighthouse:default', settings: { ...FIRST_VISIT, throttlingMethod: 'simulate' } };

const kib = (bytes: number) => (bytes / 1024).toFixed(1);

/** gzip bytes of a file of a build (`dist`, this checkout's by default): its precompressed .gz when there is one, else gzip -9 of it. */
const gzipBytes = (urlPath: string, dist = DIST): number => {
  const file = path.join(dist, decodeURIComponent(urlPath));
  if (!file.startsWith(dist) || !existsSync(file)) return 0;
  return existsSync(`${file}.gz`) ? readFileSync(`${file}.gz`).length : gzipSync(readFileSync(file), { level: 9 }).length;
};

interface Run {
  page: string;
  preset: string;
  device: Preset['device'];
  timing: Timing;
  /** The CPU slowdown used on this host: from the run's benchmarkIndex, or with WEB_CALIBRATION=load this load's. */
  cpuSlowdown: number;
  /** The benchmarkIndex around this load (the mean of the readings before and after it); only WEB_CALIBRATION=load sets the slowdown from it. */
  benchmarkIndex: number;
  benchmarkIndexes: [number, number];
  /**
   * The page's main thread's CPU time in the load as gathered (unthrottled), ms. Times the slowdown, what the reading
   * takes for the phone's: the same on two hosts only where the benchmarkIndex ranks them as this page's work does.
   */
  mainThreadCpuMs: number;
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  /** The LCP element (Lighthouse's lcp-breakdown insight, from the load as gathered), as HTML. */
  lcpElement: string;
  scripts: string[];
  styles: string[];
  jsGzipBytes: number;
  cssGzipBytes: number;
}

/**
 * Lighthouse's benchmarkIndex measured once more, in a blank tab of the same Chrome: Lighthouse's own page function,
 * run over the DevTools protocol. Lighthouse measures it just before the load; this reading just after it, so the two
 * bracket the load (on a shared machine the index moves with the load).
 */
const benchmarkIndexNow = async (port: number): Promise<number> => {
  const devtools = `http://127.0.0.1:${port}/json`;
  const tab = (await (await fetch(`${devtools}/new?about:blank`, { method: 'PUT' })).json()) as {
    id: string;
    webSocketDebuggerUrl: string;
  };
  const socket = new WebSocket(tab.webSocketDebuggerUrl);
  try {
    const reply = await new Promise<{ result?: { result?: { value?: unknown } } }>((resolve, reject) => {
      socket.onerror = () => reject(new Error('the DevTools connection failed'));
      socket.onmessage = (event) => resolve(JSON.parse(String(event.data)));
      socket.onopen = () =>
        socket.send(
          JSON.stringify({
            id: 1,
            method: 'Runtime.evaluate',
            params: { expression: `(${pageFunctions.computeBenchmarkIndex.toString()})()`, returnByValue: true },
          }),
        );
    });
    const value = reply.result?.result?.value;
    if (typeof value !== 'number') throw new Error(`no benchmarkIndex from the blank tab: ${JSON.stringify(reply)}`);
    return value;
  } finally {
    socket.close();
    await fetch(`${devtools}/close/${tab.id}`);
  }
};

interface Gathered {
  page: (typeof PAGES)[number];
  artifacts: Artifacts;
  runnerOptions: Awaited<ReturnType<typeof navigationGather>>['runnerOptions'];
  /** Lighthouse's reading just before the load and ours just after it; the calibration uses their mean. */
  benchmarkIndexes: [number, number];
  benchmarkIndex: number;
  mainThreadCpuMs: number;
  /** What every CPU ran during the load (lib/cpu-samples.ts); undefined where perf cannot sample. */
  cpuSamples: CpuSample[] | undefined;
}

/** One page load, unthrottled, with Lighthouse's benchmarkIndex of this host measured just before and just after it. */
const gather = async (port: number, server: ServerProcess, page: (typeof PAGES)[number], cookie: string): Promise<Gathered> => {
  const flags: Flags = {
    port,
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    ...(page.signedIn ? { extraHeaders: { Cookie: cookie } } : {}),
  };
  const sampling = KERNEL_READING ? await startCpuSampling() : undefined;
  // A load Lighthouse could not complete (a runtime error such as NO_LCP) would score 0: load it again rather than report a 0.
  let gathered = await navigationGather(undefined, `${server.url}${page.path}`, { config: GATHER, flags });
  for (let retry = 1; retry <= 2 && Runner.getArtifactRuntimeError(gathered.artifacts); retry++) {
    console.log(
      `${page.name}: Lighthouse stopped with ${Runner.getArtifactRuntimeError(gathered.artifacts)!.code}; loading it again (${retry} of 2)`,
    );
    gathered = await navigationGather(undefined, `${server.url}${page.path}`, { config: GATHER, flags });
  }
  const cpuSamples = await sampling?.stop();
  const failed = Runner.getArtifactRuntimeError(gathered.artifacts);
  if (failed) throw new Error(`Lighthouse could not measure ${page.path}: ${failed.code} ${failed.friendlyMessage ?? ''}`);
  const before = gathered.artifacts.BenchmarkIndex;
  const after = await benchmarkIndexNow(port);
  return {
    page,
    ...gathered,
    benchmarkIndexes: [Math.round(before), Math.round(after)],
    benchmarkIndex: Math.round((before + after) / 2),
    mainThreadCpuMs: mainThreadTasks(gathered.artifacts.Trace.traceEvents as TraceEvent[], 0).reduce(
      (sum, t) => sum + t.cpuMs,
      0,
    ),
    cpuSamples,
  };
};

interface Breakdown {
  /** Main-thread time by kind of work and by script (Lighthouse's mainthread-work-breakdown and bootup-time), ms. */
  mainThread: { group: string; ms: number }[];
  bootup: { url: string; scriptingMs: number; parseCompileMs: number }[];
  /** Lighthouse's long-tasks audit (simulated timings): each task's start, length, script and kinds of work, ms. */
  longTasks: { url: string; startMs: number; ms: number; groups: Record<string, number> }[];
  /** Lighthouse's FCP and TTI (simulated): TBT counts the long tasks between them. */
  fcpMs: number;
  ttiMs: number;
}

type LongTaskDebug = {
  urls?: string[];
  tasks?: ({ urlIndex: number; startTime: number; duration: number } & Record<string, number>)[];
};

const longTasksOf = (details: unknown, serverUrl: string): Breakdown['longTasks'] => {
  const debug = ((details as { debugData?: LongTaskDebug } | undefined)?.debugData ?? {}) as LongTaskDebug;
  const urls = debug.urls ?? [];
  return (debug.tasks ?? []).map(({ urlIndex, startTime, duration, ...groups }) => {
    const url = urls[urlIndex] ?? '';
    return {
      url: url.startsWith(serverUrl) ? new URL(url).pathname : url,
      startMs: Math.round(startTime),
      ms: Math.round(duration),
      groups: Object.fromEntries(Object.entries(groups).map(([group, ms]) => [group, Math.round(ms)])),
    };
  });
};

/** The gathered load audited with one preset, at the preset's CPU slowdown (WEB_CALIBRATION). */
/** `dist`: the build the server serves (WEB_COMPARE's other checkout has its own). */
const audit = async (gathered: Gathered, server: ServerProcess, preset: Preset, dist = DIST): Promise<Run & Breakdown> => {
  const { page, runnerOptions } = gathered;
  const trace = gathered.artifacts.Trace as { traceEvents: TraceEvent[] };
  const read = {
    wall: () => trace,
    cpu: () => cpuTimeTrace(trace),
    kernel: () => kernelNormalizedTrace(trace, gathered.cpuSamples ?? [], kernelCost.toFastClass).trace,
  }[preset.timing];
  const artifacts = { ...gathered.artifacts, Trace: read() };
  const settings = {
    ...runnerOptions.resolvedConfig.settings,
    throttlingMethod: 'simulate' as const,
    throttling: preset.throttling,
  };
  const result = await Runner.audit(
    { ...artifacts, settings },
    { resolvedConfig: { ...runnerOptions.resolvedConfig, settings }, computedCache: new Map() },
  );
  if (!result) throw new Error(`no Lighthouse result for ${page.path}`);
  const lhr = result.lhr;
  const finalUrl = new URL(lhr.finalDisplayedUrl);
  if (finalUrl.pathname !== page.path)
    throw new Error(`${page.path} ended at ${finalUrl.pathname}: the page redirected (session?)`);
  const requests =
    (lhr.audits['network-requests']?.details as { items?: { url: string; resourceType?: string }[] } | undefined)?.items ?? [];
  const ours = requests.filter((r) => new URL(r.url).origin === server.url);
  const scripts = ours.filter((r) => r.resourceType === 'Script').map((r) => new URL(r.url).pathname);
  const styles = ours.filter((r) => r.resourceType === 'Stylesheet').map((r) => new URL(r.url).pathname);
  const items = <T>(id: string) => (lhr.audits[id]?.details as { items?: T[] } | undefined)?.items ?? [];
  return {
    page: page.name,
    preset: preset.name,
    device: preset.device,
    timing: preset.timing,
    cpuSlowdown: preset.throttling.cpuSlowdownMultiplier ?? 1,
    benchmarkIndex: gathered.benchmarkIndex,
    benchmarkIndexes: gathered.benchmarkIndexes,
    mainThreadCpuMs: gathered.mainThreadCpuMs,
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
    tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
    lcpElement:
      (
        lhr.audits['lcp-breakdown-insight']?.details as { items?: { type?: string; snippet?: string }[] } | undefined
      )?.items?.find((item) => item.type === 'node')?.snippet ?? '',
    scripts,
    styles,
    jsGzipBytes: scripts.reduce((sum, p) => sum + gzipBytes(p, dist), 0),
    cssGzipBytes: styles.reduce((sum, p) => sum + gzipBytes(p, dist), 0),
    mainThread: items<{ groupLabel: string; duration: number }>('mainthread-work-breakdown').map((i) => ({
      group: i.groupLabel,
      ms: Math.round(i.duration),
    })),
    bootup: items<{ url: string; scripting: number; scriptParseCompile: number }>('bootup-time').map((i) => ({
      url: i.url.startsWith(server.url) ? new URL(i.url).pathname : i.url,
      scriptingMs: Math.round(i.scripting),
      parseCompileMs: Math.round(i.scriptParseCompile),
    })),
    longTasks: longTasksOf(lhr.audits['long-tasks']?.details, server.url),
    fcpMs: Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? 0),
    ttiMs: Math.round(lhr.audits['interactive']?.numericValue ?? 0),
  };
};

/**
 * WEB_RUNS: per page and preset one run with the median score, LCP, TBT and benchmarkIndex of its loads (each figure's
 * own median); files, bytes and breakdowns from the load whose score is the median.
 */
const medianRuns = <R extends Run>(loads: R[]): R[] =>
  [...new Set(loads.map((r) => `${r.page}\n${r.preset}`))].map((key) => {
    const of = loads.filter((r) => `${r.page}\n${r.preset}` === key).sort((a, b) => a.performance - b.performance);
    return {
      ...of[Math.floor((of.length - 1) / 2)]!,
      performance: Math.round(median(of.map((r) => r.performance))),
      lcpMs: Math.round(median(of.map((r) => r.lcpMs))),
      tbtMs: Math.round(median(of.map((r) => r.tbtMs))),
      benchmarkIndex: Math.round(median(of.map((r) => r.benchmarkIndex))),
      // the lowest and highest reading over all the loads
      benchmarkIndexes: [Math.min(...of.flatMap((r) => r.benchmarkIndexes)), Math.max(...of.flatMap((r) => r.benchmarkIndexes))],
      cpuSlowdown: Math.round(median(of.map((r) => r.cpuSlowdown)) * 10) / 10,
      mainThreadCpuMs: median(of.map((r) => r.mainThreadCpuMs)),
    };
  });

/** WEB_COMPARE: per page and preset, each build's median score, LCP, TBT and benchmarkIndex, and this build's ratio to the base. */
const printComparison = (runs: (Run & { build: string })[]) => {
  console.log('\nWEB_COMPARE medians (this / base; ratio this ÷ base):');
  for (const page of PAGES)
    for (const preset of [...new Set(runs.map((r) => r.preset))]) {
      const of = (build: string) => runs.filter((r) => r.build === build && r.page === page.name && r.preset === preset);
      const [mine, base] = [of('this'), of('base')];
      const figure = (pick: (r: Run) => number) => {
        const [a, b] = [median(mine.map(pick)), median(base.map(pick))];
        return `${Math.round(a)} / ${Math.round(b)} (${b ? (a / b).toFixed(2) : '–'})`;
      };
      const { device, timing } = mine[0] ?? base[0]!;
      console.log(
        `  ${page.name}, ${device}${TIMING_NAMES[timing]}: performance ${figure((r) => r.performance)}; LCP ms ${figure((r) => r.lcpMs)}; TBT ms ${figure((r) => r.tbtMs)}; benchmarkIndex ${figure((r) => r.benchmarkIndex)}; runs ${mine.length} / ${base.length}`,
      );
    }
};

if (!existsSync(path.join(DIST, 'index.html'))) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the web app did not build');
}

const startedWith = machineNow();
/**
 * The host kernel's costs, which the benchmarkIndex does not see (lib/host-kernel-cost.ts): before and after the loads.
 * The kernel-time reading uses the costs at the start.
 */
const kernelCost = hostKernelCost();
/**
 * `WEB_COMPARE=<checkout>`: another checkout with its web app built (e.g. the main branch's) runs as a second server,
 * and each page is loaded WEB_ROUNDS times (default 3) on each, the two alternated and their order swapped each round,
 * so that the host's drift falls on both alike; the output ends with each build's medians and their ratios.
 */
const COMPARE_ROOT = process.env.WEB_COMPARE ? path.resolve(process.env.WEB_COMPARE) : undefined;
/**
 * `WEB_RUNS=<n>` (default 5; without WEB_COMPARE): the four pages loaded in turn, n rounds over, and the
 * report gives each page's and preset's median score, LCP, TBT and benchmarkIndex (Lighthouse's docs recommend the
 * median of several runs: one load on a shared host moves with the host; here one load's slow-preset TBT moved
 * between 109 and 623 ms). Budgets are judged on the medians.
 */
const ROUNDS = COMPARE_ROOT ? Number(process.env.WEB_ROUNDS ?? 3) : Number(process.env.WEB_RUNS ?? 5);
const server = await startServer({ SERVE_WEB: 'true' });
const baseServer = COMPARE_ROOT ? await startServer({ SERVE_WEB: 'true' }, COMPARE_ROOT) : undefined;
// One Chrome for every run, as a phone's browser is already running; its first page pays the browser's own start-up
// (fonts, a first layout), so one unmeasured run comes first.
const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
try {
  const builds = [
    {
      name: 'this',
      server,
      dist: DIST,
      cookie: await signUpFounderWithConsent(server, `web-${Date.now()}@example.com`, 'bench-password-1!'),
    },
    ...(baseServer
      ? [
          {
            name: 'base',
            server: baseServer,
            dist: path.join(COMPARE_ROOT!, 'apps/web/dist'),
            cookie: await signUpFounderWithConsent(baseServer, `web-${Date.now()}@example.com`, 'bench-password-1!'),
          },
        ]
      : []),
  ];
  // The first load pays the browser's own start-up: gathered, not reported.
  for (const build of builds) await gather(chrome.port, build.server, PAGES[0]!, build.cookie);
  const readings = async (count: number) => {
    const values: number[] = [];
    for (let i = 0; i < count; i++) values.push(Math.round(await benchmarkIndexNow(chrome.port)));
    return values;
  };
  await readings(1); // the warm-up
  const atStart = await readings(CALIBRATION_READINGS);
  const { runIndex } = runCalibration(atStart, []);
  console.log(
    CALIBRATION === 'run'
      ? `CPU slowdowns calibrated to ${REFERENCE_DEVICE}, from the run's benchmarkIndex ${runIndex} (the median of ${atStart.join(', ')}): mobile ${documentedSlowdown(runIndex)}x`
      : `CPU slowdowns calibrated to ${REFERENCE_DEVICE}, from each load's own benchmarkIndex (the run's at the start: ${runIndex}, the median of ${atStart.join(', ')})`,
  );
  const runs: (Run & Breakdown)[] = [];
  const compared: (Run & { build: string })[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const page of PAGES) {
      for (const build of round % 2 ? [...builds].reverse() : builds) {
        const gathered = await gather(chrome.port, build.server, page, build.cookie);
        // WEB_TASKS=<ms>: the load's own main-thread tasks of that length or more, from Lighthouse's trace (unthrottled).
        if (process.env.WEB_TASKS)
          console.log(
            `${page.name}${COMPARE_ROOT ? ` [${build.name}]` : ''}, main-thread tasks as loaded (unthrottled):\n${describeTasks(
              mainThreadTasks(gathered.artifacts.Trace.traceEvents as TraceEvent[], Number(process.env.WEB_TASKS)),
            )
              .map((line) => `  ${line}`)
              .join('\n')}`,
          );
        const kernelShare = gathered.cpuSamples
          ? kernelNormalizedTrace(gathered.artifacts.Trace as { traceEvents: TraceEvent[] }, gathered.cpuSamples, 1).share
          : undefined;
        if (kernelShare)
          console.log(
            `${page.name}: the page's main thread in the kernel ${(kernelShare.load * 100).toFixed(0)}% of ${kernelShare.samples} CPU samples`,
          );
        const timings: Timing[] = kernelShare?.samples ? ['wall', 'cpu', 'kernel'] : ['wall', 'cpu'];
        for (const preset of presetsFor(CALIBRATION === 'run' ? runIndex : gathered.benchmarkIndex, timings)) {
          const run = await audit(gathered, build.server, preset, build.dist);
          console.log(
            `${COMPARE_ROOT ? `[${build.name}, round ${round + 1}] ` : ''}${preset.name} ${page.name}: benchmarkIndex ${run.benchmarkIndex} (${run.benchmarkIndexes.join(' before, ')} after), CPU slowdown ${run.cpuSlowdown}x: performance ${run.performance}, accessibility ${run.accessibility}, LCP ${run.lcpMs} ms, TBT ${run.tbtMs} ms, JS ${kib(run.jsGzipBytes)} KB gz, CSS ${kib(run.cssGzipBytes)} KB gz`,
          );
          if (preset.device === 'mobile' && preset.timing === 'wall')
            console.log(
              `  LCP element: ${run.lcpElement || 'not named'}\n  main thread: ${run.mainThread.map((m) => `${m.group} ${m.ms} ms`).join(', ')}\n  scripts: ${run.bootup
                .slice(0, 5)
                .map((b) => `${b.url} ${b.scriptingMs} ms run + ${b.parseCompileMs} ms parse`)
                .join(', ')}`,
            );
          console.log(
            // TBT counts each long task's part past 50 ms between FCP and TTI (Lighthouse blends two estimates of each).
            `  FCP ${run.fcpMs} ms, TTI ${run.ttiMs} ms; long tasks: ${
              run.longTasks
                .map(
                  (t) =>
                    `${t.ms} ms at ${t.startMs} ms (${t.url || 'no script'}: ${Object.entries(t.groups)
                      .map(([g, ms]) => `${g} ${ms}`)
                      .join(', ')})`,
                )
                .join('; ') || 'none'
            }`,
          );
          if (build.name === 'this') runs.push(run);
          compared.push({ ...run, build: build.name });
        }
      }
    }
  }
  const atEnd = await readings(CALIBRATION_READINGS);
  const { drift, moved: hostMoved } = runCalibration(atStart, atEnd);
  const calibration = {
    mode: CALIBRATION,
    atStart,
    atEnd,
    runIndex,
    drift,
    loads: runs.filter((r) => r.device === 'mobile' && r.timing === 'wall').flatMap((r) => r.benchmarkIndexes),
  };
  const moved = hostMoved ? `; the host moved by ${Math.round(drift * 100)}% during the run: read it again` : '';
  const calibrationLine = `the run's ${runIndex} (median of ${CALIBRATION_READINGS} at the start, ${Math.min(...atStart)}–${Math.max(...atStart)}); at the end ${Math.round(median(atEnd))} (${Math.min(...atEnd)}–${Math.max(...atEnd)})${moved}; around the loads ${Math.round(median(calibration.loads))} (${Math.min(...calibration.loads)}–${Math.max(...calibration.loads)})`;
  console.log(`benchmarkIndex: ${calibrationLine}; slowdowns from ${CALIBRATION === 'run' ? "the run's" : "each load's"}`);
  const kernelCostAtEnd = hostKernelCost();
  const faultCost = `page fault ${kernelCost.pageFaultUs.toFixed(1)} → ${kernelCostAtEnd.pageFaultUs.toFixed(1)} µs per 4 KiB page first touched, system call ${kernelCost.systemCallUs.toFixed(2)} → ${kernelCostAtEnd.systemCallUs.toFixed(2)} µs; the fast class's kernel costs ${kernelCost.toFastClass.toFixed(2)} of this host's`;
  console.log(`host: ${faultCost}`);
  if (COMPARE_ROOT) {
    printComparison(compared);
    console.log(
      `WEB_COMPARE: load ${JSON.stringify(startedWith.loadavg)} at the start, ${JSON.stringify(machineNow().loadavg)} at the end; no report written`,
    );
  } else if (PAGES.length < ALL_PAGES.length) console.log('WEB_PAGES: budgets judged only on all four pages; no report written');
  else {
    const reported = medianRuns(runs);
    const of = (device: Preset['device'], timing: Timing) => reported.filter((r) => r.device === device && r.timing === timing);
    const mobile = of('mobile', 'wall');
    const slow = of('slow', 'wall');
    const [mobileCpu, slowCpu] = [of('mobile', 'cpu'), of('slow', 'cpu')];
    const [mobileKernel, slowKernel] = [of('mobile', 'kernel'), of('slow', 'kernel')];
    const wallRuns = runs.filter((r) => r.timing === 'wall');
    const signIn = mobile.find((r) => r.page === 'sign-in')!;
    const founderPages = mobile.filter((r) => PAGES.find((p) => p.name === r.page)?.signedIn);
    const met = {
      signInJs: signIn.jsGzipBytes <= WEB_BUDGETS.signInJsBytes,
      signInCss: signIn.cssGzipBytes <= WEB_BUDGETS.signInCssBytes,
      founderJs: founderPages.every((r) => r.jsGzipBytes <= WEB_BUDGETS.founderRouteJsBytes),
      signInFiles: signIn.scripts.length + signIn.styles.length <= WEB_BUDGETS.signInFiles,
      founderFiles: founderPages.every((r) => r.scripts.length + r.styles.length <= WEB_BUDGETS.founderRouteFiles),
      mobilePerformance: mobile.every((r) => r.performance >= WEB_BUDGETS.mobilePerformance),
      accessibility: wallRuns.every((r) => r.accessibility >= WEB_BUDGETS.accessibility),
      slowLcp: slow.every((r) => r.lcpMs <= WEB_BUDGETS.slowLcpMs),
      slowTbt: slow.every((r) => r.tbtMs <= WEB_BUDGETS.slowTbtMs),
    };
    /** The three speed budgets with each task read as the main thread's CPU time in it (Timing). */
    const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
    const speedBudgets = (mobileRuns: Run[], slowRuns: Run[]) => ({
      mobilePerformance: mobileRuns.every((r) => r.performance >= WEB_BUDGETS.mobilePerformance),
      slowLcp: slowRuns.every((r) => r.lcpMs <= WEB_BUDGETS.slowLcpMs),
      slowTbt: slowRuns.every((r) => r.tbtMs <= WEB_BUDGETS.slowTbtMs),
    });
    const metOnCpuTime = speedBudgets(mobileCpu, slowCpu);
    // Judged only when every page was read so (perf sampled each load).
    const metWithFastClassKernel = slowKernel.length === PAGES.length ? speedBudgets(mobileKernel, slowKernel) : undefined;
    const speedLine = (mobileRuns: Run[], slowRuns: Run[], met: ReturnType<typeof speedBudgets>) =>
      `mobile ${mobileRuns.map((r) => r.performance).join(' / ')} ${verdict(met.mobilePerformance)}; slow LCP ${slowRuns
        .map((r) => (r.lcpMs / 1000).toFixed(1))
        .join(' / ')} s ${verdict(met.slowLcp)}; slow TBT ${slowRuns.map((r) => r.tbtMs).join(' / ')} ms ${verdict(met.slowTbt)}`;
    writeReport(
      'web',
      {
        referenceDevice: REFERENCE_DEVICE,
        calibration,
        loadsPerPage: ROUNDS,
        runs: reported,
        loads: runs,
        budgets: WEB_BUDGETS,
        met,
        metOnCpuTime,
        metWithFastClassKernel,
        hostKernelCost: { atStart: kernelCost, atEnd: kernelCostAtEnd },
      },
      [
        [
          'host speed',
          `benchmarkIndex ${calibrationLine}, around each page's loads ${mobile.map((r) => `${r.benchmarkIndex} (${r.benchmarkIndexes.join('–')})`).join(' / ')}; slowdowns from ${CALIBRATION === 'run' ? "the run's" : "each load's"}: CPU slowdown mobile ${mobile.map((r) => `${r.cpuSlowdown}x`).join(' / ')}, slow ${slow.map((r) => `${r.cpuSlowdown}x`).join(' / ')}; the page's main thread, CPU as loaded ${mobile.map((r) => r.mainThreadCpuMs.toFixed(0)).join(' / ')} ms, times the slow slowdown ${slow.map((r) => ((r.mainThreadCpuMs * r.cpuSlowdown) / 1000).toFixed(1)).join(' / ')} s; reference: ${REFERENCE_DEVICE}; ${faultCost}`,
        ],
        ...reported.map((r): [string, string] => [
          `${r.page}, ${r.preset}${ROUNDS > 1 ? ` (median of ${ROUNDS} loads)` : ''}`,
          `performance ${r.performance}, accessibility ${r.accessibility}, LCP ${(r.lcpMs / 1000).toFixed(1)} s, TBT ${r.tbtMs} ms, JS ${kib(r.jsGzipBytes)} KB gz (${r.scripts.length} files), CSS ${kib(r.cssGzipBytes)} KB gz (${r.styles.length})`,
        ]),
        [`sign-in JS (≤ ${kib(WEB_BUDGETS.signInJsBytes)} KB gz)`, `${kib(signIn.jsGzipBytes)} KB ${verdict(met.signInJs)}`],
        [`sign-in CSS (≤ ${kib(WEB_BUDGETS.signInCssBytes)} KB gz)`, `${kib(signIn.cssGzipBytes)} KB ${verdict(met.signInCss)}`],
        [
          `founder pages JS (≤ ${kib(WEB_BUDGETS.founderRouteJsBytes)} KB gz)`,
          `${founderPages.map((r) => `${r.page} ${kib(r.jsGzipBytes)} KB`).join(', ')} ${verdict(met.founderJs)}`,
        ],
        [
          `files: sign-in ≤ ${WEB_BUDGETS.signInFiles}, founder pages ≤ ${WEB_BUDGETS.founderRouteFiles}`,
          `${mobile.map((r) => `${r.page} ${r.scripts.length + r.styles.length}`).join(', ')} ${verdict(met.signInFiles && met.founderFiles)}`,
        ],
        [
          `mobile performance ≥ ${WEB_BUDGETS.mobilePerformance} on all four`,
          `${mobile.map((r) => r.performance).join(' / ')} ${verdict(met.mobilePerformance)}`,
        ],
        [
          `accessibility ${WEB_BUDGETS.accessibility} on all four (both presets)`,
          `${wallRuns.map((r) => r.accessibility).join(' / ')} ${verdict(met.accessibility)}`,
        ],
        [
          `slow preset LCP ≤ ${WEB_BUDGETS.slowLcpMs / 1000} s on all four`,
          `${slow.map((r) => (r.lcpMs / 1000).toFixed(1)).join(' / ')} s ${verdict(met.slowLcp)}`,
        ],
        [
          `slow preset TBT ≤ ${WEB_BUDGETS.slowTbtMs} ms on all four`,
          `${slow.map((r) => r.tbtMs).join(' / ')} ms ${verdict(met.slowTbt)}`,
        ],
        [`the same three with each task read as the main thread's CPU time in it`, speedLine(mobileCpu, slowCpu, metOnCpuTime)],
        [
          `the same three with that CPU time's kernel part at the fast class's cost`,
          metWithFastClassKernel
            ? speedLine(mobileKernel, slowKernel, metWithFastClassKernel)
            : KERNEL_READING
              ? 'not read: perf could not sample every load'
              : 'not read (WEB_KERNEL=1 reads it)',
        ],
      ],
      startedWith,
    );
  }
} finally {
  chrome.kill();
  await server.stop().catch(() => {});
  await baseServer?.stop().catch(() => {});
}
