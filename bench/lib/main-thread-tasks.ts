/**
 * The main-thread tasks of a page load from a Chrome trace: every task of at least `minMs` with the events inside
 * it that took 1 ms or more of their own time, so a long task Lighthouse cannot attribute ("Unattributable", or a
 * stylesheet's URL) shows what it was: style, layout, a font, a script. Times are the trace's own (unthrottled).
 */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** the thread's own CPU time in the event, µs (wall time less the time the thread was not running) */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown>; beginData?: Record<string, unknown> };
}

export interface MainThreadTask {
  /** ms after the navigation started */
  at: number;
  ms: number;
  /** the main thread's CPU time in the task: on a busy host much less than `ms` (the thread waited for a core) */
  cpuMs: number;
  /** each kind of event inside the task (with its file or element count) → its own time, µs */
  inside: Map<string, number>;
  /** each kind of event inside the task → how many there were */
  counts: Map<string, number>;
}

/** What an event was about: a script's or stylesheet's file, the elements a style pass touched. */
const detail = (event: TraceEvent): string => {
  const data = { ...event.args?.beginData, ...event.args?.data };
  const stack = data.stackTrace as { url?: string }[] | undefined;
  const url = (data.url ?? data.styleSheetUrl ?? stack?.[0]?.url) as string | undefined;
  const parts = [
    url ? new URL(url, 'http://x').pathname.split('/').pop() || '/' : undefined,
    data.elementCount !== undefined ? `${String(data.elementCount)} elements` : undefined,
    data.dirtyObjects !== undefined ? `${String(data.dirtyObjects)} of ${String(data.totalObjects)} objects` : undefined,
    typeof data.functionName === 'string' && data.functionName ? data.functionName : undefined,
  ].filter(Boolean);
  return parts.length ? ` (${parts.join(', ')})` : '';
};

/** The page's main thread: where its document (not about:blank) was parsed. */
export const pageMainThread = (events: TraceEvent[]): TraceEvent => {
  const parse = events.find((e) => e.name === 'ParseHTML' && String(e.args?.beginData?.url ?? '').startsWith('http'));
  if (!parse) throw new Error('no ParseHTML of the page in the trace');
  return parse;
};

export const mainThreadTasks = (events: TraceEvent[], minMs: number): MainThreadTask[] => {
  const parse = pageMainThread(events);
  const start =
    events.filter((e) => e.pid === parse.pid && e.name === 'navigationStart' && e.ts <= parse.ts).at(-1)?.ts ?? parse.ts;
  const onMain = events
    .filter((e) => e.pid === parse.pid && e.tid === parse.tid && e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const tasks: MainThreadTask[] = [];
  // Nested events by their end: each event's own time is its length less its children's.
  const stack: { event: TraceEvent; childTime: number; label: string }[] = [];
  let task: MainThreadTask | undefined;
  const close = (until: number) => {
    while (stack.length && stack.at(-1)!.event.ts + stack.at(-1)!.event.dur! <= until) {
      const done = stack.pop()!;
      const own = done.event.dur! - done.childTime;
      const label = stack.length ? done.label : '(the task itself)';
      if (stack.length) stack.at(-1)!.childTime += done.event.dur!;
      task?.inside.set(label, (task.inside.get(label) ?? 0) + own);
      task?.counts.set(label, (task.counts.get(label) ?? 0) + 1);
    }
  };
  for (const event of onMain) {
    close(event.ts);
    if (!stack.length) {
      task = {
        at: (event.ts - start) / 1000,
        ms: event.dur! / 1000,
        cpuMs: (event.tdur ?? event.dur!) / 1000,
        inside: new Map(),
        counts: new Map(),
      };
      if (event.ts >= start) tasks.push(task);
    }
    stack.push({ event, childTime: 0, label: `${event.name}${detail(event)}` });
  }
  close(Number.POSITIVE_INFINITY);
  return tasks.filter((t) => t.ms >= minMs);
};

/** The tasks as lines: length, start, and what took 1 ms or more inside, largest first. */
export const describeTasks = (tasks: MainThreadTask[]): string[] =>
  tasks.map((t) => {
    const inside = [...t.inside.entries()]
      .filter(([, us]) => us >= 1000)
      .sort((a, b) => b[1] - a[1])
      .map(
        ([label, us]) => `${label}${(t.counts.get(label) ?? 1) > 1 ? ` ×${t.counts.get(label)}` : ''} ${(us / 1000).toFixed(1)}`,
      )
      .join('; ');
    return `${t.ms.toFixed(1)} ms (CPU ${t.cpuMs.toFixed(1)}) at ${t.at.toFixed(0)} ms: ${inside}`;
  });

/** The kinds of event (by name, files and counts left out) that took the most of the tasks' own time, largest first. */
export const topEvents = (tasks: MainThreadTask[], count: number): string[] => {
  const byName = new Map<string, number>();
  for (const t of tasks)
    for (const [label, us] of t.inside) {
      const name = label.replace(/ \(.*\)$/, '');
      byName.set(name, (byName.get(name) ?? 0) + us);
    }
  return [...byName.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, us]) => `${name} ${(us / 1000).toFixed(1)} ms`);
};
