import http from 'node:http';
import { TUS_ENDPOINT } from '@portal/shared/uploads/upload-protocol';

/** A tus 1.0 client over node:http with keep-alive, as the benchmark needs it (no retries, no buffering of the file). */
export interface TusSession {
  baseUrl: string;
  cookie: string;
  agent: http.Agent;
}

export interface TusAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

const TUS = { 'tus-resumable': '1.0.0' };

const send = (
  session: TusSession,
  url: string,
  method: string,
  headers: Record<string, string>,
  body?: Buffer,
): Promise<TusAnswer> =>
  new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method, agent: session.agent, headers: { ...TUS, cookie: session.cookie, ...headers } },
      (response) => {
        const parts: Buffer[] = [];
        response.on('data', (part: Buffer) => parts.push(part));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(parts).toString() }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });

const metadataHeader = (metadata: Record<string, string>): string =>
  Object.entries(metadata)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');

/** POST: creates an upload and returns its absolute URL. */
export const createUpload = async (session: TusSession, length: number, metadata: Record<string, string>): Promise<string> => {
  const answer = await send(session, `${session.baseUrl}${TUS_ENDPOINT}`, 'POST', {
    'upload-length': String(length),
    'upload-metadata': metadataHeader(metadata),
  });
  if (answer.status !== 201 || typeof answer.headers.location !== 'string')
    throw new Error(`creation failed: ${answer.status} ${answer.body}`);
  return new URL(answer.headers.location, `${session.baseUrl}${TUS_ENDPOINT}/`).toString();
};

export const patchChunk = (session: TusSession, url: string, offset: number, chunk: Buffer): Promise<TusAnswer> =>
  send(
    session,
    url,
    'PATCH',
    {
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
      'content-length': String(chunk.length),
    },
    chunk,
  );

/** HEAD: the offset the server holds. */
export const uploadOffset = async (session: TusSession, url: string): Promise<number> => {
  const answer = await send(session, url, 'HEAD', {});
  if (answer.status !== 200) throw new Error(`HEAD failed: ${answer.status}`);
  return Number(answer.headers['upload-offset']);
};

/** A PATCH that loses its connection after `sentBytes` of `chunk` (the socket is destroyed, as on a dropped mobile link). */
export const droppedPatch = async (
  session: TusSession,
  url: string,
  offset: number,
  chunk: Buffer,
  sentBytes: number,
): Promise<void> => {
  const request = http.request(url, {
    method: 'PATCH',
    agent: false,
    headers: {
      ...TUS,
      cookie: session.cookie,
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
      'content-length': String(chunk.length),
    },
  });
  request.on('error', () => {});
  await new Promise<void>((resolve) => request.write(chunk.subarray(0, sentBytes), () => resolve()));
  await new Promise((resolve) => setTimeout(resolve, 200));
  request.destroy();
};

/** One PATCH carrying `length` bytes from `pieces`, written with backpressure (never the whole body in memory). */
export const patchWhole = (session: TusSession, url: string, length: number, pieces: Iterable<Buffer>): Promise<TusAnswer> =>
  new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'PATCH',
        agent: session.agent,
        headers: {
          ...TUS,
          cookie: session.cookie,
          'upload-offset': '0',
          'content-type': 'application/offset+octet-stream',
          'content-length': String(length),
        },
      },
      (response) => {
        const parts: Buffer[] = [];
        response.on('data', (part: Buffer) => parts.push(part));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(parts).toString() }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    const iterator = pieces[Symbol.iterator]();
    const write = (): void => {
      for (let next = iterator.next(); !next.done; next = iterator.next()) {
        if (!request.write(next.value)) {
          request.once('drain', write);
          return;
        }
      }
      request.end();
    };
    write();
  });
