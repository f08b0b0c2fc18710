import { serverReachability } from './reachability.ts';

/**
 * Calls `retry` once, when the connection is back: the browser's `online` event, or our server answering again
 * (lib/reachability.ts), whichever comes first with both true. Returns how to stop waiting.
 */
export const onceConnected = (retry: () => void): (() => void) => {
  const check = () => {
    if (!navigator.onLine || !serverReachability.isReachable()) return;
    stop();
    retry();
  };
  window.addEventListener('online', check);
  const unsubscribe = serverReachability.subscribe(check);
  const stop = () => {
    window.removeEventListener('online', check);
    unsubscribe();
  };
  return stop;
};
