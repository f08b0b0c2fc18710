import { describe, expect, it } from 'vitest';
import { cpuTimeTrace } from './cpu-time-trace.ts';
import { mainThreadTasks, type TraceEvent } from './main-thread-tasks.ts';

const MAIN = { pid: 1, tid: 10 };
const OTHER = { pid: 1, tid: 11 };
const event = (fields: Partial<TraceEvent> & Pick<TraceEvent, 'name' | 'ts'>): TraceEvent => ({ ph: 'X', ...MAIN, ...fields });

/** A page load's main thread: the document's parse, then a 40 ms task that ran 10 ms on the CPU, then a task that never waited. */
const load = (): { traceEvents: TraceEvent[] } => ({
  traceEvents: [
    event({ name: 'ParseHTML', ts: 1_000, dur: 2_000, tdur: 2_000, args: { beginData: { url: 'http://portal/' } } }),
    event({ name: 'RunTask', ts: 10_000, dur: 40_000, tdur: 10_000 }),
    event({ name: 'v8.evaluateModule', ts: 20_000, dur: 20_000, tdur: 5_000 }),
    event({ name: 'FunctionCall', ph: 'B', ts: 30_000 }),
    event({ name: 'FunctionCall', ph: 'E', ts: 40_000 }),
    event({ name: 'firstContentfulPaint', ph: 'R', ts: 45_000 }),
    event({ name: 'RunTask', ts: 50_000, dur: 8_000, tdur: 8_000 }),
    event({ name: 'Layout', ts: 51_000, dur: 4_000, tdur: 4_000 }),
    event({ name: 'ThreadPoolTask', ts: 10_000, dur: 40_000, tdur: 1_000, ...OTHER }),
  ],
});

const named = (events: TraceEvent[], name: string, ph = 'X') => events.find((e) => e.name === name && e.ph === ph)!;

describe('cpuTimeTrace', () => {
  it('shortens a main-thread task to its CPU time, with what ran inside it in proportion', () => {
    const { traceEvents } = cpuTimeTrace(load());
    const task = traceEvents.find((e) => e.name === 'RunTask' && e.ts === 10_000)!;
    expect(task.dur).toBe(10_000);
    expect(named(traceEvents, 'v8.evaluateModule')).toMatchObject({ ts: 12_500, dur: 5_000 });
    expect(named(traceEvents, 'FunctionCall', 'B').ts).toBe(15_000);
    expect(named(traceEvents, 'FunctionCall', 'E').ts).toBe(17_500);
  });

  it('leaves tasks that never waited, other threads and the paint marks as they were', () => {
    const before = load().traceEvents;
    const { traceEvents } = cpuTimeTrace(load());
    for (const name of ['Layout', 'ThreadPoolTask', 'ParseHTML']) expect(named(traceEvents, name)).toEqual(named(before, name));
    expect(named(traceEvents, 'firstContentfulPaint', 'R')).toEqual(named(before, 'firstContentfulPaint', 'R'));
    expect(traceEvents.find((e) => e.name === 'RunTask' && e.ts === 50_000)?.dur).toBe(8_000);
  });

  it('gives the tasks Lighthouse would read as their CPU time, and leaves the trace it was given alone', () => {
    const trace = load();
    expect(mainThreadTasks(cpuTimeTrace(trace).traceEvents, 0).map((t) => [t.ms, t.cpuMs])).toEqual([
      [2, 2],
      [10, 10],
      [8, 8],
    ]);
    expect(mainThreadTasks(trace.traceEvents, 0).map((t) => t.ms)).toEqual([2, 40, 8]);
  });
});
