import { dehydrate, hydrate, type DehydratedState, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { readAccountSnapshot, writeAccountSnapshot } from './device-copy.ts';

/**
 * Keeps the chosen queries of the signed-in account (the viewer, the application record) in the device copy
 * (lib/device-copy.ts), so a reload without a network shows them. Only answers the server gave are kept.
 */
const SNAPSHOT_VERSION = 1;
/** Older snapshots are not shown: a month without a network is not a state worth trusting. */
const MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
const WRITE_DELAY_MS = 100;

interface Snapshot {
  v: number;
  savedAt: number;
  state: DehydratedState;
}

const isSnapshot = (value: unknown): value is Snapshot =>
  typeof value === 'object' &&
  value !== null &&
  (value as Snapshot).v === SNAPSHOT_VERSION &&
  typeof (value as Snapshot).savedAt === 'number' &&
  typeof (value as Snapshot).state === 'object';

const keyMatches = (keys: readonly QueryKey[]) => (queryKey: QueryKey) =>
  keys.some((key) => key.every((part, i) => queryKey[i] === part));

/**
 * Puts the account's saved answers into the cache (newer answers already there win), marked stale: every page
 * still asks the server when it opens, and shows the device copy only until the answer comes (or without a network).
 */
export const restoreQueries = async (client: QueryClient, userId: string): Promise<void> => {
  const saved = await readAccountSnapshot(userId);
  if (!isSnapshot(saved) || Date.now() - saved.savedAt >= MAX_AGE_MS) return;
  hydrate(client, saved.state);
  for (const { queryKey } of saved.state.queries) void client.invalidateQueries({ queryKey, exact: true, refetchType: 'none' });
};

/** Saves the chosen queries whenever they change; returns the function that stops it. */
export const persistQueries = (client: QueryClient, userId: string, keys: readonly QueryKey[]): (() => void) => {
  const persisted = keyMatches(keys);
  // Kept while signed in even when no page shows them, so the snapshot never loses them.
  for (const key of keys) client.setQueryDefaults(key, { gcTime: Infinity });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const write = () => {
    timer = undefined;
    const state = dehydrate(client, {
      shouldDehydrateQuery: (query) => query.state.status === 'success' && persisted(query.queryKey),
    });
    if (state.queries.length > 0)
      void writeAccountSnapshot(userId, { v: SNAPSHOT_VERSION, savedAt: Date.now(), state } satisfies Snapshot);
  };
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success' && persisted(event.query.queryKey))
      timer ??= setTimeout(write, WRITE_DELAY_MS);
  });
  // Answers that came before this started (read for the page's first render) are saved too; the device copy's own
  // answers, marked stale as they were put back, are not news.
  const answeredBefore = client
    .getQueryCache()
    .findAll()
    .some((query) => persisted(query.queryKey) && query.state.status === 'success' && !query.state.isInvalidated);
  if (answeredBefore) timer = setTimeout(write, WRITE_DELAY_MS);
  // Leaving or hiding the page (a reload, the phone's home button) writes what is waiting at once.
  const flush = () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    write();
  };
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', flush);
  // Stopping (the signed-in area leaves, even for a moment while a page's code loads) writes what is waiting too:
  // the cache is cleared then and filled again from the device copy.
  return () => {
    unsubscribe();
    flush();
    window.removeEventListener('pagehide', flush);
    document.removeEventListener('visibilitychange', flush);
  };
};
