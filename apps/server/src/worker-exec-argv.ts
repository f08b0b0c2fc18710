/**
 * The only flags of the process a worker thread takes: the profiler's (bench/harness/server.ts). A worker refuses
 * V8's options, so a server started with `node --max-old-space-size=…` could not start one, and `--input-type` (a
 * server started with `node -e`, as e2e/deployment-kit.ts does) stops it loading its file.
 */
const WORKER_FLAGS = /^--(cpu-prof|heap-prof)/;

export const workerExecArgv = (): string[] => process.execArgv.filter((flag) => WORKER_FLAGS.test(flag));
