import type { FastifyBaseLogger } from 'fastify';
import { TUS_CHUNK_BYTES } from '@portal/shared/uploads/upload-protocol';
import type { Config } from '../../../config.ts';
import { StagedS3Store } from './staged-s3-store.ts';
import { assertStorageKey, type UploadStorage } from './upload-storage.ts';

/** Uploads in an S3-compatible bucket (custom endpoint, path-style addressing by default, checksums only when required). */
export const createS3UploadStorage = (
  s3: NonNullable<Config['s3']>,
  options: { expirationMs: number; log: FastifyBaseLogger },
): UploadStorage => {
  const datastore = new StagedS3Store({
    // The web client's largest chunk: on a fast link each PATCH is one part, with nothing staged in between.
    partSize: TUS_CHUNK_BYTES,
    expirationPeriodInMilliseconds: options.expirationMs,
    // Object tags are only for bucket lifecycle rules, and several S3-compatible stores do not support them.
    useTags: false,
    s3ClientConfig: {
      bucket: s3.bucket,
      region: s3.region,
      ...(s3.endpoint ? { endpoint: s3.endpoint } : {}),
      forcePathStyle: s3.forcePathStyle,
      credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
      // By default the SDK sends every part as an aws-chunked stream with a trailing checksum and no
      // Content-Length, which several S3-compatible stores (Ceph radosgw among them) refuse with 411. Checksums
      // only where the S3 API requires one; each part then goes with its Content-Length, which S3 checks.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // The SDK's HTTP handler writes its warnings (every socket busy, requests waiting for one) with console.warn,
      // plain text among the server's JSON log lines; they go to the server's log instead.
      requestHandler: { logger: options.log.child({ component: 's3' }) },
    },
  });
  return {
    datastore,
    read: (key, range) => datastore.readObject(assertStorageKey(key), range),
    remove: (key) => datastore.removeObject(assertStorageKey(key)),
    copy: (fromKey, toKey) => datastore.copyObject(assertStorageKey(fromKey), assertStorageKey(toKey)),
    sweepExpiredIncomplete: async () => {
      await datastore.deleteExpired();
    },
  };
};
