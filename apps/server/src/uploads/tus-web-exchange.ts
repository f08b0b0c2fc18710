import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { toErrorBody } from './tus-errors.ts';

const hasBody = (request: FastifyRequest): boolean =>
  (request.method === 'PATCH' || request.method === 'POST') &&
  (request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0);

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
  const body = Readable.toWeb(request.raw) as unknown as ReadableStream<Uint8Array>;
  return new Request(url, { method: request.method, headers, body, duplex: 'half' });
};

/** Sends tus's answer through Fastify (so the security headers apply), every error as {code, message} JSON. */
export const sendTusResponse = async (reply: FastifyReply, response: Response, extraHeaders: Record<string, string> = {}): Promise<FastifyReply> => {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name !== 'content-length') reply.header(name, value);
  }
  for (const [name, value] of Object.entries(extraHeaders)) reply.header(name, value);
  const text = response.body ? await response.text() : '';
  if (response.status >= 400) return reply.header('content-type', 'application/json; charset=utf-8').send(toErrorBody(response.status, text));
  return reply.send(text || undefined);
};
