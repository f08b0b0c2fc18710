import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { SCHEMA_FILE, printSdl } from './schema.ts';

/** Writes the schema's SDL to apps/server/schema.graphql; with --check, fails if that file is stale. */
const sdl = printSdl();
if (process.argv.includes('--check')) {
  const committed = existsSync(SCHEMA_FILE) ? readFileSync(SCHEMA_FILE, 'utf8') : '';
  if (committed !== sdl) {
    console.error(`${SCHEMA_FILE} is stale: run node apps/server/src/graphql/print-schema.ts`);
    process.exit(1);
  }
} else {
  writeFileSync(SCHEMA_FILE, sdl);
  console.log(`Wrote ${SCHEMA_FILE}`);
}
