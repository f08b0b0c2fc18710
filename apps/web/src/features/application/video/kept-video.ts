import { writeDeviceItem } from '../../../lib/device-storage.ts';
import { keptVideoDirectory } from './kept-video-directory.ts';

/**
 * A converted pitch kept on the device (Origin Private File System) until the server confirms it: after a reload
 * or a dropped connection the upload continues with these very bytes, and nothing is converted twice. The record
 * beside it (localStorage) gives the File the same name, type and date each time, so the resumable upload
 * recognises it (lib/tus-upload.ts fingerprints by those).
 */
interface KeptRecord {
  opfsName: string;
  name: string;
  type: string;
  lastModified: number;
  /** The original's name and size, to show what it came from. */
  sourceName: string;
  sourceBytes: number;
  done: boolean;
}

const recordKey = (scope: string): string => `portal-kept-video:${scope}`;
export const opfsNameOf = (scope: string, container: 'mp4' | 'webm'): string =>
  `${scope.replace(/[^A-Za-z0-9_-]/g, '_')}.${container}`;

const readRecord = (scope: string): KeptRecord | null => {
  try {
    const raw = localStorage.getItem(recordKey(scope));
    return raw ? (JSON.parse(raw) as KeptRecord) : null;
  } catch {
    return null;
  }
};

export const isOpfsAvailable = (): boolean =>
  typeof navigator !== 'undefined' && typeof navigator.storage?.getDirectory === 'function';

/**
 * Notes that a conversion is writing `opfsName` (not usable until marked done). False when the phone refused (its
 * storage full): there is no room to keep a converted copy either.
 */
export const startKeeping = (scope: string, record: Omit<KeptRecord, 'done' | 'lastModified'>): boolean =>
  writeDeviceItem(recordKey(scope), JSON.stringify({ ...record, lastModified: Date.now(), done: false }));

/** The conversion finished: from now on the kept file is sent, whatever happens to the page. */
export const markKeptDone = (scope: string): void => {
  const record = readRecord(scope);
  // Not written: openKept then finds the copy unfinished and the original is sent instead.
  if (record) writeDeviceItem(recordKey(scope), JSON.stringify({ ...record, done: true }));
};

/** The kept, fully converted file, as the same File each time; null when there is none (or it is gone). */
export const openKept = async (scope: string): Promise<{ file: File; sourceName: string; sourceBytes: number } | null> => {
  const record = readRecord(scope);
  if (!record || !isOpfsAvailable()) return null;
  if (!record.done) {
    // A conversion cut short (the page closed mid-way): its partial output is of no use.
    await forgetKept(scope);
    return null;
  }
  try {
    const stored = await (await (await keptVideoDirectory()).getFileHandle(record.opfsName)).getFile();
    return {
      file: new File([stored], record.name, { type: record.type, lastModified: record.lastModified }),
      sourceName: record.sourceName,
      sourceBytes: record.sourceBytes,
    };
  } catch {
    localStorage.removeItem(recordKey(scope));
    return null;
  }
};

/** The server has the file (or the founder gave it up): the device copy goes. */
export const forgetKept = async (scope: string): Promise<void> => {
  const record = readRecord(scope);
  localStorage.removeItem(recordKey(scope));
  if (!record || !isOpfsAvailable()) return;
  await (await keptVideoDirectory()).removeEntry(record.opfsName).catch(() => undefined);
};
