/*
 * localStorage throws where the browser keeps nothing (private modes, storage turned off) and on a full disk. These
 * answer instead, so each caller decides what an unreadable or unwritable device means for it. No React here: the
 * service worker's save queue reports through it too.
 */

/** The text stored under `key`; null when there is none, undefined when storage cannot be read. */
export const readDeviceItem = (key: string): string | null | undefined => {
  try {
    return localStorage.getItem(key);
  } catch {
    return undefined;
  }
};

/** Stores `value` under `key`, or removes it when null; false when storage cannot be written. */
export const writeDeviceItem = (key: string, value: string | null): boolean => {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
};

/** What holds changes not on the server yet that this device refused to keep (the typed draft, a save queue). */
const unkept = new Set<string>();
const unkeptListeners = new Set<() => void>();

/** `holder` could, or could not, keep its changes on this device; the offline banner promises only what is kept. */
export const noteChangesKept = (holder: string, kept: boolean): void => {
  if (kept === !unkept.has(holder)) return;
  if (kept) unkept.delete(holder);
  else unkept.add(holder);
  for (const listener of unkeptListeners) listener();
};

/** Some changes not sent yet are in this page only: closing it loses them. */
export const changesOnlyInPage = (): boolean => unkept.size > 0;

export const subscribeChangesKept = (listener: () => void): (() => void) => {
  unkeptListeners.add(listener);
  return () => unkeptListeners.delete(listener);
};
