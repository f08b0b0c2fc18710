import { readFileSync } from 'node:fs';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStore, startServer, type ServerChild, type Store } from '../support/reliability-kit.ts';

/**
 * Deadline day: founders' connections arrive while the server's event loop is too busy to take them. The kernel
 * holds them, their handshakes done, until the server takes them, and then each is answered. Node's default queue
 * (511) dropped the rest, and a founder's connect gave up (docs/performance.md, "Deadline day"). The server is
 * stopped (SIGSTOP) for the busy event loop: no connection is taken while it is.
 */

const CONNECTIONS = 1_000;
/** Linux caps a listening socket's queue at net.core.somaxconn (4,096 by default since 5.4); it holds one more. */
const somaxconn = Number(readFileSync('/proc/sys/net/core/somaxconn', 'utf8'));
const HELD = Math.min(CONNECTIONS, somaxconn + 1);
const CONNECT_WAIT_MS = 3_000;

const connectAll = (port: number) => {
  const sockets = Array.from({ length: CONNECTIONS }, () => net.connect({ host: '127.0.0.1', port }));
  for (const socket of sockets) socket.on('error', () => {});
  const connected = sockets.map(
    (socket) =>
      new Promise<boolean>((resolve) => socket.once('connect', () => resolve(true)).once('error', () => resolve(false))),
  );
  return { sockets, connected };
};

const readyzOver = (socket: net.Socket) =>
  new Promise<string>((resolve, reject) => {
    let answer = '';
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString();
      if (answer.includes('\r\n\r\n')) resolve(answer.slice(0, answer.indexOf('\r\n')));
    });
    socket.once('error', reject);
    socket.write('GET /readyz HTTP/1.1\r\nhost: 127.0.0.1\r\nconnection: close\r\n\r\n');
  });

describe('connections arriving while the event loop is busy (sqlite)', () => {
  let store: Store;
  let server: ServerChild;
  beforeAll(async () => {
    store = await createStore('sqlite');
    server = await startServer(store);
  });
  afterAll(async () => {
    server.child.kill('SIGCONT');
    server.child.kill('SIGTERM');
    await server.exited;
    await store.drop();
  });

  it(`holds ${HELD} connections for the server and answers each once it takes them`, async () => {
    const port = Number(new URL(server.url).port);
    server.child.kill('SIGSTOP');
    const { sockets, connected } = connectAll(port);
    const waited = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), CONNECT_WAIT_MS));
    const handshakes = await Promise.all(connected.map((done) => Promise.race([done, waited])));
    const held = sockets.filter((_, i) => handshakes[i]);
    expect(held.length).toBe(HELD);

    server.child.kill('SIGCONT');
    const answers = await Promise.all(held.map(readyzOver));
    expect(new Set(answers)).toEqual(new Set(['HTTP/1.1 200 OK']));
    for (const socket of sockets) socket.destroy();
  });
});
