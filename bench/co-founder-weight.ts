import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Plugin, type Rollup } from 'vite';
import { PAGE_ADDRESSES, pageModulesOf } from '../apps/web/src/app/page-addresses.ts';
import { repoRoot } from './harness/server.ts';

/**
 * The co-founder work's weight on the wizard (issue 51: "at most 10 KB gzip more on the wizard"), as one figure. The
 * web app is built as `npm run build` builds it, with source maps; each byte of every script the wizard can load (the
 * app's entry and the wizard page's chunks with what they import, statically or lazily, other pages left out) is
 * traced through its chunk's source map to the source line it came from. The figure: gzip -9 of those scripts minus
 * gzip -9 of the same scripts with the co-founder bytes cut out. Co-founder bytes: (1) those of the modules that exist
 * only for co-founders (CO_FOUNDER_MODULES); (2) in the other modules, those of the lines `git blame` gives to a
 * commit of the co-founder work (CO_FOUNDER_COMMITS). Usage: node bench/co-founder-weight.ts (docs/performance.md).
 */

/** Modules that exist only for co-founders: the team's parts, their rules and texts, the per-field merge rule. */
const CO_FOUNDER_MODULES = [
  /^apps\/web\/src\/features\/application\/team\//,
  /^packages\/shared\/src\/co-founders\//,
  /^packages\/shared\/src\/graphql\/co-founder-operations\.ts$/,
  /^packages\/shared\/src\/i18n\/[a-z]+\/co-founder-[\w-]+\.ts$/,
  /^packages\/shared\/src\/application\/field-merge\.ts$/,
];
/**
 * The commits of the co-founder work that changed modules shared with other work (the wizard's store, draft, sync
 * queue and sender, the upload field): per-field saves and conflicts, kept conflicts, the replace question. The first
 * web commit (7b833547) is left out: it also carries the own questions' first commit and the chunk plan, so its lines
 * outside the modules above are not counted.
 */
const CO_FOUNDER_COMMITS = [
  '3029c7d8', // web wizard saves typed steps as per-field merges, conflict panel
  '28786f19', // merge saves based on the values the server last answered
  '01c16a87', // a step save names the fields typed and the fields it fills
  'add445a5', // a conflict is still shown after a reload
  'ecb871d8', // an open conflict keeps Submit disabled
  'e88baf7c', // "now" for a save under a minute old
  'd9dd0415', // a step saved with no change is a merge save naming no field
  '2a587b6b', // only fields the member changed come back as a conflict
  'd8e88149', // a kept conflict names its application
  '25678f60', // a base of nothing stands for the form's default
  '2946efe6', // kept conflicts of an application left or submitted are dropped
  '17ec2f61', // replacing a co-founder's file asks first
];

const WEB = path.join(repoRoot, 'apps/web');
const SRC = path.join(WEB, 'src');
const WIZARD = PAGE_ADDRESSES.find((address) => address.path === '/application/:step');
if (!WIZARD) throw new Error('co-founder weight: page-addresses.ts has no wizard page');

type Chunk = Rollup.OutputChunk;

/** The chunks the wizard can load: the entry's static imports, and the wizard page's chunks with all they import. */
const wizardChunks = (chunks: Chunk[]): Chunk[] => {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const ownerOf = (id: string) => chunks.find((chunk) => chunk.facadeModuleId === id || chunk.moduleIds.includes(id));
  const otherPages = new Set(
    PAGE_ADDRESSES.filter((address) => address !== WIZARD)
      .flatMap((address) => pageModulesOf(address))
      .filter((module) => !pageModulesOf(WIZARD).includes(module))
      .map((module) => ownerOf(path.join(SRC, 'app', module))),
  );
  const seen = new Set<Chunk>();
  const visit = (chunk: Chunk | undefined, lazily: boolean) => {
    if (!chunk || seen.has(chunk) || otherPages.has(chunk)) return;
    seen.add(chunk);
    for (const file of chunk.imports) visit(byFile.get(file), lazily);
    if (lazily) for (const file of chunk.dynamicImports) visit(byFile.get(file), lazily);
  };
  visit(
    chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('index.html')),
    false,
  );
  for (const module of pageModulesOf(WIZARD)) visit(ownerOf(path.join(SRC, 'app', module)), true);
  return [...seen];
};

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
/** Source map segments per generated line: [generated column, source index, original line (0-based)]; -1 for none. */
const decodeMappings = (mappings: string): [number, number, number][][] => {
  let source = 0;
  let line = 0;
  return mappings.split(';').map((text) => {
    let generated = 0;
    const segments: [number, number, number][] = [];
    for (const segment of text.split(',').filter(Boolean)) {
      const values: number[] = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = BASE64.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          values.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      generated += values[0]!;
      if (values.length >= 4) {
        source += values[1]!;
        line += values[2]!;
        segments.push([generated, source, line]);
      } else segments.push([generated, -1, -1]);
    }
    return segments;
  });
};

