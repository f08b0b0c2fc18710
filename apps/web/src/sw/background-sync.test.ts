import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import {
  clearAllStoredQueues,
  createSyncQueue,
  idbStorage,
  storedQueueAccounts,
  type SendOutcome,
  type SyncEntry,
  type SyncQueue,
} from '../features/application/lib/sync-queue.ts';
import { BACKGROUND_SYNC_TAG } from '../lib/background-sync.ts';
import { handleSync, sendQueuedSaves, type BackgroundSyncDeps } from './background-sync.ts';

type Payload = { text: string };

/** The data API as the service worker meets it: answers, or no connection. */
const fakeApi = () => {
  const api = {
    online: true,
    received: [] as string[],
    send: async (entry: SyncEntry<Payload>): Promise<SendOutcome> => {
      if (!api.online) return { kind: 'offline' };
      api.received.push(`${entry.kind}:${entry.payload.text}`);
      return { kind: 'sent', version: (entry.baseVersion ?? 0) + 1 };
    },
  };
  return api;
};

const open: SyncQueue<Payload>[] = [];
const tabQueue = (api: ReturnType<typeof fakeApi>, accountId: string) => {
  const queue = createSyncQueue<Payload>({ accountId, send: api.send, storage: idbStorage(), events: new EventTarget() });
  open.push(queue);
  return queue;
};
/** A tab of the account whose saves wait: the data API does not answer until the test sets it online. */
const offlineTab = (accountId: string) => {
  const api = fakeApi();
  api.online = false;
  return { api, page: tabQueue(api, accountId) };
};
const workerDeps = (api: ReturnType<typeof fakeApi>): BackgroundSyncDeps => ({
  accounts: storedQueueAccounts,
  queueFor: (accountId) =>
    createSyncQueue<Payload>({ accountId, send: api.send, storage: idbStorage() }) as SyncQueue<unknown, unknown>,
});
const idle = async () => {
  for (let i = 0; i < 50; i += 1) await new Promise((resolve) => setImmediate(resolve));
};
/** Runs the handler as the browser would and tells what the promise given to waitUntil did. */
const fireSync = async (tag: string, deps: BackgroundSyncDeps): Promise<'none' | 'resolved' | 'rejected'> => {
  let work: Promise<unknown> | null = null;
  handleSync({ tag, waitUntil: (promise) => (work = promise) }, deps);
  if (!work) return 'none';
  return (work as Promise<unknown>).then(
    () => 'resolved',
    () => 'rejected',
  );
};

describe("the service worker's Background Sync handler", () => {
  afterEach(async () => {
    for (const queue of open.splice(0)) queue.close();
    await clearAllStoredQueues();
  });

  it("sends every account's queued saves from IndexedDB with no page open, in step order", async () => {
    const { api, page } = offlineTab('founder-1');
    await page.put('company', { text: 'c' }, 0);
    await page.put('personal', { text: 'p' }, 0);
    await page.put('submit', { text: '' });
    await page.flush();
    const other = tabQueue(api, 'founder-2');
    await other.put('funding', { text: 'f' }, 0);
    page.close();
    other.close();

    api.online = true;
    expect(await fireSync(BACKGROUND_SYNC_TAG, workerDeps(api))).toBe('resolved');
    expect(api.received).toEqual(['personal:p', 'company:c', 'submit:', 'funding:f']);
    const reopened = tabQueue(api, 'founder-1');
    await reopened.ready;
    expect(reopened.getState()).toMatchObject({ entries: [], versions: { personal: 1, company: 1 } });
  });

  it('rejects while the connection is still gone (the browser tries again later) and keeps every save', async () => {
    const { api, page } = offlineTab('founder-3');
    await page.put('business', { text: 'b' }, 0);
    page.close();
    expect(await fireSync(BACKGROUND_SYNC_TAG, workerDeps(api))).toBe('rejected');
    const reopened = tabQueue(api, 'founder-3');
    await reopened.ready;
    expect(reopened.getState().entries.map((e) => [e.kind, e.payload.text])).toEqual([['business', 'b']]);
  });

  it('ignores other tags and resolves at once when nothing waits', async () => {
    const api = fakeApi();
    expect(await fireSync('something-else', workerDeps(api))).toBe('none');
    expect(await sendQueuedSaves(workerDeps(api))).toBe(true);
  });

  it('never sends a save twice when a tab flushes at the same moment, and the tab shows the answers', async () => {
    const { api, page } = offlineTab('founder-4');
    await page.put('personal', { text: 'p' }, 0);
    await page.put('company', { text: 'c' }, 0);
    await page.flush();
    api.online = true;
    const heard: string[] = [];
    page.onSettled((entry, outcome) => heard.push(`${entry.kind}:${outcome.kind}`));
    const [fromWorker] = await Promise.all([fireSync(BACKGROUND_SYNC_TAG, workerDeps(api)), page.flush()]);
    expect(fromWorker).toBe('resolved');
    expect(api.received).toEqual(['personal:p', 'company:c']);
    await idle();
    expect(page.getState()).toMatchObject({ entries: [], sending: null, versions: { personal: 1, company: 1 } });
    expect(heard.sort()).toEqual(['company:sent', 'personal:sent']);
  });
});
