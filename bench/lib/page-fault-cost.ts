const PAGE_BYTES = 4096;

/**
 * The host's cost of a page's first touch, in µs per 4 KiB page: memory fresh from the kernel written once per page
 * (each write a page fault), against the same pages written again. A new renderer process takes thousands of such
 * faults while it loads a page; on a host where each costs 15 µs instead of well under 1 µs, a first load reads far
 * slower than Lighthouse's benchmarkIndex (a warm JavaScript loop, no faults) says (docs/performance.md, "Why the
 * machines disagree"). The median of `rounds`.
 */
export const pageFaultCost = (bytes = 64 * 1024 * 1024, rounds = 3): { firstTouchUs: number; againUs: number } => {
  const pages = Math.floor(bytes / PAGE_BYTES);
  const first: number[] = [];
  const again: number[] = [];
  for (let round = 0; round < rounds; round++) {
    // Large enough that the allocator maps fresh pages from the kernel, untouched until written.
    const memory = Buffer.allocUnsafeSlow(pages * PAGE_BYTES);
    const writeEveryPage = (value: number): number => {
      const started = process.hrtime.bigint();
      for (let page = 0; page < pages; page++) memory[page * PAGE_BYTES] = value;
      return Number(process.hrtime.bigint() - started) / 1000 / pages;
    };
    first.push(writeEveryPage(1));
    again.push(writeEveryPage(2));
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  return { firstTouchUs: median(first), againUs: median(again) };
};
