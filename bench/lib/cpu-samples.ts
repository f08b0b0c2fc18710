import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** One sample of what a CPU was running: the thread, when (µs of the monotonic clock, as Chrome's trace), and whether in the kernel. */
export interface CpuSample {
  tid: number;
  timeUs: number;
  kernel: boolean;
}

/** On x86-64 Linux the kernel's addresses are the upper half: an instruction pointer there is the kernel at work. */
const KERNEL_ADDRESS = /^ffff[89a-f]/i;

/** `perf script -F tid,time,ip` lines ("  1234  2127.175319:  ffffffff82242055"); other lines are skipped. */
export const parsePerfScript = (text: string): CpuSample[] =>
  text.split('\n').flatMap((line) => {
    const match = line.match(/^\s*(\d+)\s+(\d+)\.(\d{6}):\s+([0-9a-f]+)\s*$/i);
    if (!match) return [];
    const [, tid, seconds, micros, ip] = match;
    return [
      { tid: Number(tid), timeUs: Number(seconds) * 1e6 + Number(micros), kernel: KERNEL_ADDRESS.test(ip!.padStart(16, '0')) },
    ];
  });

/** Each sample interrupts a CPU, and on the slow class an interrupt traps to the hypervisor: at 4,000 a second the loads read slower. */
const SAMPLES_PER_SECOND = 1000;

/**
 * Every CPU sampled SAMPLES_PER_SECOND times a second with Linux perf (`cpu-clock`, on the monotonic clock Chrome's
 * trace uses) until `stop`: which thread ran and whether in the kernel. Undefined where perf cannot sample here (not
 * installed, or not allowed): the caller goes on without.
 */
export const startCpuSampling = async (): Promise<{ stop: () => Promise<CpuSample[]> } | undefined> => {
  if (spawnSync('perf', ['--version']).status !== 0) return undefined;
  const dir = mkdtempSync(path.join(tmpdir(), 'cpu-samples-'));
  const data = path.join(dir, 'perf.data');
  const perf = spawn(
    'perf',
    ['record', '--quiet', '-e', 'cpu-clock', '-F', String(SAMPLES_PER_SECOND), '-a', '-k', 'CLOCK_MONOTONIC', '-o', data],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  perf.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => perf.on('close', resolve));
  // perf opens its counters in well under this; a load that started earlier would lose its first samples.
  const early = await Promise.race([exited, new Promise<'running'>((resolve) => setTimeout(() => resolve('running'), 300))]);
  if (early !== 'running') {
    rmSync(dir, { recursive: true, force: true });
    console.log(`perf cannot sample here (${stderr.trim().split('\n')[0] ?? `exit ${String(early)}`}): no kernel-time reading`);
    return undefined;
  }
  return {
    stop: async () => {
      perf.kill('SIGINT');
      await exited;
      const script = spawnSync('perf', ['script', '-i', data, '-F', 'tid,time,ip'], { maxBuffer: 512 * 1024 * 1024 });
      rmSync(dir, { recursive: true, force: true });
      return parsePerfScript(script.stdout.toString());
    },
  };
};
