import { pageFaultCost } from './page-fault-cost.ts';

/**
 * The kernel's costs on the fast class of this kind of machine, by the same two measures: a page first touched
 * (lib/page-fault-cost.ts: 2.2–2.8 µs on the seventh machine, 1.6–2.2 on the eighth) and a system call (`getppid`:
 * 0.18 µs on the seventh). On the slow class both cost 6–8 times as much (docs/performance.md, "How much of the slow
 * class is the kernel").
 */
export const FAST_CLASS_KERNEL = { pageFaultUs: 2.2, systemCallUs: 0.18 };

/** µs per system call: `process.ppid` is a `getppid` call each time it is read. The median of `rounds`. */
export const systemCallCost = (calls = 200_000, rounds = 3): number => {
  const each: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const started = process.hrtime.bigint();
    let sum = 0;
    for (let call = 0; call < calls; call++) sum += process.ppid;
    if (sum < 0) throw new Error('unreachable: keeps the loop');
    each.push(Number(process.hrtime.bigint() - started) / 1000 / calls);
  }
  return each.sort((a, b) => a - b)[Math.floor(rounds / 2)]!;
};

export interface HostKernelCost {
  pageFaultUs: number;
  systemCallUs: number;
  /** What the fast class's kernel takes for what this host's takes: the geometric mean of the two ratios, at most 1. */
  toFastClass: number;
}

export const hostKernelCost = (): HostKernelCost => {
  const pageFaultUs = pageFaultCost().firstTouchUs;
  const systemCallUs = systemCallCost();
  const ratio = Math.sqrt((FAST_CLASS_KERNEL.pageFaultUs / pageFaultUs) * (FAST_CLASS_KERNEL.systemCallUs / systemCallUs));
  return { pageFaultUs, systemCallUs, toFastClass: Math.min(1, ratio) };
};
