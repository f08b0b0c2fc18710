import type { ApplicationRecord } from '@portal/shared/application/application-record';
import { queryClient } from '../../../lib/query-client.ts';
import { requestBackgroundSync } from '../../../lib/background-sync.ts';
import { serverReachability } from '../../../lib/reachability.ts';
import { MY_APPLICATION_KEY } from '../api/use-my-application.ts';
import { combinePayloads, sender, type ApplicationPayload, type ApplicationSyncQueue } from './application-sender.ts';
import { clearAllDrafts } from './draft-storage.ts';
import { clearAllStoredQueues, createSyncQueue, idbStorage } from './sync-queue.ts';
import { serverApplicationId } from './local-application.ts';

export type { ApplicationPayload, ApplicationSyncQueue, StepPayload } from './application-sender.ts';

const queues = new Map<string, ApplicationSyncQueue>();

/**
 * The account's queue, one per tab, created on first use: it sends what a previous visit left queued, keeps the
 * cached application current with every answer, and goes on while the founder is elsewhere in the portal.
 */
export const applicationSyncFor = (accountId: string): ApplicationSyncQueue => {
  const existing = queues.get(accountId);
  if (existing) return existing;
  const known = { id: serverApplicationId(queryClient.getQueryData<ApplicationRecord | null>(MY_APPLICATION_KEY)?.id) };
  const queue = createSyncQueue<ApplicationPayload, ApplicationRecord>({
    accountId,
    send: sender(known),
    storage: idbStorage(),
    events: typeof window === 'undefined' ? undefined : window,
    combine: combinePayloads,
  });
  queue.onSettled((entry, outcome) => {
    // A refused start leaves nothing started: the phone's own copy of it gives way to what the server has.
    if (entry.kind === 'start' && outcome.kind === 'refused') {
      queryClient.setQueryData(MY_APPLICATION_KEY, null);
      void queryClient.invalidateQueries();
    }
    if (outcome.kind !== 'sent' || !outcome.result) return;
    queryClient.setQueryData(MY_APPLICATION_KEY, outcome.result);
    if (entry.kind === 'submit' || entry.kind === 'start') void queryClient.invalidateQueries();
  });
  // The current application changes when the founder starts one for another cohort (here or on the dashboard):
  // later saves name the new one. One started on this phone only is named once its start is sent.
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.query.queryKey[0] !== MY_APPLICATION_KEY[0]) return;
    const id = serverApplicationId((event.query.state.data as ApplicationRecord | null | undefined)?.id);
    if (id) known.id = id;
  });
  // A pass that found no connection leaves saves waiting: where the browser has Background Sync, the service
  // worker sends them when the connection returns, even if every tab of the portal is closed by then.
  let waiting = false;
  queue.subscribe(() => {
    const stuck = queue.getState().failedPasses > 0 && queue.getState().entries.length > 0;
    if (stuck && !waiting) requestBackgroundSync();
    waiting = stuck;
  });
  // The server answers again after a drop the browser never noticed (navigator.onLine stayed true): send now.
  serverReachability.subscribe(() => {
    if (serverReachability.isReachable() && queue.getState().entries.length > 0) void queue.flush();
  });
  queues.set(accountId, queue);
  void queue.ready.then(() => {
    if (queue.getState().entries.length > 0) void queue.flush();
  });
  return queue;
};

/**
 * Sign-out: forgets every save this browser still holds for any account (queue and typed drafts). Call once
 * where the session ends.
 */
export const clearSavedOnThisDevice = async (): Promise<void> => {
  for (const queue of queues.values()) queue.close();
  queues.clear();
  clearAllDrafts();
  await clearAllStoredQueues();
};
