import { Readable } from 'node:stream';
import type { Part } from '@aws-sdk/client-s3';
import { S3Store, type MetadataValue } from '@tus/s3-store';
import { ERRORS, Upload } from '@tus/server';
import { PartSpool } from './part-spool.ts';
import { StoredFileMissingError, type ByteRange } from './upload-storage.ts';

const errorName = (error: unknown): unknown => {
  const e = error as { name?: unknown; Code?: unknown } | null;
  return e?.name ?? e?.Code;
};
const isMissingObject = (error: unknown): boolean => ['NoSuchKey', 'NotFound'].includes(errorName(error) as string);
/** ListParts on a multipart upload that was completed or aborted (some stores say NoSuchKey). */
const isMissingUpload = (error: unknown): boolean => ['NoSuchUpload', 'NoSuchKey'].includes(errorName(error) as string);

/** Bytes an upload has staged, not yet in a part: one object per PATCH, named after its first byte's offset. */
interface StagedPiece {
  key: string;
  start: number;
  size: number;
}
const bytesOf = (pieces: readonly { Size?: number; size?: number }[]): number =>
  pieces.reduce((sum, piece) => sum + (piece.Size ?? piece.size ?? 0), 0);

/** One readable of several, one after the other. */
/**
 * One request body over the sources, read one after the other. A request that fails while its body is being read
 * leaves it half read, and the sources are destroyed after it: the body then errors with no one listening, which
 * would end the process (close-with-grace); the failure is already the request's rejection, so the body's is dropped.
 */
export const requestBody = (sources: readonly Readable[]): Readable => {
  const body =
    sources.length === 1
      ? sources[0]!
      : Readable.from(
          (async function* () {
            for (const source of sources) yield* source;
          })(),
        );
  body.on('error', () => {});
  return body;
};

/**
 * @tus/s3-store's S3Store with a different home for the bytes that do not yet fill an S3 part (5 MiB at least,
 * except the last). S3Store keeps them in one `<id>.part` object that every PATCH downloads, deletes and uploads
 * again with its own bytes appended: with the web client's chunks (1 MiB first, then sized to the link) a 4 MiB
 * pitch was rewritten on every PATCH and never became a part until the last. Here each PATCH's short remainder is
 * staged once, as an object of its own (`<id>.tail.<offset>`); when the staged pieces and the new bytes reach a
 * part, they go up as one UploadPart and the pieces are deleted. Each byte is written to the bucket at most twice
 * (staged, then in its part) and read back at most once, whatever the chunk sizes.
 *
 * Everything an upload's state needs is in the bucket (ListParts plus a listing of its staged pieces), so a
 * restarted instance or another one carries on where the last PATCH left off; the locker keeps two PATCHes of one
 * upload from running at once on any instance. This relies on listings that show an object once its PUT has
 * answered (AWS S3 and Ceph radosgw give that).
 *
 * Also what tus does not offer: ranged reads, and removal of finished uploads (its own remove() refuses those).
 */
export class StagedS3Store extends S3Store {
  private stagedPrefix(id: string): string {
    return `${id}.tail.`;
  }

