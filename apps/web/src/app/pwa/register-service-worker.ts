import { registerSW } from 'virtual:pwa-register';
import { markUpdateWaiting } from './update-store.ts';

/** Checks for a new deployment when the founder comes back to the tab or back online, and hourly. */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

let registration: ServiceWorkerRegistration | undefined;

/**
 * Lets the waiting service worker take over, then reloads once it controls the page (its own reload is not used:
 * workbox-window skips it in a tab that was opened before the first service worker was installed).
 */
const switchToUpdate = async (): Promise<void> => {
  if (!registration?.waiting) {
    window.location.reload();
    return;
  }
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  await updateSW(true);
};

const updateSW = registerSW({
  onNeedRefresh: () => markUpdateWaiting(switchToUpdate),
  onNeedReload: () => undefined,
  onRegisteredSW: (_url, registered) => {
    registration = registered;
    if (!registered) return;
    const check = () => {
      if (navigator.onLine && document.visibilityState === 'visible') void registered.update().catch(() => undefined);
    };
    setInterval(check, UPDATE_CHECK_INTERVAL_MS);
    window.addEventListener('online', check);
    document.addEventListener('visibilitychange', check);
  },
});
