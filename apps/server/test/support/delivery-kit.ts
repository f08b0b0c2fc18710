import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import { createServer as createTcpServer, type Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server (smtp-server, by nodemailer's authors) on 127.0.0.1, and the outside services' other faults
 * the tests need: a port nobody listens on, a server that accepts connections and never answers, and a local
 * webhook-style SMS gateway.
 */

export const SMTP_USER = 'portal';
export const SMTP_PASSWORD = 'smtp-password-for-tests';

export interface ReceivedMail {
  from: string;
  to: string[];
  headers: Record<string, string>;
  /** The text/plain body, transfer encoding undone. */
  text: string;
}

const listenOn = (
  server: {
    listen: (port: number, host: string, cb: () => void) => unknown;
    once: (e: 'error', cb: (err: Error) => void) => unknown;
  },
  port: number,
) =>
  new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });

/** A port that was free a moment ago and has nothing listening on it now. */
export const freePort = async (): Promise<number> => {
  const server = createTcpServer();
  await listenOn(server, 0);
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
};

export const smtpUrl = (port: number): string => `smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${port}`;

const decodeQuotedPrintable = (text: string): string =>
  Buffer.from(
    text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

const splitHead = (raw: string): { headers: Record<string, string>; body: string } => {
  const at = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, at).replace(/\r\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n'))
    headers[line.slice(0, line.indexOf(':')).toLowerCase()] = line.slice(line.indexOf(':') + 1).trim();
  return { headers, body: raw.slice(at + 4) };
};

/** The text/plain part of a MIME message (single part or one level of multipart), decoded. */
export const plainTextOf = (raw: string): string => {
  const { headers, body } = splitHead(raw);
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  if (boundary) {
    const part = body.split(`--${boundary}`).find((p) => /content-type:\s*text\/plain/i.test(p));
    return part ? plainTextOf(part.replace(/^\r\n/, '')) : '';
  }
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
};

export interface TestSmtpServer {
  port: number;
  url: string;
  /** Messages accepted. */
  received: ReceivedMail[];
  /** Messages refused after their data was read (rejectWith). */
  refused: ReceivedMail[];
  close: () => Promise<void>;
}

/**
 * Starts an SMTP server that wants SMTP_USER/SMTP_PASSWORD. With `rejectWith` it reads every message and then
 * answers that status (e.g. 554), as a mail server's content filter would; with `beforeAnswer` it holds its
 * answer to a message until that promise settles.
 */
export const startSmtpServer = async (
  options: { port?: number; rejectWith?: number; beforeAnswer?: () => Promise<void> } = {},
): Promise<TestSmtpServer> => {
  const received: ReceivedMail[] = [];
  const refused: ReceivedMail[] = [];
  const server = new SMTPServer({
    // Plain SMTP on the loopback: STARTTLS would need a certificate the client trusts.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth: (auth, _session, callback) => {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) callback(null, { user: SMTP_USER });
      else callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        await options.beforeAnswer?.();
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail: ReceivedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          headers: splitHead(raw).headers,
          text: plainTextOf(raw),
        };
        if (options.rejectWith) {
          refused.push(mail);
          callback(Object.assign(new Error('Message refused by policy'), { responseCode: options.rejectWith }));
          return;
        }
        received.push(mail);
        callback();
      });
    },
  });
  await listenOn(server, options.port ?? 0);
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return {
    port: address.port,
    url: smtpUrl(address.port),
    received,
    refused,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

/** A server that accepts TCP connections and never says a word (a hung mail server); close() drops them. */
export const startSilentServer = async (port = 0) => {
  const sockets = new Set<Socket>();
  const server = createTcpServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await listenOn(server, port);
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return {
    port: address.port,
    /** Connections open right now. */
    open: () => sockets.size,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};

/** A webhook-style SMS gateway: takes POSTed {to, text} JSON with the bearer token. */
export const startSmsGateway = async (port = 0, token = 'sms-gateway-token') => {
  const received: { to: string; text: string; authorization: string | undefined }[] = [];
  const server: HttpServer = createHttpServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const message = JSON.parse(body) as { to: string; text: string };
      received.push({ ...message, authorization: request.headers.authorization });
      response.statusCode = request.headers.authorization === `Bearer ${token}` ? 200 : 401;
      response.end();
    });
  });
  await listenOn(server, port);
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return {
    port: address.port,
    url: `http://127.0.0.1:${address.port}/send`,
    token,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
