import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import type { BenchS3 } from '../harness/s3-server.ts';

const COMPLETE = `select count(*) as n from applications
  where application_status = 'submitted' and video_url is not null and submitted_at is not null
    and name is not null and phone_no is not null and startup_name is not null and product is not null
    and no_of_founders is not null and team_size is not null and city is not null and state is not null
    and sector is not null and founding_year is not null and revenue is not null and equity is not null`;
const TOTAL = 'select count(*) as n from applications';
const VIDEOS = `select storage_key, sha256 from files where kind = 'video' and status = 'ready'`;

interface StoredVideo {
  storage_key: string;
  sha256: string | null;
}

/** Read-only queries on the bench's database, PostgreSQL or the server's SQLite file. */
const query = async <T>(databaseUrl: string | undefined, dataDir: string, sql: string): Promise<T[]> => {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return (await client.query(sql)).rows as T[];
    } finally {
      await client.end();
    }
  }
  const sqlite = new SqliteDatabase(path.join(dataDir, 'portal.db'), { readonly: true });
  try {
    return sqlite.prepare(sql).all() as T[];
  } finally {
    sqlite.close();
  }
};

export const countComplete = async (databaseUrl: string | undefined, dataDir: string) => {
  const [complete] = await query<{ n: number | string }>(databaseUrl, dataDir, COMPLETE);
  const [total] = await query<{ n: number | string }>(databaseUrl, dataDir, TOTAL);
  return { complete: Number(complete!.n), total: Number(total!.n) };
};

const sha256Of = async (stream: Readable): Promise<string> => {
  const hash = createHash('sha256');
  for await (const part of stream) hash.update(part as Buffer);
  return hash.digest('hex');
};

/**
 * Every stored video read back from where it lies (the S3 bucket, else DATA_DIR/uploads) and hashed: it must have
 * the sha256 the database recorded, and the recorded hashes must be exactly the ones the founders sent.
 */
export const checkFilesIntact = async (options: {
  databaseUrl: string | undefined;
  dataDir: string;
  s3: BenchS3 | null;
  sentSha256: readonly string[];
}): Promise<{ stored: number; intact: number; problems: string[] }> => {
  const videos = await query<StoredVideo>(options.databaseUrl, options.dataDir, VIDEOS);
  const problems: string[] = [];
  let intact = 0;
  const read = async (key: string): Promise<Readable> => {
    if (!options.s3) return createReadStream(path.join(options.dataDir, 'uploads', key));
    const object = await options.s3.client.send(new GetObjectCommand({ Bucket: options.s3.bucket, Key: key }));
    return object.Body as Readable;
  };
  const queue = [...videos];
  const worker = async () => {
    for (let video = queue.pop(); video; video = queue.pop()) {
      try {
        const actual = await sha256Of(await read(video.storage_key));
        if (actual === video.sha256) intact++;
        else problems.push(`${video.storage_key}: stored ${actual}, recorded ${video.sha256}`);
      } catch (error) {
        problems.push(`${video.storage_key}: ${(error as Error).message}`);
      }
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
  const recorded = new Set(videos.map((v) => v.sha256));
  const missing = options.sentSha256.filter((sha) => !recorded.has(sha));
  if (missing.length > 0) problems.push(`${missing.length} sent videos have no stored file with their sha256`);
  return { stored: videos.length, intact, problems };
};

/** The most connections PostgreSQL held for the database while `run` ran (sampled every 250 ms). */
export const watchConnections = (databaseUrl: string | undefined): { stop: () => Promise<number | null> } => {
  if (!databaseUrl) return { stop: async () => null };
  const client = new pg.Client({ connectionString: databaseUrl });
  let peak = 0;
  let running = true;
  const sampling = (async () => {
    await client.connect();
    while (running) {
      const { rows } = await client.query<{ n: string }>(
        'select count(*) as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
      peak = Math.max(peak, Number(rows[0]!.n));
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await client.end();
  })();
  return {
    stop: async () => {
      running = false;
      await sampling;
      return peak;
    },
  };
};
