/**
 * A flag in localStorage that says this device may hold a device copy (device-copy.ts writes it, device-session.ts
 * reads it), so a visitor without one loads none of IndexedDB's code. It holds no personal data.
 */
const DEVICE_COPY_MARKER = 'portal-device-copy';

/** Whether there may be a copy to read or clear; when storage cannot be read, there may be. */
export const deviceMayHoldCopy = (): boolean => {
  try {
    return localStorage.getItem(DEVICE_COPY_MARKER) !== null;
  } catch {
    return true;
  }
};

export const markDeviceCopy = (present: boolean): void => {
  try {
    if (present) localStorage.setItem(DEVICE_COPY_MARKER, '1');
    else localStorage.removeItem(DEVICE_COPY_MARKER);
  } catch {
    // Storage unavailable: deviceMayHoldCopy then answers that there may be a copy.
  }
};
