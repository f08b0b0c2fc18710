import { pageMainThread, type TraceEvent } from './main-thread-tasks.ts';

/** Events with a length on a thread's timeline: complete events and begin/end pairs. */
const TIMED_PHASES = new Set(['X', 'B', 'E']);

/**
 * The trace with each top-level task of the page's main thread shortened to the CPU time the thread spent in it
 * (`tdur`), everything inside the task shortened in proportion, so nesting and order hold. Each task keeps its start;
 * other threads, the network and the page's paint marks stay as they were.
 *
 * Why: Lighthouse's simulation multiplies each main-thread task's wall time by the CPU slowdown. On a 2-core host
 * shared with the server and the browser's other processes, two thirds of that wall time is the main thread waiting
 * for a core or for another process (docs/performance.md, "A reading that holds"), and that share moves from
 * machine to machine. The benchmarkIndex that sets the slowdown measures the CPU alone, so CPU time is what it
 * calibrates.
 */
export const cpuTimeTrace = <T extends { traceEvents: TraceEvent[] }>(
  trace: T,
  /** The CPU time to read a task as (µs); its `tdur` unless told (lib/kernel-normalized-trace.ts tells). */
  cpuUsOf: (task: TraceEvent) => number = (task) => task.tdur!,
): T => {
  const { pid, tid } = pageMainThread(trace.traceEvents);
  const onMain = (e: TraceEvent) => e.pid === pid && e.tid === tid && TIMED_PHASES.has(e.ph);
  const topLevel = trace.traceEvents
    .filter((e) => onMain(e) && e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!)
    .reduce<TraceEvent[]>((tasks, e) => {
      const open = tasks.at(-1);
      if (!open || e.ts >= open.ts + open.dur!) tasks.push(e);
      return tasks;
    }, []);
  const cpuUs = new Map(
    topLevel.filter((task) => task.tdur !== undefined).map((task) => [task, Math.min(task.dur!, cpuUsOf(task))]),
  );
  const shortened = topLevel.filter((task) => task.dur! > 0 && (cpuUs.get(task) ?? task.dur!) < task.dur!);
  // Tasks in start order and not overlapping: a binary search finds the one an event falls in. A task may start
  // where the one before ends: an event there belongs to the new task, an end ('E') to the one before.
  const taskOf = (e: TraceEvent): TraceEvent | undefined => {
    const isEnd = e.ph === 'E';
    let [low, high] = [0, shortened.length - 1];
    while (low <= high) {
      const middle = (low + high) >> 1;
      const task = shortened[middle]!;
      const end = task.ts + task.dur!;
      if (isEnd ? e.ts <= task.ts : e.ts < task.ts) high = middle - 1;
      else if (isEnd ? e.ts > end : e.ts >= end) low = middle + 1;
      else return task;
    }
    return undefined;
  };
  const traceEvents = trace.traceEvents.map((e) => {
    const task = onMain(e) ? taskOf(e) : undefined;
    if (!task) return e;
    const ratio = cpuUs.get(task)! / task.dur!;
    return {
      ...e,
      ts: task.ts + (e.ts - task.ts) * ratio,
      ...(e.dur === undefined ? {} : { dur: e.dur * ratio }),
    };
  });
  return { ...trace, traceEvents };
};
