import { readDeviceItem, writeDeviceItem } from './device-storage.ts';

/**
 * A flag in localStorage that says this device may hold a device copy (device-copy.ts writes it, device-session.ts
 * reads it), so a visitor without one loads none of IndexedDB's code. It holds no personal data.
 */
const DEVICE_COPY_MARKER = 'portal-device-copy';

/** Whether there may be a copy to read or clear; when storage cannot be read, there may be. */
export const deviceMayHoldCopy = (): boolean => readDeviceItem(DEVICE_COPY_MARKER) !== null;

/** Not written (storage unavailable): deviceMayHoldCopy then answers that there may be a copy. */
export const markDeviceCopy = (present: boolean): void => {
  writeDeviceItem(DEVICE_COPY_MARKER, present ? '1' : null);
};