const blamed = new Map<string, boolean[]>();
/** For each line of a repository file (0-based), whether git blame gives it to a co-founder commit. */
const coFounderLines = (file: string): boolean[] => {
  const known = blamed.get(file);
  if (known) return known;
  let lines: boolean[] = [];
  try {
    const out = execFileSync('git', ['blame', '-s', '--abbrev=8', '--', file], { cwd: repoRoot, encoding: 'utf8' });
    lines = out.split('\n').map((line) => CO_FOUNDER_COMMITS.some((commit) => line.startsWith(commit)));
  } catch {
    // A file git does not know (generated, outside the repository): none of its lines.
  }
  blamed.set(file, lines);
  return lines;
};

interface Weight {
  file: string;
  gzip: number;
  withoutModules: number;
  withoutAll: number;
}

/**
 * A chunk's gzip -9 bytes, and without its co-founder bytes (the modules only; the modules and blamed lines). Its map's
 * sources are relative to where it was written (outDir).
 */
const weigh = (outDir: string, chunk: Chunk): Weight => {
  const gzip = (text: string) => gzipSync(text, { level: 9 }).length;
  const map = chunk.map;
  // The bundler's own runtime comes with no map: none of it is co-founder code.
  if (!map)
    return { file: chunk.fileName, gzip: gzip(chunk.code), withoutModules: gzip(chunk.code), withoutAll: gzip(chunk.code) };
  const sources = map.sources.map((source) =>
    path.relative(repoRoot, path.resolve(path.dirname(path.join(outDir, chunk.fileName)), source)),
  );
  const wholeModule = sources.map((source) => CO_FOUNDER_MODULES.some((pattern) => pattern.test(source)));
  const lines = chunk.code.split('\n');
  const keptByModules: string[] = [];
  const keptByAll: string[] = [];
  decodeMappings(map.mappings).forEach((segments, index) => {
    const text = lines[index] ?? '';
    let modules = text.slice(0, segments[0]?.[0] ?? text.length);
    let all = modules;
    segments.forEach(([start, source, line], at) => {
      const piece = text.slice(start, segments[at + 1]?.[0] ?? text.length);
      const inModule = source >= 0 && wholeModule[source]!;
      const inLine =
        source >= 0 && !inModule && /^(apps|packages)\//.test(sources[source]!) && coFounderLines(sources[source]!)[line];
      if (!inModule) modules += piece;
      if (!inModule && !inLine) all += piece;
    });
    keptByModules.push(modules);
    keptByAll.push(all);
  });
  return {
    file: chunk.fileName,
    gzip: gzip(chunk.code),
    withoutModules: gzip(keptByModules.join('\n')),
    withoutAll: gzip(keptByAll.join('\n')),
  };
};

const collect = (into: Chunk[]): Plugin => ({
  name: 'co-founder-weight',
  apply: 'build',
  enforce: 'post',
  generateBundle(_options, bundle) {
    into.push(...Object.values(bundle).filter((file): file is Chunk => file.type === 'chunk'));
  },
});

const outDir = mkdtempSync(path.join(os.tmpdir(), 'co-founder-weight-'));
const chunks: Chunk[] = [];
try {
  await build({
    root: WEB,
    configFile: path.join(WEB, 'vite.config.ts'),
    logLevel: 'warn',
    plugins: [collect(chunks)],
    build: { sourcemap: true, outDir, emptyOutDir: true },
  });
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
const wizard = wizardChunks(chunks);
const weights = wizard.map((chunk) => weigh(outDir, chunk));
const KB = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const cut = (w: Weight) => w.gzip - w.withoutAll;
for (const w of weights.filter((w) => cut(w) >= 50).sort((a, b) => cut(b) - cut(a)))
  console.log(
    `  ${w.file.padEnd(48)} ${KB(w.gzip).padStart(9)}  co-founder modules ${KB(w.gzip - w.withoutModules).padStart(8)}, with blamed lines ${KB(cut(w)).padStart(8)}`,
  );
const sum = (list: Weight[], pick: (w: Weight) => number) => list.reduce((total, w) => total + pick(w), 0);
console.log(
  `wizard: ${weights.length} scripts, ${KB(sum(weights, (w) => w.gzip))} gzip -9; co-founder modules ${KB(sum(weights, (w) => w.gzip - w.withoutModules))}, ` +
    `with the co-founder commits' lines in other modules ${KB(sum(weights, cut))}`,
);
// A founder in another language also loads that language's pack (lib/i18n.ts, from the entry): its co-founder texts.
const packs = new Map<string, Weight[]>();
for (const chunk of chunks.filter((c) => !wizard.includes(c))) {
  const codes = new Set(chunk.moduleIds.flatMap((id) => /packages\/shared\/src\/i18n\/([a-z]{2})\//.exec(id)?.[1] ?? []));
  if (codes.size === 1) packs.set([...codes][0]!, [...(packs.get([...codes][0]!) ?? []), weigh(outDir, chunk)]);
}
const heaviest = [...packs].map(([code, list]) => ({ code, bytes: sum(list, cut) })).sort((a, b) => b.bytes - a.bytes);
console.log(`language packs' co-founder texts: ${heaviest.map((p) => `${p.code} ${KB(p.bytes)}`).join(', ')}`);
// The issue's bound holds per founder: the wizard's co-founder bytes plus those of the founder's language pack.
const wizardBytes = sum(weights, cut);
console.log(
  `in all, by language: en ${KB(wizardBytes)}, ${heaviest.map((p) => `${p.code} ${KB(wizardBytes + p.bytes)}`).join(', ')}`,
);
