import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './server.ts';

/** The machine as the figures were taken: cores and load average (1, 5, 15 min). Other work on the machine makes figures noisy. */
export const machineNow = () => {
  const [one, five, fifteen] = os.loadavg().map((v) => Number(v.toFixed(2)));
  return { cores: os.cpus().length, loadavg: { one: one!, five: five!, fifteen: fifteen! } };
};

/** Writes bench/results/<name>.json and a markdown table of the rows, each with the machine load at the start and at the end. */
export const writeReport = (
  name: string,
  result: Record<string, unknown>,
  rows: [string, string][],
  startedWith?: ReturnType<typeof machineNow>,
): void => {
  const dir = path.join(repoRoot, 'bench/results');
  mkdirSync(dir, { recursive: true });
  const machine = { atStart: startedWith, atEnd: machineNow() };
  writeFileSync(
    path.join(dir, `${name}.json`),
    `${JSON.stringify({ measuredAt: new Date().toISOString(), machine, ...result }, null, 2)}\n`,
  );
  const load = (m: ReturnType<typeof machineNow> | undefined) =>
    m ? `${m.loadavg.one} / ${m.loadavg.five} / ${m.loadavg.fifteen} on ${m.cores} cores` : 'not recorded';
  const loadRows: [string, string][] = [
    ['machine load (1/5/15 min) at start', load(startedWith)],
    ['machine load (1/5/15 min) at end', load(machine.atEnd)],
  ];
  const table = ['| measure | value |', '|---|---|', ...[...rows, ...loadRows].map(([k, v]) => `| ${k} | ${v} |`)].join('\n');
  writeFileSync(path.join(dir, `${name}.md`), `${table}\n`);
  console.log(`\n## ${name}\n\n${table}\n`);
};
