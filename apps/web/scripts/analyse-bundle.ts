import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { build, type Plugin } from 'vite';

/**
 * Bundle analysis: builds the web app (into a temporary folder) and prints every JavaScript and CSS chunk with its
 * gzip size and the packages or source folders it holds (minified bytes per module, as Rolldown renders them).
 * Usage: node apps/web/scripts/analyse-bundle.ts [--all] (without --all, only modules ≥ 1 KB are named).
 */
const root = path.resolve(import.meta.dirname, '..');
const showAll = process.argv.includes('--all');

const ownerOf = (id: string): string => {
  const clean = id.replace(/\?.*$/, '').replace(/^\0/, '');
  const nm = clean.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = clean.slice(nm + 'node_modules/'.length).split('/');
    const pkg = rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
    if (pkg === '@mantine/core' || pkg === '@tabler/icons-react') {
      const file = rest.at(-1)!.replace(/\.(m?js|cjs)$/, '');
      return `${pkg} ${file}`;
    }
    return pkg;
  }
  const rel = path.relative(path.resolve(root, '../..'), clean);
  return rel.startsWith('..')
    ? clean
    : rel
        .split('/')
        .slice(0, rel.startsWith('packages/') ? 3 : 5)
        .join('/');
};

const report: Plugin = {
  name: 'bundle-report',
  apply: 'build',
  generateBundle(_options, bundle) {
    const rows = Object.values(bundle)
      .filter((o) => o.fileName.endsWith('.js') || o.fileName.endsWith('.css'))
      .filter((o) => !o.fileName.startsWith('sw') && !o.fileName.startsWith('workbox'))
      .map((o) => {
        const code = o.type === 'chunk' ? o.code : typeof o.source === 'string' ? o.source : Buffer.from(o.source).toString();
        const owners = new Map<string, number>();
        if (o.type === 'chunk')
          for (const [id, m] of Object.entries(o.modules))
            owners.set(ownerOf(id), (owners.get(ownerOf(id)) ?? 0) + m.renderedLength);
        return {
          file: o.fileName,
          gz: gzipSync(code, { level: 9 }).length,
          raw: code.length,
          owners,
          imports: o.type === 'chunk' ? o.imports : [],
        };
      })
      .sort((a, b) => b.gz - a.gz);
    for (const r of rows) {
      console.log(`\n${r.file}  ${(r.gz / 1024).toFixed(1)} KB gz (${(r.raw / 1024).toFixed(1)} KB raw)`);
      const owners = [...r.owners].sort((a, b) => b[1] - a[1]).filter(([, n]) => showAll || n >= 1024);
      for (const [owner, n] of owners) console.log(`    ${(n / 1024).toFixed(1).padStart(6)} KB  ${owner}`);
    }
  },
};

await build({
  root,
  logLevel: 'warn',
  plugins: [report],
  build: { outDir: path.join(root, 'node_modules/.bundle-analysis'), emptyOutDir: true },
});
