import { readFileSync } from 'node:fs';

/** Linux reports process times in USER_HZ ticks, 100 per second on every architecture Node runs on. */
const USER_HZ = 100;

/**
 * CPU seconds (user + system, all threads) a process has used, from /proc. CPU per request or per MB moves far
 * less with other work on the machine than requests per second do, so ours and the bare library's are compared by it.
 */
export const cpuSeconds = (pid: number): number => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / USER_HZ;
};
