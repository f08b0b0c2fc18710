/**
 * Background Sync between the page and the service worker (src/sw/sw.ts): the page registers this tag when saves
 * are left waiting for a connection; the browser wakes the service worker with a `sync` event once it is back
 * online, even if no tab of the portal is open, and the service worker sends the queue (src/sw/background-sync.ts).
 */
export const BACKGROUND_SYNC_TAG = 'portal-send-saves';

interface SyncManagerLike {
  register: (tag: string) => Promise<void>;
}

/** Asks for a `sync` event where the browser has Background Sync (Chromium); elsewhere the page's own retries do it. */
export const requestBackgroundSync = (): void => {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  // `ready` waits for the service worker, which registers only once the first page is idle (app/pwa/register-when-idle.ts).
  void navigator.serviceWorker.ready
    .then((registration) =>
      (registration as ServiceWorkerRegistration & { sync?: SyncManagerLike }).sync?.register(BACKGROUND_SYNC_TAG),
    )
    .catch(() => undefined);
};
