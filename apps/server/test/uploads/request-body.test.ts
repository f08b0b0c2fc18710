import { createReadStream, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { requestBody } from '../../src/modules/files/storage/staged-s3-store.ts';

/**
 * An S3 part's body over two local files, as the staged store sends it. A request that fails while it reads the body
 * leaves the body half read and the files are then closed: that must not end the server (an error no one listened
 * to closed an instance in the deadline-day bench). The failing request is a stand-in: S3 does not fail on demand.
 */
describe('an S3 request body whose request failed midway', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'request-body-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('errors with its sources, and that error reaches no one', async () => {
    const files = ['a', 'b'].map((name, i) => {
      const file = path.join(dir, name);
      writeFileSync(file, Buffer.alloc(8 << 20, i + 1));
      return file;
    });
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', onUncaught);
    try {
      const sources = files.map((file) => createReadStream(file));
      const body = requestBody(sources);
      // A slow request still reading when it fails, and its sources closed under it.
      let received = 0;
      body.pipe(
        new Writable({
          highWaterMark: 1024,
          write(chunk: Buffer, _encoding, done) {
            received += chunk.length;
            setTimeout(done, 1);
          },
        }),
      );
      await vi.waitFor(() => expect(received).toBeGreaterThan(0), { timeout: 10_000 });
      // 'close' comes after the body's 'error' (not `once`: it would listen for that error itself).
      const closed = new Promise((resolve) => body.on('close', resolve));
      for (const source of sources) source.destroy();
      await closed;
      await new Promise((resolve) => setImmediate(resolve));
      expect(received).toBeGreaterThan(0);
      expect(received).toBeLessThan(16 << 20);
      expect(body.destroyed).toBe(true);
      expect(body.errored).toBeTruthy();
      expect(uncaught).toEqual([]);
    } finally {
      process.off('uncaughtException', onUncaught);
    }
  });
});
