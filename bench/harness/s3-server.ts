import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import { repoRoot } from './server.ts';

/** The real S3 server of the tests (scripts/s3-test-server.sh: a one-node Ceph radosgw), started for a bench. */
export interface BenchS3 {
  /** The server's S3_* environment. */
  env: Record<string, string>;
  bucket: string;
  client: S3Client;
  stop: () => void;
}

const SCRIPT = path.join(repoRoot, 'scripts/s3-test-server.sh');

/** `export TEST_S3_ENDPOINT=…` lines of DIR/env as a record. */
const readEnvFile = (file: string): Record<string, string> =>
  Object.fromEntries(
    [...readFileSync(file, 'utf8').matchAll(/^(?:export\s+)?(TEST_S3_[A-Z_]+)=["']?([^"'\n]*)["']?$/gm)].map((m) => [
      m[1]!,
      m[2]!,
    ]),
  );

/** `storeBytes`: the in-memory OSD's capacity, when the bench stores more than the tests' 4 GiB. */
export const startS3Server = (storeBytes?: number): BenchS3 => {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-bench-s3-'));
  const started = spawnSync('bash', [SCRIPT, 'start', dir], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...(storeBytes ? { S3_TEST_STORE_BYTES: String(Math.ceil(storeBytes)) } : {}) },
  });
  if (started.status !== 0) throw new Error(`the S3 server did not start (${SCRIPT} start ${dir})`);
  const test = readEnvFile(path.join(dir, 'env'));
  const env = {
    S3_ENDPOINT: test.TEST_S3_ENDPOINT!,
    S3_REGION: test.TEST_S3_REGION!,
    S3_BUCKET: test.TEST_S3_BUCKET!,
    S3_ACCESS_KEY_ID: test.TEST_S3_ACCESS_KEY_ID!,
    S3_SECRET_ACCESS_KEY: test.TEST_S3_SECRET_ACCESS_KEY!,
    S3_FORCE_PATH_STYLE: 'true',
  };
  const client = new S3Client({
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    forcePathStyle: true,
    credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return {
    env,
    bucket: env.S3_BUCKET,
    client,
    stop: () => {
      client.destroy();
      spawnSync('bash', [SCRIPT, 'stop', dir], { stdio: 'inherit' });
    },
  };
};
