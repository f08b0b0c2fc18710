import { POSTGRES_SKIPPED_NOTE } from './helper.ts';

/** Says once, at the start of the run, when the PostgreSQL half of the server tests is skipped. */
export default function setup(): void {
  if (!process.env.TEST_DATABASE_URL) console.warn(`\n${POSTGRES_SKIPPED_NOTE}\n`);
}
