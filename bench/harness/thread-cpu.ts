import { readFileSync } from 'node:fs';

/** Linux reports thread times in USER_HZ ticks, 100 per second (as process-cpu.ts). */
const USER_HZ = 100;

/**
 * CPU seconds a process's main thread (the event loop) has used, from /proc/<pid>/task/<pid>/stat. Set against
 * the whole process's (process-cpu.ts) it tells the event loop's share from the worker threads' (argon2 in ours,
 * libuv's pool in the bare server): with 2 cores, every millisecond the loop spends per sign-in is one argon2
 * does not get.
 */
export const mainThreadCpuSeconds = (pid: number): number => {
  const fields = readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / USER_HZ;
};
