import { POSTGRES_SKIPPED_NOTE } from './helper.ts';
import { S3_SKIPPED_NOTE, TEST_S3 } from './real-s3.ts';

/** Says once, at the start of the run, when the PostgreSQL half or the S3 part of the server tests is skipped. */
export default function setup(): void {
  if (!process.env.TEST_DATABASE_URL) console.warn(`\n${POSTGRES_SKIPPED_NOTE}\n`);
  if (!TEST_S3) console.warn(`\n${S3_SKIPPED_NOTE}\n`);
}
