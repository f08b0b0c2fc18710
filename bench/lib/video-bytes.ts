import { randomFillSync } from 'node:crypto';
import { createHash } from 'node:crypto';

/**
 * The bytes of a synthetic MP4 of any size, produced chunk by chunk (never the whole file in memory): an ftyp box
 * (so the server's content check accepts it as video/mp4) and one mdat box filled with random bytes.
 */
export interface VideoBytes {
  size: number;
  chunkBytes: number;
  chunkCount: number;
  /** Chunk `index` (the last may be shorter). Returns a shared buffer: send it before asking for the next. */
  chunk: (index: number) => Buffer;
  sha256: () => string;
}

const ftyp = (): Buffer => {
  const box = Buffer.alloc(24);
  box.writeUInt32BE(24, 0);
  box.write('ftypisom', 4, 'latin1');
  box.writeUInt32BE(0x200, 12);
  box.write('isommp41', 16, 'latin1');
  return box;
};

export const videoBytes = (size: number, chunkBytes: number): VideoBytes => {
  const filler = randomFillSync(Buffer.alloc(chunkBytes));
  const first = Buffer.from(filler);
  const head = ftyp();
  head.copy(first, 0);
  first.writeUInt32BE(Math.min(size - head.length, 0xffff_ffff), head.length);
  first.write('mdat', head.length + 4, 'latin1');
  const chunkCount = Math.ceil(size / chunkBytes);
  const chunk = (index: number): Buffer => {
    const length = Math.min(chunkBytes, size - index * chunkBytes);
    const source = index === 0 ? first : filler;
    return length === chunkBytes ? source : source.subarray(0, length);
  };
  return {
    size,
    chunkBytes,
    chunkCount,
    chunk,
    sha256: () => {
      const hash = createHash('sha256');
      for (let i = 0; i < chunkCount; i++) hash.update(chunk(i));
      return hash.digest('hex');
    },
  };
};
