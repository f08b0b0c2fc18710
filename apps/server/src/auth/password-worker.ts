import { parentPort } from 'node:worker_threads';
import { hashSync, verifySync } from '@node-rs/argon2';
import { ARGON2ID, type PasswordJob } from './password-job.ts';

/** One thread of the password pool (auth/password.ts): hashes and verifies, one job at a time. */
parentPort!.on('message', (job: PasswordJob) => {
  try {
    const result = job.kind === 'hash' ? hashSync(job.password, ARGON2ID) : verifySync(job.hash, job.password);
    parentPort!.postMessage({ id: job.id, result });
  } catch {
    // A malformed stored hash is a failed verification, never a crash.
    parentPort!.postMessage({ id: job.id, result: job.kind === 'verify' ? false : undefined, failed: job.kind === 'hash' });
  }
});
