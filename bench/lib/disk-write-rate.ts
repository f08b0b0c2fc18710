import { closeSync, fsyncSync, openSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

/** Bytes per second for writing `bytes` to a new file in `dir` in `chunkBytes` writes, fsync at the end included. */
export const rawDiskWriteRate = (dir: string, bytes: number, chunkBytes: number): number => {
  const file = path.join(dir, 'raw-write-rate.bin');
  const buffer = Buffer.alloc(chunkBytes, 0x5a);
  const started = process.hrtime.bigint();
  const fd = openSync(file, 'w');
  try {
    for (let written = 0; written < bytes;) {
      const length = Math.min(chunkBytes, bytes - written);
      written += writeSync(fd, buffer, 0, length);
    }
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  rmSync(file);
  return bytes / seconds;
};
