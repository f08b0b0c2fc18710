import { sender, type ApplicationPayload } from '../features/application/lib/application-sender.ts';
import { createSyncQueue, idbStorage, storedQueueAccounts, type SyncQueue } from '../features/application/lib/sync-queue.ts';
import { BACKGROUND_SYNC_TAG } from '../lib/background-sync.ts';

/**
 * The service worker's `sync` handler, as a plain module: it sends every account's queued saves from IndexedDB
 * with the same queue and sender as the page. The queue's Web Locks keep it from sending anything an open tab is
 * sending (and the reverse); its BroadcastChannel tells open tabs each answer.
 */
export interface BackgroundSyncDeps {
  accounts: () => Promise<string[]>;
  queueFor: (accountId: string) => SyncQueue<unknown, unknown>;
}

const browserDeps: BackgroundSyncDeps = {
  accounts: storedQueueAccounts,
  queueFor: (accountId) =>
    createSyncQueue<ApplicationPayload>({ accountId, send: sender({ id: null }), storage: idbStorage() }) as SyncQueue<
      unknown,
      unknown
    >,
};

/** One pass over each stored queue; resolves to true when nothing is left waiting for a connection. */
export const sendQueuedSaves = async (deps: BackgroundSyncDeps = browserDeps): Promise<boolean> => {
  let allSent = true;
  for (const accountId of await deps.accounts()) {
    const queue = deps.queueFor(accountId);
    try {
      await queue.ready;
      if (queue.getState().entries.length === 0) continue;
      await queue.flush();
      if (queue.getState().entries.length > 0) allSent = false;
    } finally {
      queue.close();
    }
  }
  return allSent;
};

export interface SyncEventLike {
  tag: string;
  waitUntil: (work: Promise<unknown>) => void;
}

/** Rejects while saves still wait, so the browser fires `sync` again later (with its own backoff). */
export const handleSync = (event: SyncEventLike, deps: BackgroundSyncDeps = browserDeps): void => {
  if (event.tag !== BACKGROUND_SYNC_TAG) return;
  event.waitUntil(
    sendQueuedSaves(deps).then((allSent) => {
      if (!allSent) throw new Error('Saves still waiting for a connection');
    }),
  );
};
