import type { IncomingMessage } from 'node:http';
import { finished } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { toErrorBody } from './tus-errors.ts';

const hasBody = (request: FastifyRequest): boolean =>
  (request.method === 'PATCH' || request.method === 'POST') &&
  (request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0);

/** How much of a chunk's body may wait in memory for the store to take it: the socket is paused beyond this. */
const BODY_QUEUE_BYTES = 1024 * 1024;

/**
 * The request body as a web stream, without copying: Readable.toWeb() copies every chunk (to detach it from a
 * buffer pool, which request bodies do not use), and at upload rates that copy and its garbage cost more CPU
 * than everything else on the path. Backpressure pauses the socket; a dropped connection errors the stream.
 */
const bodyStreamOf = (raw: IncomingMessage): ReadableStream<Uint8Array> => {
  let settled = false;
  let stopListening = (): void => {};
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        const onData = (chunk: Buffer): void => {
          controller.enqueue(chunk);
          if ((controller.desiredSize ?? 0) <= 0) raw.pause();
        };
        raw.on('data', onData);
        raw.pause();
        const stopFinished = finished(raw, { writable: false }, (error) => {
          stopListening();
          if (settled) return;
          settled = true;
          if (error) controller.error(error);
          else controller.close();
        });
        stopListening = () => {
          raw.off('data', onData);
          stopFinished();
        };
      },
      pull() {
        raw.resume();
      },
      cancel() {
        settled = true;
        stopListening();
      },
    },
    new ByteLengthQueuingStrategy({ highWaterMark: BODY_QUEUE_BYTES }),
  );
};

/**
 * The Fastify request as the Web Request @tus/server handles. The body is the raw socket stream, never buffered:
 * Fastify's parser for tus chunks leaves it unread. The query string is dropped (tus reads the id from the path).
 */
export const toTusRequest = (request: FastifyRequest, baseUrl: string): Request => {
  const headers = new Headers();
  const raw = request.raw.rawHeaders;
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = raw[i]!;
    if (!name.startsWith(':')) headers.append(name, raw[i + 1]!);
  }
  const url = new URL(request.url.split('?')[0] ?? '/', baseUrl);
  if (!hasBody(request)) return new Request(url, { method: request.method, headers });
  // `duplex` is Node's (undici's) RequestInit; mediabunny's DOM typings can make TypeScript see the DOM's instead.
  const init: RequestInit & { duplex: 'half' } = {
    method: request.method,
    headers,
    body: bodyStreamOf(request.raw),
    duplex: 'half',
  };
  return new Request(url, init);
};

/** Sends tus's answer through Fastify (so the security headers apply), every error as {code, message} JSON. */
export const sendTusResponse = async (
  reply: FastifyReply,
  response: Response,
  extraHeaders: Record<string, string> = {},
): Promise<FastifyReply> => {
  reply.status(response.status);
  // tus's bodies are empty or short texts: Fastify sets their length, and the type is ours to say (JSON errors).
  for (const [name, value] of response.headers) {
    if (name !== 'content-length' && name !== 'content-type') reply.header(name, value);
  }
  for (const [name, value] of Object.entries(extraHeaders)) reply.header(name, value);
  const text = response.body ? await response.text() : '';
  if (response.status >= 400)
    return reply.header('content-type', 'application/json; charset=utf-8').send(toErrorBody(response.status, text));
  return reply.send(text || undefined);
};
