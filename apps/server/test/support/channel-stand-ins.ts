import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/**
 * Local stand-ins of the outside message APIs (docs/testing.md: fakes only for outside services): an HTTP server
 * that records every request and answers as told: 'ok', 'refuse' (401), 'fail' (503) or 'hang' (never answers).
 */
export type StandInMode = 'ok' | 'refuse' | 'fail' | 'hang';

export interface RecordedRequest {
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

export interface StandIn {
  url: string;
  received: RecordedRequest[];
  mode: StandInMode;
  close: () => Promise<void>;
}

const start = async (token: string, answer: (request: RecordedRequest, response: ServerResponse) => void): Promise<StandIn> => {
  const hung = new Set<ServerResponse>();
  const standIn: StandIn = { url: '', received: [], mode: 'ok', close: async () => undefined };
  const server: Server = createServer((request: IncomingMessage, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      const recorded = {
        path: request.url ?? '',
        authorization: request.headers.authorization,
        body: JSON.parse(raw || '{}') as Record<string, unknown>,
      };
      standIn.received.push(recorded);
      if (standIn.mode === 'hang') return void hung.add(response);
      if (standIn.mode === 'refuse' || request.headers.authorization !== `Bearer ${token}`) {
        response.statusCode = 401;
        return void response.end('{"error":{"message":"refused"}}');
      }
      if (standIn.mode === 'fail') {
        response.statusCode = 503;
        return void response.end('{"error":{"message":"unavailable"}}');
      }
      answer(recorded, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  standIn.url = `http://127.0.0.1:${address.port}`;
  standIn.close = () =>
    new Promise<void>((resolve) => {
      for (const response of hung) response.destroy();
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return standIn;
};

/** The WhatsApp Business Cloud API's send endpoint (POST /{phone number id}/messages): answers a wamid per message. */
export const startWhatsAppStandIn = (token = 'whatsapp-token-for-tests'): Promise<StandIn & { token: string }> => {
  let next = 0;
  return start(token, (_request, response) => {
    next += 1;
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ messaging_product: 'whatsapp', messages: [{ id: `wamid.test-${next}` }] }));
  }).then((standIn) => Object.assign(standIn, { token }));
};

/** A webhook-style SMS gateway (POST {to, text, dltEntityId, dltTemplateId}). */
export const startSmsStandIn = (token = 'sms-token-for-tests'): Promise<StandIn & { token: string }> =>
  start(token, (_request, response) => {
    response.statusCode = 200;
    response.end('{}');
  }).then((standIn) => Object.assign(standIn, { token }));
