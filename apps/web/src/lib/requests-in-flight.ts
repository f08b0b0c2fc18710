/**
 * How many of the page's own requests to our server are on their way (the data API, the auth API, the public
 * configuration). The service worker registers only once this is zero for a while (app/pwa/when-page-settled.ts),
 * so its precache never competes with the first screen's data on a slow link.
 */
let inFlight = 0;
const listeners = new Set<() => void>();

const notify = () => {
  for (const listener of listeners) listener();
};

export const trackRequest = <T>(request: Promise<T>): Promise<T> => {
  inFlight += 1;
  notify();
  return request.finally(() => {
    inFlight -= 1;
    notify();
  });
};

export const requestsInFlight = (): number => inFlight;

export const subscribeRequests = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
