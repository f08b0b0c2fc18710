import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { SERVER_PATH_PREFIXES } from '@portal/shared/web/server-paths';
import { handleSync, type SyncEventLike } from './background-sync.ts';

/**
 * The service worker (built by vite-plugin-pwa, injectManifest, into dist/sw.js). It precaches the shell and every
 * route's chunks, so after one online visit the portal opens at any page without a network; a new deployment
 * waits until the page asks it to take over (SKIP_WAITING from app/pwa/register-service-worker.ts: the 'prompt'
 * flow), so a page never runs a mix of old and new chunks. API answers are never kept here: the founder's data
 * lives in the app's own device copy (lib/device-copy.ts). On Background Sync it sends the queued saves.
 */
declare const self: {
  __WB_MANIFEST: (PrecacheEntry | string)[];
  skipWaiting: () => Promise<void>;
  addEventListener: ((type: 'message', listener: (event: { data: unknown }) => void) => void) &
    ((type: 'sync', listener: (event: SyncEventLike) => void) => void);
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
clientsClaim();

// Every address of the app opens its page; the server's own paths (API, files, health) and anything with a file
// extension (a CSV export, a download) never do.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [...SERVER_PATH_PREFIXES.map((p) => new RegExp(`^${escapeRegExp(p)}`)), /\/[^/]+\.[^/]+$/],
  }),
);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

self.addEventListener('sync', (event) => handleSync(event));
