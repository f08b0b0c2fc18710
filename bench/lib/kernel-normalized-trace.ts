import type { CpuSample } from './cpu-samples.ts';
import { cpuTimeTrace } from './cpu-time-trace.ts';
import { pageMainThread, type TraceEvent } from './main-thread-tasks.ts';

/** Fewer samples than this in a task (8 ms of CPU at 1,000 a second) and the task takes the whole load's kernel share. */
const MIN_SAMPLES = 8;

export interface KernelShare {
  /** The kernel's share of the main thread's samples over the whole load. */
  load: number;
  /** Samples of the main thread in the load; 0 when none matched its thread (the reading is then not made). */
  samples: number;
}

/**
 * The CPU-time reading (lib/cpu-time-trace.ts) with the kernel's part of each task at the fast class's cost: a task's
 * CPU time is its user part plus its kernel part times `toFastClass` (lib/host-kernel-cost.ts), each part from the
 * perf samples of the page's main thread inside the task.
 *
 * Why: on the slow class of this kind of machine a page fault and a system call trap to the hypervisor (software
 * paging) and cost 6–8 times what they cost on the fast class; a fifth of a renderer main thread's CPU samples are in
 * the kernel there. The benchmarkIndex that sets the slowdown is a JavaScript loop that makes neither; multiplying that
 * kernel time by the slowdown reads the host's hypervisor as the phone's CPU.
 */
export const kernelNormalizedTrace = <T extends { traceEvents: TraceEvent[] }>(
  trace: T,
  samples: CpuSample[],
  toFastClass: number,
): { trace: T; share: KernelShare } => {
  const { pid, tid } = pageMainThread(trace.traceEvents);
  const mine = samples.filter((s) => s.tid === tid).sort((a, b) => a.timeUs - b.timeUs);
  const firstAtOrAfter = (timeUs: number) => {
    let [low, high] = [0, mine.length];
    while (low < high) {
      const middle = (low + high) >> 1;
      if (mine[middle]!.timeUs < timeUs) low = middle + 1;
      else high = middle;
    }
    return low;
  };
  const kernelShareOf = (from: number, to: number) => {
    const inside = mine.slice(firstAtOrAfter(from), firstAtOrAfter(to));
    return { samples: inside.length, share: inside.filter((s) => s.kernel).length / Math.max(1, inside.length) };
  };
  const onMain = trace.traceEvents.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.dur !== undefined);
  const start = Math.min(...onMain.map((e) => e.ts));
  const end = Math.max(...onMain.map((e) => e.ts + e.dur!));
  const load = kernelShareOf(start, end);
  const normalized = cpuTimeTrace(trace, (task) => {
    const own = kernelShareOf(task.ts, task.ts + task.dur!);
    const kernel = own.samples >= MIN_SAMPLES ? own.share : load.share;
    return task.tdur! * (1 - kernel * (1 - toFastClass));
  });
  return { trace: normalized, share: { load: load.share, samples: load.samples } };
};
