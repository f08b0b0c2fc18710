import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';

/** Stops a server started for the e2e run or a bench (SIGTERM, then waits for it to exit) and removes its data folder. */
export const stopServer = async (child: ChildProcess, dataDir: string): Promise<void> => {
  if (child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
};
