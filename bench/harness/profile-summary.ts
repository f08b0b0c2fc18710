import { readFileSync } from 'node:fs';

/**
 * `node bench/harness/profile-summary.ts <file.cpuprofile> [top]`: where a server profile (BENCH_CPU_PROF) spent
 * its time, as self time per package (node_modules/<name>, node: internals, our own src) and the top functions.
 */
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount: number;
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

const [file, topArg] = process.argv.slice(2);
if (!file) throw new Error('usage: profile-summary.ts <file.cpuprofile> [top]');
const top = Number(topArg ?? 25);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const selfUs = new Map<number, number>();
profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));

const packageOf = (url: string, name: string): string => {
  if (!url) return name.startsWith('(') ? name : '(native)';
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + 'node_modules/'.length).split('/');
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  if (url.startsWith('node:')) return 'node:internals';
  const src = url.indexOf('/apps/server/src/');
  if (src >= 0)
    return `ours: ${
      url
        .slice(src + '/apps/server/src/'.length)
        .split('/')
        .slice(0, -1)
        .join('/') || '.'
    }`;
  if (url.includes('/packages/shared/')) return 'ours: packages/shared';
  return url;
};

const total = [...selfUs.values()].reduce((a, b) => a + b, 0);
const wall = profile.endTime - profile.startTime;
const packages = new Map<string, number>();
const functions = new Map<string, number>();
for (const [id, us] of selfUs) {
  const node = byId.get(id)!;
  const { functionName, url, lineNumber } = node.callFrame;
  const pkg = packageOf(url, functionName);
  packages.set(pkg, (packages.get(pkg) ?? 0) + us);
  const key = `${functionName || '(anonymous)'} ${url ? `${url.split('/').slice(-2).join('/')}:${lineNumber + 1}` : ''}`;
  functions.set(key, (functions.get(key) ?? 0) + us);
}
const pct = (us: number) => `${((100 * us) / total).toFixed(1)}%`;
const rows = (map: Map<string, number>) =>
  [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([k, us]) => `| ${k} | ${(us / 1000).toFixed(0)} ms | ${pct(us)} |`)
    .join('\n');
console.log(`profile ${file}: ${(wall / 1e6).toFixed(1)} s wall, ${(total / 1e6).toFixed(1)} s sampled on the main thread\n`);
console.log(`| self time by package | ms | share |\n|---|---|---|\n${rows(packages)}\n`);
console.log(`| self time by function | ms | share |\n|---|---|---|\n${rows(functions)}`);
