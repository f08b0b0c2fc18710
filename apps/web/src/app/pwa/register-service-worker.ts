import { SERVICE_WORKER_FILE, WEB_MANIFEST_FILE } from '@portal/shared/web/server-paths';
import { markUpdateWaiting } from './update-store.ts';

/**
 * Registers the service worker that vite-plugin-pwa builds (vite.config.ts, 'prompt' mode) and offers each new
 * deployment once it is installed. Written against the browser API rather than the plugin's registerSW, which
 * brings workbox-window (2 KB gzip) into the sign-in page's budget; the protocol is the same: the waiting worker
 * takes over on a SKIP_WAITING message, and the page reloads once it controls the page.
 */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

const offerUpdate = (registration: ServiceWorkerRegistration): void =>
  markUpdateWaiting(async () => {
    const waiting = registration.waiting;
    if (!waiting) {
      window.location.reload();
      return;
    }
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
    waiting.postMessage({ type: 'SKIP_WAITING' });
  });

/** The web app manifest (install as an app), named only now: scripts/light-head-plugin.ts keeps it out of the page's head. */
const nameManifest = (): void => {
  if (document.querySelector('link[rel="manifest"]')) return;
  document.head.append(Object.assign(document.createElement('link'), { rel: 'manifest', href: `/${WEB_MANIFEST_FILE}` }));
};

const register = async (): Promise<void> => {
  // Loaded once the first screen's data is in and the page is idle (src/main.tsx): the precache never slows it.
  nameManifest();
  const registration = await navigator.serviceWorker.register(`/${SERVICE_WORKER_FILE}`, { scope: '/' });
  // Without a controller this is the first install: the page already runs the files it precaches, nothing to offer.
  if (registration.waiting && navigator.serviceWorker.controller) offerUpdate(registration);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && navigator.serviceWorker.controller) offerUpdate(registration);
    });
  });
  const check = () => {
    if (navigator.onLine && document.visibilityState === 'visible') void registration.update().catch(() => undefined);
  };
  setInterval(check, UPDATE_CHECK_INTERVAL_MS);
  window.addEventListener('online', check);
  document.addEventListener('visibilitychange', check);
};

// A failed registration (private mode, storage off) leaves the portal working online, as before.
register().catch(() => undefined);
