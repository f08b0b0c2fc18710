import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

/**
 * `npm run bench`: every bench in sequence, each in its own process (a fresh server each time), so one does not
 * measure another's leftovers. Each writes bench/results/<name>.json and .md. BENCH_ONLY=api,rush runs a subset;
 * with BENCH_DATABASE_URL set, api, signin, rush, review and reminders also run on PostgreSQL (review-list measures both dialects itself).
 */
const BENCHES = ['signin', 'api', 'upload', 'rush', 'review', 'reminders', 'web', 'video', 'review-list'];
const ON_POSTGRES = new Set(['signin', 'api', 'rush', 'review', 'reminders']);
/** Benches that measure each dialect themselves in one run: they keep BENCH_DATABASE_URL. */
const BOTH_DIALECTS_ITSELF = new Set(['review-list']);
// Several rush instances share one PostgreSQL: with RUSH_INSTANCES > 1 the rush runs on PostgreSQL only (its SQLite
// run would be one instance again, and at thousands of founders it would take as long as the run that was asked for).
const POSTGRES_ONLY = new Set(Number(process.env.RUSH_INSTANCES ?? 1) > 1 ? ['rush'] : []);
const only = process.env.BENCH_ONLY?.split(',').map((s) => s.trim());
const selected = BENCHES.filter((b) => !only || only.includes(b));

const failed: string[] = [];
for (const name of selected) {
  const onPostgres = Boolean(process.env.BENCH_DATABASE_URL) && ON_POSTGRES.has(name);
  const runs: { label: string; env: NodeJS.ProcessEnv }[] =
    onPostgres && POSTGRES_ONLY.has(name)
      ? []
      : [{ label: name, env: BOTH_DIALECTS_ITSELF.has(name) ? process.env : { ...process.env, BENCH_DATABASE_URL: '' } }];
  if (onPostgres) runs.push({ label: `${name} (postgres)`, env: process.env });
  for (const run of runs) {
    const [one, five] = os.loadavg();
    console.log(`\n=== ${run.label} (load ${one!.toFixed(2)} / ${five!.toFixed(2)}) ===`);
    const result = spawnSync(process.execPath, [path.join(import.meta.dirname, `${name}.ts`)], {
      stdio: 'inherit',
      env: run.env,
    });
    if (result.status !== 0) failed.push(run.label);
  }
}
if (failed.length > 0) {
  console.error(`\nbenches that failed: ${failed.join(', ')}`);
  process.exit(1);
}
