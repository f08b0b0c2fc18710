import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * `npm start`: builds the web app when its sources are newer than the build, then runs the server
 * (which migrates the database and serves the SPA and every API from one process).
 */
const root = path.resolve(import.meta.dirname, '..');
const builtIndex = path.join(root, 'apps/web/dist/index.html');
const SOURCES = ['apps/web/src', 'apps/web/index.html', 'apps/web/public', 'apps/web/vite.config.ts', 'packages/shared/src'];

const newestMtime = (target: string): number => {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((max, name) => Math.max(max, newestMtime(path.join(target, name))), stat.mtimeMs);
};

const needsBuild = !existsSync(builtIndex) || SOURCES.some((s) => newestMtime(path.join(root, s)) > statSync(builtIndex).mtimeMs);
if (needsBuild) {
  console.log('Building the web app (sources changed since the last build)…');
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const envFile = path.join(root, '.env');
if (existsSync(envFile)) process.loadEnvFile(envFile);
process.env.NODE_ENV ??= 'production';
await import('../apps/server/src/server.ts');
