import type { DeviceSessionCopy } from './session/session-store.ts';
import { deviceMayHoldCopy } from './device-copy-marker.ts';

/**
 * The session store's way to the device copy (device-copy.ts), loaded only when needed: a visitor whose device
 * holds no copy (device-copy-marker.ts) loads none of IndexedDB's code on the sign-in page.
 */
const loadDeviceCopy = () => import('./device-copy.ts');
let module: ReturnType<typeof loadDeviceCopy> | undefined;
const deviceCopy = () => (module ??= loadDeviceCopy());

export const deviceSession: DeviceSessionCopy = {
  read: async () => (deviceMayHoldCopy() ? (await deviceCopy()).readDeviceSession() : null),
  remember: async (user) => (await deviceCopy()).rememberDeviceSession(user),
  // Always when this tab has used the copy: its pending writes must stop even if another tab cleared it first.
  forget: async () => {
    if (module || deviceMayHoldCopy()) await (await deviceCopy()).forgetDevice();
  },
};
