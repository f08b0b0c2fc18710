import type { SessionUser } from '../../../lib/auth-client.ts';

/**
 * A Sign Out the server did not get (no network): the HttpOnly session cookie can only be ended by the server,
 * so the sign-out is remembered and sent before the next session check. Until the server has it, the session
 * is not opened again on this device.
 */
const KEY = 'portal-sign-out-pending';

export interface PendingSignOut {
  mark: () => void;
  clear: () => void;
  /** Wraps the session check: a pending sign-out is sent first, and the answer is "nobody" once it is through. */
  checkWith: (
    fetchUser: () => Promise<SessionUser | null>,
    sendSignOut: () => Promise<void>,
  ) => () => Promise<SessionUser | null>;
}

export const pendingSignOutIn = (storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined): PendingSignOut => {
  const attempt = (action: () => void) => {
    try {
      action();
    } catch {
      // Storage unavailable: the sign-out is only as good as this page's memory.
    }
  };
  const isPending = () => {
    try {
      return (storage?.getItem(KEY) ?? null) !== null;
    } catch {
      return false;
    }
  };
  return {
    mark: () => attempt(() => storage?.setItem(KEY, '1')),
    clear: () => attempt(() => storage?.removeItem(KEY)),
    checkWith: (fetchUser, sendSignOut) => async () => {
      if (!isPending()) return fetchUser();
      // Throws when the network is still missing: the session check retries, still signed out.
      await sendSignOut();
      attempt(() => storage?.removeItem(KEY));
      return null;
    },
  };
};
