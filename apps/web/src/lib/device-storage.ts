/*
 * localStorage throws where the browser keeps nothing (private modes, storage turned off) and on a full disk. These
 * answer instead, so each caller decides what an unreadable or unwritable device means for it.
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
