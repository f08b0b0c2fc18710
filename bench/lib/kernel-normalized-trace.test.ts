import { describe, expect, it } from 'vitest';
import { parsePerfScript, type CpuSample } from './cpu-samples.ts';
import { kernelNormalizedTrace } from './kernel-normalized-trace.ts';
import { mainThreadTasks, type TraceEvent } from './main-thread-tasks.ts';

const MAIN = { pid: 1, tid: 10 };
const event = (fields: Partial<TraceEvent> & Pick<TraceEvent, 'name' | 'ts'>): TraceEvent => ({ ph: 'X', ...MAIN, ...fields });

/** The document's parse, a task of 20 ms of CPU in 40 ms, and a short task with too few samples of its own. */
const load = (): { traceEvents: TraceEvent[] } => ({
  traceEvents: [
    event({ name: 'ParseHTML', ts: 1_000, dur: 2_000, tdur: 2_000, args: { beginData: { url: 'http://portal/' } } }),
    event({ name: 'RunTask', ts: 10_000, dur: 40_000, tdur: 20_000 }),
    event({ name: 'v8.evaluateModule', ts: 20_000, dur: 20_000, tdur: 10_000 }),
    event({ name: 'RunTask', ts: 60_000, dur: 4_000, tdur: 4_000 }),
  ],
});

/** `count` samples of a thread spread over [fromUs, toUs), the first `kernel` of them in the kernel. */
const samples = (tid: number, fromUs: number, toUs: number, count: number, kernel: number): CpuSample[] =>
  Array.from({ length: count }, (_, i) => ({ tid, timeUs: fromUs + ((toUs - fromUs) * i) / count, kernel: i < kernel }));

const cpuMsOfTasks = (trace: { traceEvents: TraceEvent[] }) => mainThreadTasks(trace.traceEvents, 0).map((t) => t.ms);

describe('parsePerfScript', () => {
  it("reads perf's thread, monotonic time and whether the instruction was the kernel's", () => {
    const text = [
      '   14255  2127.175319:      7f1a02b162ad',
      '       0  2127.175434:  ffffffff82242055',
      'a header line perf may print',
      '',
    ].join('\n');
    expect(parsePerfScript(text)).toEqual([
      { tid: 14255, timeUs: 2_127_175_319, kernel: false },
      { tid: 0, timeUs: 2_127_175_434, kernel: true },
    ]);
  });
});

describe('kernelNormalizedTrace', () => {
  it("reads a task's kernel part at the fast class's cost, from the samples inside the task", () => {
    // Half the long task's samples in the kernel; the fast class's kernel costs a quarter of this host's.
    const taken = [...samples(10, 10_000, 50_000, 20, 10), ...samples(10, 60_000, 64_000, 2, 0)];
    const { trace, share } = kernelNormalizedTrace(load(), taken, 0.25);
    // 20 ms × (0.5 user + 0.5 kernel × 0.25) = 12.5 ms
    // The parse and the short task have too few samples of their own: the load's share, 10 of 22.
    const withLoadShare = (ms: number) => expect.closeTo(ms * (1 - (10 / 22) * 0.75), 5);
    expect(cpuMsOfTasks(trace)).toEqual([withLoadShare(2), 12.5, withLoadShare(4)]);
    expect(share).toEqual({ load: 10 / 22, samples: 22 });
  });

  it("counts only the page's main thread, and reads a host as fast as the fast class as the CPU-time reading", () => {
    const taken = [...samples(10, 10_000, 50_000, 20, 0), ...samples(11, 10_000, 50_000, 20, 20)];
    expect(cpuMsOfTasks(kernelNormalizedTrace(load(), taken, 0.1).trace)).toEqual([2, 20, 4]);
    const allKernel = samples(10, 10_000, 50_000, 20, 20);
    expect(cpuMsOfTasks(kernelNormalizedTrace(load(), allKernel, 1).trace)).toEqual([2, 20, 4]);
  });

  it('says when no sample was of the main thread', () => {
    expect(kernelNormalizedTrace(load(), samples(99, 10_000, 50_000, 20, 20), 0.1).share.samples).toBe(0);
  });
});
