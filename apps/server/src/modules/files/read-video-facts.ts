import { ALL_FORMATS, CustomSource, Input } from 'mediabunny';
import type { UploadStorage } from './storage/upload-storage.ts';

/** What a stored video's container says about it. */
export type StoredVideoFacts = { durationMs: number; width: number; height: number } | { unreadable: string };

/** Reading the facts never holds a finished upload for long: a container that needs more is noted as unreadable. */
const READ_TIMEOUT_MS = 15_000;

const bytesOf = async (storage: UploadStorage, key: string, start: number, end: number): Promise<Uint8Array> => {
  const chunks: Buffer[] = [];
  // ByteRange is inclusive; Mediabunny asks for [start, end).
  for await (const chunk of await storage.read(key, { start, end: end - 1 })) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

const readFacts = async (storage: UploadStorage, key: string, size: number): Promise<StoredVideoFacts> => {
  // Only the ranges the demuxer asks for are read (the moov box of an MP4, the headers and cues of a WebM).
  const input = new Input({ formats: ALL_FORMATS, source: new CustomSource({ getSize: () => size, read: (start, end) => bytesOf(storage, key, start, end), prefetchProfile: 'network' }) });
  try {
    if (!(await input.canRead())) return { unreadable: 'unknown container' };
    const track = await input.getPrimaryVideoTrack();
    if (!track) return { unreadable: 'no video track' };
    const duration = (await input.getDurationFromMetadata()) ?? (await input.computeDuration());
    if (!Number.isFinite(duration) || duration <= 0) return { unreadable: 'no duration' };
    return { durationMs: Math.round(duration * 1000), width: track.displayWidth, height: track.displayHeight };
  } finally {
    input.dispose();
  }
};

/**
 * Duration and picture size of a stored video, read with Mediabunny from disk or S3 by byte ranges. Never throws:
 * whatever goes wrong (a broken or truncated container, a slow store) comes back as `unreadable` with the reason.
 */
export const readVideoFacts = async (storage: UploadStorage, key: string, size: number): Promise<StoredVideoFacts> => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<StoredVideoFacts>((resolve) => {
    timer = setTimeout(() => resolve({ unreadable: 'took too long' }), READ_TIMEOUT_MS);
  });
  try {
    return await Promise.race([readFacts(storage, key, size).catch((error: unknown) => ({ unreadable: error instanceof Error ? error.message : String(error) })), timeout]);
  } finally {
    clearTimeout(timer);
  }
};
