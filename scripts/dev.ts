import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

/** `npm run dev`: the server with --watch on :3000 and Vite with hot reload on :5173 (open that one). */
const root = path.resolve(import.meta.dirname, '..');
if (existsSync(path.join(root, '.env'))) process.loadEnvFile(path.join(root, '.env'));
const env = {
  ...process.env,
  NODE_ENV: 'development',
  BASE_URL: process.env.BASE_URL ?? 'http://localhost:5173',
  SERVE_WEB: 'false',
};
const children = [
  spawn('node', ['--watch', 'apps/server/src/server.ts'], { cwd: root, stdio: 'inherit', env }),
  spawn('npm', ['run', 'dev', '-w', 'apps/web'], { cwd: root, stdio: 'inherit', env }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
console.log('Dev servers starting: open http://localhost:5173');
