import { useSyncExternalStore } from 'react';
import type { PublicConfig } from '@portal/shared/public-config';


/**
 * Loaded once per page, before anyone signs in; kept out of TanStack Query on purpose so the sign-in page does
 * not need the query library (its first-load budget, DESIGN.md). Failures are retried a few times, then the
 * pages show what they can without it.
 */
const RETRIES = 3;
const RETRY_DELAY_MS = 1_000;

let current: PublicConfig | undefined;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

const fetchPublicConfig = async (): Promise<PublicConfig> => {
  const response = await fetch('/api/config', { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET /api/config answered ${response.status}`);
  return (await response.json()) as PublicConfig;
};

/** Starts loading the configuration (once); called before React renders, beside the session check. */
export const loadPublicConfig = (): Promise<void> => {
  loading ??= (async () => {
    for (let attempt = 0; attempt <= RETRIES; attempt++) {
      try {
        current = await fetchPublicConfig();
        for (const listener of listeners) listener();
        return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
      }
    }
  })();
  return loading;
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  void loadPublicConfig();
  return () => listeners.delete(listener);
};

/** The public configuration, or undefined while it loads (or if it could not be loaded). */
export const usePublicConfig = (): PublicConfig | undefined => useSyncExternalStore(subscribe, () => current);
