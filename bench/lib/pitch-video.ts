import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../harness/server.ts';

const PITCH = readFileSync(path.join(repoRoot, 'e2e/fixtures/pitch.mp4'));

/** A founder's pitch: its size, any byte range of it, and its sha256. */
export interface PitchVideo {
  length: number;
  /** Bytes [start, end): past the file's head a view of one shared buffer of zeros, so thousands of founders' files cost no memory. */
  slice: (start: number, end: number) => Buffer;
  sha256: () => string;
}

let zeros = Buffer.alloc(0);
const zerosOf = (length: number): Buffer => {
  if (zeros.length < length) zeros = Buffer.alloc(Math.max(length, 8 * 1024 * 1024));
  return zeros.subarray(0, length);
};

/**
 * A real MP4 (the e2e pitch) followed by a 'free' box up to `bytes`, as heavy as a phone's recording: still a valid
 * video to the server's checks. The box holds `marker`, so every founder's file, and its sha256, is its own; the rest
 * of the box is zeros.
 */
export const pitchVideo = (bytes: number, marker: string): PitchVideo => {
  const padding = Math.max(8 + Buffer.byteLength(marker), bytes - PITCH.length);
  const boxHead = Buffer.alloc(8 + Buffer.byteLength(marker));
  boxHead.writeUInt32BE(padding, 0);
  boxHead.write('free', 4, 'latin1');
  boxHead.write(marker, 8, 'utf8');
  const head = Buffer.concat([PITCH, boxHead]);
  const length = PITCH.length + padding;
  const slice = (start: number, end: number): Buffer => {
    const to = Math.min(end, length);
    if (start >= head.length) return zerosOf(to - start);
    if (to <= head.length) return head.subarray(start, to);
    return Buffer.concat([head.subarray(start), zerosOf(to - head.length)]);
  };
  return {
    length,
    slice,
    sha256: () => {
      const hash = createHash('sha256').update(head);
      for (let at = head.length; at < length; at += 8 * 1024 * 1024)
        hash.update(slice(at, Math.min(length, at + 8 * 1024 * 1024)));
      return hash.digest('hex');
    },
  };
};
