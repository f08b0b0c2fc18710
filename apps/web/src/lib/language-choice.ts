import { useSyncExternalStore } from 'react';
import { LANGUAGE_LOADING_NOTICE_MS } from '@portal/shared/limits';
import { DEFAULT_LOCALE, type Locale } from '@portal/shared/locales';
import { currentLocale, setLocale, storedLocale } from './i18n.ts';
import { onceConnected } from './once-connected.ts';

/**
 * A language the founder chose that is not shown yet. Its texts are a chunk fetched the first time it is chosen: on a
 * slow link that takes a while, and the founder is told it is loading (after LANGUAGE_LOADING_NOTICE_MS, so a quick
 * one never flashes it). Without a connection (before the service worker has stored the portal, or while the server
 * does not answer) the fetch fails: the page stays in the language it shows (the switch says so too), the founder is
 * told why, and it switches once the connection is back (components/language-pending-notice.tsx shows both). Only
 * the latest choice counts.
 */
export interface PendingLanguage {
  locale: Locale;
  state: 'loading' | 'waiting';
  /** Runs once the language is shown (the signed-in header stores it on the account then). */
  onShown?: (locale: Locale) => void;
}

let pending: PendingLanguage | undefined;
/** Each choice's number: an earlier choice's fetch that ends later changes nothing about the one pending. */
let latestChoice = 0;
const listeners = new Set<() => void>();
let stopWatching: (() => void) | undefined;

const setPending = (next: PendingLanguage | undefined) => {
  pending = next;
  stopWatching?.();
  stopWatching = next?.state === 'waiting' ? onceConnected(() => void chooseLocale(next.locale, next.onShown)) : undefined;
  for (const listener of listeners) listener();
};

/** Shows the page in `locale`; meanwhile says it is loading, and when its texts cannot be fetched now, waits for the connection. */
export const chooseLocale = async (locale: Locale, onShown?: (locale: Locale) => void): Promise<void> => {
  const choice = ++latestChoice;
  const slow = setTimeout(() => {
    if (choice === latestChoice) setPending({ locale, state: 'loading', onShown });
  }, LANGUAGE_LOADING_NOTICE_MS);
  try {
    await setLocale(locale);
  } catch {
    if (choice === latestChoice) setPending({ locale, state: 'waiting', onShown });
    return;
  } finally {
    clearTimeout(slow);
  }
  if (choice !== latestChoice) return;
  if (pending) setPending(undefined);
  onShown?.(locale);
};

/** The founder keeps the language shown: the wait ends and this device remembers the shown one again. */
export const cancelWaitingLocale = (): void => {
  latestChoice += 1;
  setPending(undefined);
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

/** The language chosen and not shown yet, if any; a component using it renders again when it changes. */
export const usePendingLanguage = (): PendingLanguage | undefined => useSyncExternalStore(subscribe, () => pending);
