import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../config.ts';
import { createFileUploadStorage } from './file-upload-storage.ts';
import { createS3UploadStorage } from './s3-upload-storage.ts';
import type { UploadStorage } from './upload-storage.ts';

/** S3 when `S3_*` is configured, else files under `<DATA_DIR>/uploads`. */
export const createUploadStorage = (config: Config, log: FastifyBaseLogger): UploadStorage =>
  config.s3
    ? createS3UploadStorage(config.s3, { expirationMs: config.uploadExpiryMs, log })
    : createFileUploadStorage({ directory: path.join(config.dataDir, 'uploads'), expirationMs: config.uploadExpiryMs });
