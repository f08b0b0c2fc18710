import { writeFileSync } from 'node:fs';
import { SCHEMA_FILE, printSdl } from './schema.ts';

writeFileSync(SCHEMA_FILE, printSdl());
console.log(`Wrote ${SCHEMA_FILE}`);
