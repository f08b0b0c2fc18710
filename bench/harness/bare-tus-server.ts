import './exit-on-sigterm.ts';
import http from 'node:http';
import { FileStore } from '@tus/file-store';
import { Server } from '@tus/server';
import { TUS_ENDPOINT } from '@portal/shared/uploads/upload-protocol';

/**
 * The bare library for bench/upload.ts: @tus/server with its FileStore on node:http, no auth, no checks, no
 * sha256, no database. Env: PORT, BARE_DIR (where the files go). Prints "ready" once listening.
 */
const tus = new Server({ path: TUS_ENDPOINT, datastore: new FileStore({ directory: process.env.BARE_DIR! }) });
http
  .createServer((request, response) => void tus.handle(request, response))
  .listen(Number(process.env.PORT), '127.0.0.1', () => console.log('ready'));
