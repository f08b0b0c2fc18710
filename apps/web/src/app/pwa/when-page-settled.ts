import { requestsInFlight, subscribeRequests } from '../../lib/requests-in-flight.ts';

/**
 * Resolves once the page has what its first screen needs: no request of ours on its way for QUIET_MS, then the
 * browser idle. On a 2G first visit the service worker's precache (every page's files) would otherwise share the
 * link with the first screen's own data. Never later than MAX_WAIT_MS, so the offline shell still installs on a
 * page that keeps asking.
 */
export const QUIET_MS = 1_000;
export const IDLE_TIMEOUT_MS = 5_000;
export const MAX_WAIT_MS = 30_000;

export interface PageActivity {
  inFlight: () => number;
  subscribe: (listener: () => void) => () => void;
  /** Calls back when the browser is idle (requestIdleCallback), or after `timeoutMs` at the latest. */
  whenIdle: (callback: () => void, timeoutMs: number) => void;
}

const browserActivity: PageActivity = {
  inFlight: requestsInFlight,
  subscribe: subscribeRequests,
  whenIdle: (callback, timeoutMs) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(callback, { timeout: timeoutMs });
    else setTimeout(callback, 0);
  },
};

export const whenPageSettled = (activity: PageActivity = browserActivity): Promise<void> =>
  new Promise((resolve) => {
    let done = false;
    let quietTimer: ReturnType<typeof setTimeout> | null = null;
    const finish = () => {
      if (done) return;
      done = true;
      unsubscribe();
      if (quietTimer !== null) clearTimeout(quietTimer);
      clearTimeout(capTimer);
      resolve();
    };
    const check = () => {
      if (done) return;
      if (quietTimer !== null) clearTimeout(quietTimer);
      quietTimer = null;
      if (activity.inFlight() > 0) return;
      quietTimer = setTimeout(() => activity.whenIdle(finish, IDLE_TIMEOUT_MS), QUIET_MS);
    };
    const unsubscribe = activity.subscribe(check);
    const capTimer = setTimeout(finish, MAX_WAIT_MS);
    check();
  });
