import './v8-heap-settings.ts';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import closeWithGrace from 'close-with-grace';
import { ConfigError, loadConfig } from './config.ts';
import { buildApp } from './app.ts';

const webDistDir = path.resolve(fileURLToPath(import.meta.url), '../../../web/dist');

/**
 * Connections the kernel completes and holds while the event loop is too busy to take them. Node's default, 511,
 * overflowed on deadline day (bench/rush.ts, 2,000 founders on 2 instances: 2,661 connections refused at the queue,
 * 19 founders' connects given up after 10 s, docs/performance.md). Linux caps it at net.core.somaxconn (4,096 since
 * kernel 5.4).
 */
const LISTEN_BACKLOG = 4096;

const main = async (): Promise<void> => {
  let config;
  try {
    config = loadConfig(process.env, { webDistDir });
    if (config.webDistDir && !existsSync(path.join(config.webDistDir, 'index.html'))) {
      throw new ConfigError([
        'the web app is not built yet: run `npm run build` (npm start does it for you), or set SERVE_WEB=false for an API-only server',
      ]);
    }
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await buildApp(config);
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an error');
    else app.log.info({ signal }, 'shutting down: finishing requests in flight');
    await app.close();
  });
  await app.listen({ host: config.host, port: config.port, backlog: LISTEN_BACKLOG });
  app.log.info(`Portal ready at ${config.baseUrl}`);
};

await main();
