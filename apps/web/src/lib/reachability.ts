import { REACHABILITY_PROBE_BASE_MS, REACHABILITY_PROBE_MAX_MS } from '@portal/shared/limits';
import { HEALTH_PATH } from '@portal/shared/web/server-paths';

/**
 * Whether our server answers, learned from real requests rather than navigator.onLine alone (a phone on a
 * dropped link often still says it is online): a request that got no answer (network error, timeout) marks
 * the server unreachable, any answer marks it reachable. While unreachable it asks the health path again with
 * backoff, so the app notices the link is back even when nothing else is being sent.
 */
export interface Reachability {
  isReachable: () => boolean;
  subscribe: (listener: () => void) => () => void;
  /** A request to our server got an answer (any status). */
  markReachable: () => void;
  /** A request to our server got no answer. */
  markUnreachable: () => void;
  /** Asks the server now, if it is thought unreachable (the browser says the network is back). */
  probeNow: () => void;
  stop: () => void;
}

export interface ReachabilityOptions {
  /** Resolves true when the server answered. */
  probe: () => Promise<boolean>;
  /** Only where there is a page to tell (not in the service worker). */
  probing?: boolean;
}

export const probeDelayMs = (failedProbes: number): number =>
  Math.min(REACHABILITY_PROBE_BASE_MS * 2 ** Math.max(0, failedProbes), REACHABILITY_PROBE_MAX_MS);

export const createReachability = (options: ReachabilityOptions): Reachability => {
  let reachable = true;
  let failedProbes = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const listeners = new Set<() => void>();

  const set = (next: boolean) => {
    if (next === reachable) return;
    reachable = next;
    for (const listener of listeners) listener();
  };
  const stopProbing = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  const probe = () =>
    void options.probe().then(
      (answered) => (answered ? reachability.markReachable() : probeFailed()),
      () => probeFailed(),
    );
  const scheduleProbe = () => {
    if (options.probing === false || timer !== null) return;
    timer = setTimeout(() => {
      timer = null;
      probe();
    }, probeDelayMs(failedProbes));
  };
  const probeFailed = () => {
    if (reachable) return;
    failedProbes += 1;
    scheduleProbe();
  };

  const reachability: Reachability = {
    isReachable: () => reachable,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    markReachable: () => {
      stopProbing();
      failedProbes = 0;
      set(true);
    },
    markUnreachable: () => {
      set(false);
      scheduleProbe();
    },
    probeNow: () => {
      if (reachable || options.probing === false) return;
      stopProbing();
      probe();
    },
    stop: () => {
      stopProbing();
      listeners.clear();
    },
  };
  return reachability;
};

const probeHealth = async (): Promise<boolean> => {
  try {
    await fetch(HEALTH_PATH, { cache: 'no-store' });
    return true;
  } catch {
    return false;
  }
};

/** The app's one store (the offline banner reads it; lib/graphql.ts and lib/tus-upload.ts feed it). */
export const serverReachability = createReachability({ probe: probeHealth, probing: typeof window !== 'undefined' });
if (typeof window !== 'undefined') window.addEventListener('online', () => serverReachability.probeNow());
