import type { Readable } from 'node:stream';
import { S3Store } from '@tus/s3-store';
import { TUS_CHUNK_BYTES } from '@portal/shared/uploads/upload-protocol';
import type { Config } from '../../../config.ts';
import { assertStorageKey, StoredFileMissingError, type ByteRange, type UploadStorage } from './upload-storage.ts';

const isMissingObject = (error: unknown): boolean => {
  const name = (error as { name?: unknown; Code?: unknown } | null)?.name;
  return name === 'NoSuchKey' || name === 'NotFound';
};

/** S3Store plus what tus does not offer: ranged reads, and removal of finished uploads (its own remove() refuses those). */
class PortalS3Store extends S3Store {
  async readObject(key: string, range?: ByteRange): Promise<Readable> {
    try {
      const object = await this.client.getObject({
        Bucket: this.bucket,
        Key: key,
        ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
      });
      return object.Body as Readable;
    } catch (error) {
      if (isMissingObject(error)) throw new StoredFileMissingError(key);
      throw error;
    }
  }

  /** tus termination: S3Store.remove() aborts the multipart upload but leaves the incomplete part object behind. */
  override async remove(id: string): Promise<void> {
    await super.remove(id);
    await this.client.deleteObject({ Bucket: this.bucket, Key: this.partKey(id, true) });
  }

  async copyObject(fromKey: string, toKey: string): Promise<void> {
    try {
      await this.client.copyObject({ Bucket: this.bucket, Key: toKey, CopySource: `${this.bucket}/${fromKey}` });
    } catch (error) {
      if (isMissingObject(error)) throw new StoredFileMissingError(fromKey);
      throw error;
    }
  }

  async removeObject(key: string): Promise<void> {
    // Aborts a multipart upload still in progress; for a finished one S3 answers NoSuchUpload, which is fine.
    await this.remove(key).catch(() => undefined);
    await this.client.deleteObjects({
      Bucket: this.bucket,
      Delete: { Objects: [{ Key: key }, { Key: this.infoKey(key) }, { Key: this.partKey(key, true) }], Quiet: true },
    });
    await this.clearCache(key);
  }
}

/** Uploads in an S3-compatible bucket (custom endpoint, path-style addressing by default, checksums only when required). */
export const createS3UploadStorage = (s3: NonNullable<Config['s3']>, options: { expirationMs: number }): UploadStorage => {
  const datastore = new PortalS3Store({
    // One tus chunk is one S3 part, so a PATCH never leaves an incomplete part to stitch on the next one.
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
