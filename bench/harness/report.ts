import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './server.ts';

/** Writes bench/results/<name>.json and prints a markdown table of the rows. */
export const writeReport = (name: string, result: Record<string, unknown>, rows: [string, string][]): void => {
  const dir = path.join(repoRoot, 'bench/results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${name}.json`), `${JSON.stringify({ measuredAt: new Date().toISOString(), ...result }, null, 2)}\n`);
  const table = ['| measure | value |', '|---|---|', ...rows.map(([k, v]) => `| ${k} | ${v} |`)].join('\n');
  writeFileSync(path.join(dir, `${name}.md`), `${table}\n`);
  console.log(`\n## ${name}\n\n${table}\n`);
};
