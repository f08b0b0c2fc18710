/**
 * Tells the other tabs of this browser that the session began or ended, so a sign-out in one tab sends the
 * others to / at once and a sign-in moves signed-out tabs to /dashboard. BroadcastChannel where the browser has
 * it; otherwise a localStorage 'storage' event (which only carries the event name, never a token).
 */
export type SessionEvent = 'signed-in' | 'signed-out';

const CHANNEL_NAME = 'portal-session';
const STORAGE_KEY = 'portal-session-event';

const isSessionEvent = (value: unknown): value is SessionEvent => value === 'signed-in' || value === 'signed-out';

export interface SessionChannel {
  announce: (event: SessionEvent) => void;
  close: () => void;
}

export const openSessionChannel = (onEvent: (event: SessionEvent) => void): SessionChannel => {
  if (typeof BroadcastChannel === 'function') {
    const channel = new BroadcastChannel(CHANNEL_NAME);
    channel.onmessage = (message: MessageEvent<unknown>) => {
      if (isSessionEvent(message.data)) onEvent(message.data);
    };
    return { announce: (event) => channel.postMessage(event), close: () => channel.close() };
  }
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEY || !event.newValue) return;
    const [name] = event.newValue.split(':');
    if (isSessionEvent(name)) onEvent(name);
  };
  window.addEventListener('storage', onStorage);
  return {
    // A changing value (the time) makes every announcement a change, so other tabs always get the event.
    announce: (event) => {
      try {
        localStorage.setItem(STORAGE_KEY, `${event}:${Date.now()}`);
      } catch {
        // Storage unavailable (private mode quota): other tabs learn on their next session check.
      }
    },
    close: () => window.removeEventListener('storage', onStorage),
  };
};