  /** The staged pieces that continue the parts (from `stored` on, without a gap), and those a part already holds. */
  private async staged(id: string, stored: number): Promise<{ tail: StagedPiece[]; stale: StagedPiece[] }> {
    const prefix = this.stagedPrefix(id);
    const pieces: StagedPiece[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.listObjectsV2({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token });
      for (const object of page.Contents ?? [])
        pieces.push({ key: object.Key!, start: Number(object.Key!.slice(prefix.length)), size: object.Size ?? 0 });
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    pieces.sort((a, b) => a.start - b.start);
    const tail: StagedPiece[] = [];
    const stale: StagedPiece[] = [];
    let next = stored;
    for (const piece of pieces) {
      if (piece.start === next) {
        tail.push(piece);
        next += piece.size;
      } else stale.push(piece); // left by a PATCH stopped after its part was uploaded, before the pieces were deleted
    }
    return { tail, stale };
  }

  private async deleteKeys(keys: string[]): Promise<void> {
    for (let i = 0; i < keys.length; i += 1000) {
      await this.client.deleteObjects({
        Bucket: this.bucket,
        Delete: { Objects: keys.slice(i, i + 1000).map((Key) => ({ Key })), Quiet: true },
      });
    }
  }

  /** Cleaning up: a piece left behind is ignored by the next PATCH and removed with the upload. */
  private async forget(pieces: StagedPiece[]): Promise<void> {
    if (pieces.length > 0) await this.deleteKeys(pieces.map((piece) => piece.key)).catch(() => undefined);
  }

  /**
   * The staged pieces are read back into a local file before the UploadPart starts: a GET whose body waited for the
   * UploadPart would hold one of the S3 client's sockets while the UploadPart waits for another, and under a rush
   * every socket ended up held that way (the rush stalled with all 50 in that state).
   */
  private async uploadStagedPart(
    metadata: MetadataValue,
    partNumber: number,
    staged: StagedPiece[],
    spool: PartSpool,
  ): Promise<Part> {
    const head = staged.length > 0 ? await PartSpool.open() : undefined;
    const sources: Readable[] = [];
    let body: Readable | undefined;
    try {
      for (const piece of staged) {
        const before = head!.size;
        const object = await this.client.getObject({ Bucket: this.bucket, Key: piece.key });
        for await (const bytes of object.Body as Readable) await head!.append(bytes as Buffer);
        if (head!.size - before !== piece.size) throw new Error(`staged piece ${piece.key} changed size`);
      }
      if (head) sources.push(await head.reader());
      sources.push(await spool.reader());
      const length = (head?.size ?? 0) + spool.size;
      body = requestBody(sources);
      const { ETag } = await this.client.uploadPart({
        Bucket: this.bucket,
        Key: metadata.file.id,
        UploadId: metadata['upload-id'],
        PartNumber: partNumber,
        Body: body,
        ContentLength: length,
      });
      return { ETag, PartNumber: partNumber, Size: length };
    } finally {
      body?.destroy();
      for (const source of sources) source.destroy();
      await head?.discard();
      await spool.discard();
    }
  }

  private async stagePiece(id: string, start: number, spool: PartSpool): Promise<void> {
    const body = requestBody([await spool.reader()]);
    try {
      await this.client.putObject({
        Bucket: this.bucket,
        Key: `${this.stagedPrefix(id)}${start}`,
        Body: body,
        ContentLength: spool.size,
      });
    } finally {
      body.destroy();
      await spool.discard();
    }
  }

  override async getUpload(id: string): Promise<Upload> {
    let metadata: MetadataValue;
    try {
      metadata = await this.getMetadata(id);
    } catch {
      throw ERRORS.FILE_NOT_FOUND;
    }
    const { file } = metadata;
    let parts: Part[];
    try {
      parts = await this.retrieveParts(id);
    } catch (error) {
      // The info object is there and the multipart upload is not: it was completed.
      if (isMissingUpload(error)) return new Upload({ ...file, offset: file.size ?? 0 });
      throw error;
    }
    const stored = bytesOf(parts);
    const { tail } = await this.staged(id, stored);
    return new Upload({ ...file, offset: stored + bytesOf(tail) });
  }

  /**
   * Stores a PATCH's bytes from `offset`: whole parts as they fill (one UploadPart in flight while the next part's
   * bytes arrive, never two, so the parts stay without gaps), and what is left at the end staged as one piece or,
   * once it reaches S3's minimum or ends the upload, as a part. Returns the new offset.
   */
  override async write(src: Readable, id: string, offset: number): Promise<number> {
    const metadata = await this.getMetadata(id);
    const parts = await this.retrieveParts(id);
    const stored = bytesOf(parts);
    const { tail, stale } = await this.staged(id, stored);
    if (stored + bytesOf(tail) !== offset) throw ERRORS.INVALID_OFFSET;
    const size = metadata.file.size;
    const partBytes = this.calcOptimalPartSize(size);
    const done: Part[] = [...parts];
    let nextPartNumber = (parts.at(-1)?.PartNumber ?? 0) + 1;
    /** Staged pieces the next part begins with. */
    let waiting = tail;
    let waitingBytes = bytesOf(tail);
    let spool: PartSpool | undefined;
    let spoolStart = offset;
    let received = 0;
    let uploading: Promise<void> = Promise.resolve();

    const sendPart = (): void => {
      const [pieces, bytes, partNumber] = [waiting, spool!, nextPartNumber++];
      uploading = uploading.then(async () => {
        done.push(await this.uploadStagedPart(metadata, partNumber, pieces, bytes));
        await this.forget(pieces);
      });
      uploading.catch(() => undefined); // awaited below; until then a failure must not count as unhandled
      waiting = [];
      waitingBytes = 0;
      spool = undefined;
      spoolStart = offset + received;
    };

    try {
      for await (const chunk of src as AsyncIterable<Buffer>) {
        let rest = chunk;
        while (rest.length > 0) {
          spool ??= await PartSpool.open();
          const piece = rest.subarray(0, Math.max(0, partBytes - waitingBytes - spool.size));
          await spool.append(piece);
          received += piece.length;
          rest = rest.subarray(piece.length);
          if (waitingBytes + spool.size >= partBytes) {
            await uploading; // the part before this one is in S3 first
            sendPart();
          }
        }
      }
      await uploading;
      const end = offset + received;
      const leftover = waitingBytes + (spool?.size ?? 0);
      if (spool && (end === size || leftover >= this.minPartSize)) {
        sendPart();
        await uploading;
      } else if (spool) {
        await this.stagePiece(id, spoolStart, spool);
        spool = undefined;
      }
      if (end === size) {
        await this.finishMultipartUpload(metadata, done);
        await this.completeMetadata(metadata.file);
        await this.clearCache(id);
      }
      await this.forget(stale);
      return end;
    } catch (error) {
      await uploading.catch(() => undefined);
      throw error;
    } finally {
      await spool?.discard();
    }
  }

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

  /** Staged pieces, and S3Store's own incomplete part (`<id>.part`) of uploads begun before the pieces. */
  private async leftoverKeys(id: string): Promise<string[]> {
    const { tail, stale } = await this.staged(id, 0);
    return [this.partKey(id, true), ...[...tail, ...stale].map((piece) => piece.key)];
  }

  /** tus termination: S3Store.remove() aborts the multipart upload but leaves the bytes not yet in a part behind. */
  override async remove(id: string): Promise<void> {
    await super.remove(id);
    await this.deleteKeys(await this.leftoverKeys(id));
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
    await this.deleteKeys([key, this.infoKey(key), ...(await this.leftoverKeys(key))]);
    await this.clearCache(key);
  }

  /** S3Store's sweep, which also removes the expired uploads' staged pieces. */
  override async deleteExpired(): Promise<number> {
    if (this.getExpiration() === 0) return 0;
    let removed = 0;
    let keyMarker: string | undefined;
    let uploadIdMarker: string | undefined;
    let truncated = true;
    while (truncated) {
      const page = await this.client.listMultipartUploads({
        Bucket: this.bucket,
        KeyMarker: keyMarker,
        UploadIdMarker: uploadIdMarker,
      });
      for (const upload of page.Uploads ?? []) {
        const initiated = upload.Initiated;
        if (!upload.Key || !initiated || Date.now() <= this.getExpirationDate(initiated.toISOString()).getTime()) continue;
        await this.client.abortMultipartUpload({ Bucket: this.bucket, Key: upload.Key, UploadId: upload.UploadId });
        await this.deleteKeys([this.infoKey(upload.Key), ...(await this.leftoverKeys(upload.Key))]);
        await this.clearCache(upload.Key);
        removed++;
      }
      truncated = Boolean(page.IsTruncated);
      keyMarker = page.NextKeyMarker;
      uploadIdMarker = page.NextUploadIdMarker;
    }
    return removed;
  }
}
