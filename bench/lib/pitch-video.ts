import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../harness/server.ts';

const PITCH = readFileSync(path.join(repoRoot, 'e2e/fixtures/pitch.mp4'));

/**
 * A real MP4 (the e2e pitch) followed by a 'free' box up to `bytes`, as heavy as a phone's recording: still a valid
 * video to the server's checks. The box holds `marker`, so every founder's file, and its sha256, is its own.
 */
export const pitchVideo = (bytes: number, marker: string): Buffer => {
  const padding = Math.max(8 + marker.length, bytes - PITCH.length);
  const free = Buffer.alloc(padding);
  free.writeUInt32BE(padding, 0);
  free.write('free', 4, 'latin1');
  free.write(marker, 8, 'utf8');
  return Buffer.concat([PITCH, free]);
};
