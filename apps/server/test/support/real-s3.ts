import { randomBytes } from 'node:crypto';
import { S3, type S3ClientConfig } from '@aws-sdk/client-s3';

/**
 * The real S3 server the S3 tests run against, from the TEST_S3_* variables (`scripts/s3-test-server.sh start DIR`
 * runs a Ceph radosgw and writes them to DIR/env). Each suite works in a bucket of its own, so runs sharing one
 * server never see each other's objects (the expiry sweep lists the whole bucket).
 */

const REQUIRED = ['TEST_S3_ENDPOINT', 'TEST_S3_BUCKET', 'TEST_S3_ACCESS_KEY_ID', 'TEST_S3_SECRET_ACCESS_KEY'] as const;

export const S3_SKIPPED_NOTE =
  'S3 tests skipped: set TEST_S3_ENDPOINT, TEST_S3_REGION, TEST_S3_BUCKET, TEST_S3_ACCESS_KEY_ID and TEST_S3_SECRET_ACCESS_KEY to run them against a real S3 server (scripts/s3-test-server.sh start DIR writes them to DIR/env; bash .ci/run does).';

/** Undefined when no S3 server is configured; throws when only some of the variables are set. */
const serverFromEnv = (env: NodeJS.ProcessEnv) => {
  const set = REQUIRED.filter((name) => env[name]);
  if (set.length === 0) return undefined;
  if (set.length < REQUIRED.length)
    throw new Error(`S3 tests need all of ${REQUIRED.join(', ')} (missing: ${REQUIRED.filter((name) => !env[name]).join(', ')})`);
  return {
    endpoint: env.TEST_S3_ENDPOINT!,
    region: env.TEST_S3_REGION || 'us-east-1',
    bucket: env.TEST_S3_BUCKET!,
    accessKeyId: env.TEST_S3_ACCESS_KEY_ID!,
    secretAccessKey: env.TEST_S3_SECRET_ACCESS_KEY!,
  };
};

export const TEST_S3 = serverFromEnv(process.env);

export interface TestBucket {
  name: string;
  /** The S3_* variables that point the portal at this bucket. */
  env: Record<string, string>;
  /** Every object key in the bucket, sorted. */
  keys: () => Promise<string[]>;
  /** The keys of the multipart uploads in progress (one entry per upload). */
  multipartUploads: () => Promise<string[]>;
  /** The objects whose key starts with `prefix`, in key order, with their size and ETag. */
  objects: (prefix: string) => Promise<{ key: string; size: number; etag: string }[]>;
  /** The parts (number and size) of the multipart upload in progress for `key`; undefined when there is none. */
  parts: (key: string) => Promise<{ partNumber: number; size: number }[] | undefined>;
  /** An object's bytes and ETag; undefined when there is no such object. */
  object: (key: string) => Promise<{ body: Buffer; etag: string } | undefined>;
  /** Empties and deletes the bucket. */
  drop: () => Promise<void>;
}

/** A new, empty bucket on the TEST_S3 server, named after TEST_S3_BUCKET with a random suffix. */
export const createTestBucket = async (): Promise<TestBucket> => {
  const server = TEST_S3;
  if (!server) throw new Error(S3_SKIPPED_NOTE);
  const name = `${server.bucket}-${randomBytes(6).toString('hex')}`;
  const config: S3ClientConfig = {
    endpoint: server.endpoint,
    region: server.region,
    forcePathStyle: true,
    credentials: { accessKeyId: server.accessKeyId, secretAccessKey: server.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
  const client = new S3(config);
  await client.createBucket({ Bucket: name });

  const keys = async (): Promise<string[]> => {
    const all: string[] = [];
    let token: string | undefined;
    do {
      const page = await client.listObjectsV2({ Bucket: name, ContinuationToken: token });
      all.push(...(page.Contents ?? []).map((object) => object.Key!));
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return all.sort();
  };
  const uploads = async (): Promise<{ key: string; uploadId: string }[]> => {
    // A test bucket holds far fewer than the 1000 uploads S3 lists on one page.
    const page = await client.listMultipartUploads({ Bucket: name });
    return (page.Uploads ?? []).map((upload) => ({ key: upload.Key!, uploadId: upload.UploadId! }));
  };

  return {
    name,
    env: {
      S3_ENDPOINT: server.endpoint,
      S3_REGION: server.region,
      S3_BUCKET: name,
      S3_ACCESS_KEY_ID: server.accessKeyId,
      S3_SECRET_ACCESS_KEY: server.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    keys,
    multipartUploads: async () => (await uploads()).map((upload) => upload.key),
    objects: async (prefix) => {
      const page = await client.listObjectsV2({ Bucket: name, Prefix: prefix });
      return (page.Contents ?? []).map((object) => ({ key: object.Key!, size: object.Size!, etag: object.ETag! }));
    },
    parts: async (key) => {
      const upload = (await uploads()).find((candidate) => candidate.key === key);
      if (!upload) return undefined;
      const page = await client.listParts({ Bucket: name, Key: key, UploadId: upload.uploadId });
      return (page.Parts ?? []).map((part) => ({ partNumber: part.PartNumber!, size: part.Size! }));
    },
    object: async (key) => {
      try {
        const object = await client.getObject({ Bucket: name, Key: key });
        return { body: Buffer.from(await object.Body!.transformToByteArray()), etag: object.ETag! };
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') return undefined;
        throw error;
      }
    },
    drop: async () => {
      for (const upload of await uploads())
        await client.abortMultipartUpload({ Bucket: name, Key: upload.key, UploadId: upload.uploadId });
      for (const key of await keys()) await client.deleteObject({ Bucket: name, Key: key });
      await client.deleteBucket({ Bucket: name });
      client.destroy();
    },
  };
};
