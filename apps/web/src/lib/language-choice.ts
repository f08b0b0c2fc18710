import { useSyncExternalStore } from 'react';
import { DEFAULT_LOCALE, type Locale } from '@portal/shared/locales';
import { currentLocale, setLocale, storedLocale } from './i18n.ts';
import { onceConnected } from './once-connected.ts';

/**
 * A language the founder chose that cannot be shown yet. Its texts are a chunk fetched the first time it is chosen;
 * without a connection (before the service worker has stored the portal, or while the server does not answer) that
 * fetch fails. The page then stays in the language it shows (the switch says so too), the founder is told why
 * (components/language-waiting-notice.tsx), and it switches once the connection is back. Only the latest choice waits.
 */
interface Waiting {
  locale: Locale;
  /** Runs once the language is shown (the signed-in header stores it on the account then). */
  onShown?: (locale: Locale) => void;
}

let waiting: Waiting | undefined;
/** Each choice's number: an earlier choice's fetch that ends later changes nothing about the wait. */
let latestChoice = 0;
const listeners = new Set<() => void>();
let stopWatching: (() => void) | undefined;

const setWaiting = (next: Waiting | undefined) => {
  waiting = next;
  stopWatching?.();
  stopWatching = next ? onceConnected(() => void chooseLocale(next.locale, next.onShown)) : undefined;
  for (const listener of listeners) listener();
};

/** Shows the page in `locale`, or, when its texts cannot be fetched now, waits for the connection (see above). */
export const chooseLocale = async (locale: Locale, onShown?: (locale: Locale) => void): Promise<void> => {
  const choice = ++latestChoice;
  try {
    await setLocale(locale);
  } catch {
    if (choice === latestChoice) setWaiting({ locale, onShown });
    return;
  }
  if (choice !== latestChoice) return;
  if (waiting) setWaiting(undefined);
  onShown?.(locale);
};

/** The founder keeps the language shown: the wait ends and this device remembers the shown one again. */
export const cancelWaitingLocale = (): void => {
  latestChoice += 1;
  setWaiting(undefined);
  void setLocale(currentLocale());
};

/** Before the first render: the language this device chose last; English meanwhile if its texts cannot be fetched. */
export const startLocale = async (): Promise<void> => {
  const locale = storedLocale();
  if (locale !== DEFAULT_LOCALE) await chooseLocale(locale);
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The language chosen and waiting for the connection, if any; a component using it renders again when it changes. */
export const useWaitingLocale = (): Locale | undefined => useSyncExternalStore(subscribe, () => waiting?.locale);
