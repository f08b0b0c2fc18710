import { registerSW } from 'virtual:pwa-register';
import { markUpdateWaiting } from './update-store.ts';

/** Checks for a new deployment when the founder comes back to the tab or back online, and hourly. */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

const updateSW = registerSW({
  onNeedRefresh: () => markUpdateWaiting(() => updateSW(true)),
  onRegisteredSW: (_url, registration) => {
    if (!registration) return;
    const check = () => {
      if (navigator.onLine && document.visibilityState === 'visible') void registration.update().catch(() => undefined);
    };
    setInterval(check, UPDATE_CHECK_INTERVAL_MS);
    window.addEventListener('online', check);
    document.addEventListener('visibilitychange', check);
  },
});
