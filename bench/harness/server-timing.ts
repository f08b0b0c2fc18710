import { writeFileSync } from 'node:fs';
import { subscribe } from 'node:diagnostics_channel';
import path from 'node:path';
import { PerformanceObserver, createHistogram, monitorEventLoopDelay } from 'node:perf_hooks';

/**
 * Loaded into a bench's server with `--import` when BENCH_SERVER_TIMING=<dir> (server.ts, benchServerFlags): where a
 * request's time goes inside the server. Each SIGWINCH (a signal the server's close-with-grace does not take, and that is ignored where this is not loaded) writes `<dir>/<pid>-<n>.json` with what was seen since the one
 * before (or since the start) and starts again: the time from a request's arrival (the `request` event, its headers
 * read) to its answer's last byte handed to the socket; the event loop's delay; the garbage collector's pauses.
 */
const dir = process.env.BENCH_SERVER_TIMING;
if (dir) {
  let requests = createHistogram();
  let loop = monitorEventLoopDelay({ resolution: 1 });
  let gc = { count: 0, totalMs: 0, maxMs: 0, pauses: createHistogram() };
  loop.enable();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      gc.count++;
      gc.totalMs += entry.duration;
      gc.maxMs = Math.max(gc.maxMs, entry.duration);
      gc.pauses.record(Math.max(1, Math.round(entry.duration * 1e6)));
    }
  }).observe({ entryTypes: ['gc'] });

  // Node's own HTTP diagnostics channels: a request's headers read, and its answer's last byte handed to the socket.
  const started = new WeakMap<object, bigint>();
  subscribe('http.server.request.start', (message) =>
    started.set((message as { response: object }).response, process.hrtime.bigint()),
  );
  subscribe('http.server.response.finish', (message) => {
    const start = started.get((message as { response: object }).response);
    if (start !== undefined) requests.record(Math.max(1, Number(process.hrtime.bigint() - start)));
  });

  const ms = (h: { percentile: (p: number) => number; max: number; mean: number; count?: number }) => ({
    p50: h.percentile(50) / 1e6,
    p99: h.percentile(99) / 1e6,
    max: h.max / 1e6,
    mean: h.mean / 1e6,
  });
  let dumps = 0;
  let since = performance.now();
  process.on('SIGWINCH', () => {
    const seconds = (performance.now() - since) / 1000;
    writeFileSync(
      path.join(dir, `${process.pid}-${dumps++}.json`),
      JSON.stringify({
        seconds,
        requests: { count: requests.count, ...ms(requests) },
        eventLoopDelay: ms(loop),
        gc: { count: gc.count, totalMs: gc.totalMs, maxMs: gc.maxMs, p99Ms: gc.count ? gc.pauses.percentile(99) / 1e6 : 0 },
      }),
    );
    requests = createHistogram();
    loop.disable();
    loop = monitorEventLoopDelay({ resolution: 1 });
    loop.enable();
    gc = { count: 0, totalMs: 0, maxMs: 0, pauses: createHistogram() };
    since = performance.now();
  });
}
