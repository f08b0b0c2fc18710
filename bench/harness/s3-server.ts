import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir, totalmem } from 'node:os';
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

/**
 * What the OSD may hold: the tests' 4 GiB in memory, or `storeBytes`, on disk once that is over a third of RAM
 * (S3_TEST_STORE=memory or disk chooses).
 */
const storeEnv = (storeBytes?: number): Record<string, string> => {
  if (!storeBytes) return {};
  const store = process.env.S3_TEST_STORE ?? (storeBytes > totalmem() / 3 ? 'disk' : 'memory');
  return { S3_TEST_STORE_BYTES: String(Math.ceil(storeBytes)), S3_TEST_STORE: store };
};

export const startS3Server = (storeBytes?: number): BenchS3 => {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-bench-s3-'));
  const env = storeEnv(storeBytes);
  if (env.S3_TEST_STORE === 'disk') console.log(`s3: the OSD on disk under ${dir} (${env.S3_TEST_STORE_BYTES} bytes, sparse)`);
  const started = spawnSync('bash', [SCRIPT, 'start', dir], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...env },
  });
  if (started.status !== 0) throw new Error(`the S3 server did not start (${SCRIPT} start ${dir})`);
  const test = readEnvFile(path.join(dir, 'env'));
  const s3 = {
    S3_ENDPOINT: test.TEST_S3_ENDPOINT!,
    S3_REGION: test.TEST_S3_REGION!,
    S3_BUCKET: test.TEST_S3_BUCKET!,
    S3_ACCESS_KEY_ID: test.TEST_S3_ACCESS_KEY_ID!,
    S3_SECRET_ACCESS_KEY: test.TEST_S3_SECRET_ACCESS_KEY!,
    S3_FORCE_PATH_STYLE: 'true',
  };
  const client = new S3Client({
    endpoint: s3.S3_ENDPOINT,
    region: s3.S3_REGION,
    forcePathStyle: true,
    credentials: { accessKeyId: s3.S3_ACCESS_KEY_ID, secretAccessKey: s3.S3_SECRET_ACCESS_KEY },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return {
    env: s3,
    bucket: s3.S3_BUCKET,
    client,
    stop: () => {
      client.destroy();
      spawnSync('bash', [SCRIPT, 'stop', dir], { stdio: 'inherit' });
    },
  };
};
