import { useSyncExternalStore } from 'react';
import type { PublicConfig } from '@portal/shared/public-config';
import { PUBLIC_CONFIG_PATH } from '@portal/shared/web/server-paths';
import { writeDeviceItem } from './device-storage.ts';
import { showDocumentTitle } from './i18n.ts';
import { takePageStart } from './page-start-answer.ts';
import { trackRequest } from './requests-in-flight.ts';

/**
 * Loaded once per page, before anyone signs in; kept out of TanStack Query on purpose so the sign-in page does
 * not need the query library (its first-load budget, docs/performance.md). Failures are retried a few times, then the
 * pages show what they can without it.
 */
const RETRIES = 3;
const RETRY_DELAY_MS = 1_000;
/** The last configuration the server gave (nothing personal), for pages opened without a network. */
const STORAGE_KEY = 'portal-public-config';

let current: PublicConfig | undefined;
let loading: Promise<void> | undefined;
let firstAttemptDone: () => void = () => {};
const firstAttempt = new Promise<void>((resolve) => (firstAttemptDone = resolve));
const listeners = new Set<() => void>();

/** The first attempt takes the page-start answer's configuration (lib/page-start-answer.ts); retries ask PUBLIC_CONFIG_PATH. */
const fetchPublicConfig = async (): Promise<PublicConfig> => {
  const early = await takePageStart('config')?.catch(() => undefined);
  if (early) return early.config;
  const response = await trackRequest(fetch(PUBLIC_CONFIG_PATH, { headers: { accept: 'application/json' } }));
  if (!response.ok) throw new Error(`GET ${PUBLIC_CONFIG_PATH} answered ${response.status}`);
  return (await response.json()) as PublicConfig;
};

const lastKnown = (): PublicConfig | undefined => {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    return saved ? (JSON.parse(saved) as PublicConfig) : undefined;
  } catch {
    return undefined;
  }
};

const show = (config: PublicConfig) => {
  current = config;
  showDocumentTitle(config.productName);
  for (const listener of listeners) listener();
};

/**
 * Starts loading the configuration (once); called before React renders, beside the session check. Without an
 * answer, the last one this device got is shown meanwhile.
 */
export const loadPublicConfig = (): Promise<void> => {
  loading ??= (async () => {
    for (let attempt = 0; attempt <= RETRIES; attempt++) {
      try {
        const config = await fetchPublicConfig();
        show(config);
        firstAttemptDone();
        // Not written (storage unavailable): only the offline fallback is missing.
        writeDeviceItem(STORAGE_KEY, JSON.stringify(config));
        return;
      } catch {
        const saved = current ? undefined : lastKnown();
        if (saved) show(saved);
        firstAttemptDone();
        await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
      }
    }
  })();
  return loading;
};

/** Settles when the first request for the configuration has answered or failed (after loadPublicConfig). */
export const publicConfigFirstAttempt = (): Promise<void> => firstAttempt;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  void loadPublicConfig();
  return () => listeners.delete(listener);
};

/** The public configuration, or undefined while it loads (or if it could not be loaded). */
export const usePublicConfig = (): PublicConfig | undefined => useSyncExternalStore(subscribe, () => current);
