import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterEach, expect, it, vi } from 'vitest';
import { createS3UploadStorage } from '../../src/modules/files/storage/s3-upload-storage.ts';

/**
 * The S3 SDK's own warnings reach the server's JSON log, not the console. A stand-in for the S3 server holds every
 * request (a real one does not stall on demand) while 50 reads hold the SDK's 50 sockets and 150 wait for one; the
 * SDK warns when at least twice as many wait as it has sockets, 3 s after a request.
 */

const held: ServerResponse[] = [];
let holding = true;
const notFound = (response: ServerResponse) =>
  response.writeHead(404, { 'content-type': 'application/xml' }).end('<Error><Code>NoSuchKey</Code></Error>');
const standIn = createServer((_request: IncomingMessage, response: ServerResponse) => {
  if (holding) held.push(response);
  else notFound(response);
});

afterEach(async () => {
  vi.restoreAllMocks();
  holding = false;
  for (const response of held.splice(0)) notFound(response);
  await new Promise((resolve) => standIn.close(resolve));
});

it(
  'logs the SDK warning that every socket is busy as a JSON line of the server log, and nothing on the console',
  { timeout: 20_000 },
  async () => {
    await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
    const lines: string[] = [];
    const app = Fastify({ logger: { level: 'warn', stream: { write: (line: string) => void lines.push(line) } } });
    const consoleWarn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const storage = createS3UploadStorage(
      {
        endpoint: `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`,
        region: 'us-east-1',
        bucket: 'portal-test',
        accessKeyId: 'test',
        secretAccessKey: 'test-secret',
        forcePathStyle: true,
      },
      { expirationMs: 60_000, log: app.log },
    );

    const reads = Array.from({ length: 200 }, () => storage.read(randomUUID()).catch(() => undefined));
    await vi.waitFor(() => expect(lines.some((line) => line.includes('socket usage at capacity'))).toBe(true), {
      timeout: 15_000,
      interval: 100,
    });

    const warning = JSON.parse(lines.find((line) => line.includes('socket usage at capacity'))!) as Record<string, unknown>;
    expect(warning).toMatchObject({ level: 40, component: 's3' });
    expect(warning.msg).toMatch(/socket usage at capacity=50 and \d+ additional requests are enqueued/);
    expect(consoleWarn).not.toHaveBeenCalled();
    holding = false;
    for (const response of held.splice(0)) notFound(response);
    await Promise.all(reads);
  },
);
