import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ApplicationForm } from '@portal/shared/application/application-fields';
import type { ApplicationSyncQueue } from './application-sender.ts';
import { createSyncQueue, type QueueChannel, type QueueStorage } from './sync-queue.ts';
import { fakeServer, memoryDrafts, memoryLocks, memoryStorage } from './test-devices.ts';
import { createWizardStore, stepStateOf, type WizardStore } from './wizard-store.ts';
import { testRecord } from './test-record.ts';

/*
 * Two tabs of one account on one phone: one stored queue, and a channel that tells each tab what the other changed and
 * what the server answered. Here the test hands each message over, so it chooses the order a busy phone may give them.
 */

const BUSINESS = { sector: 'other', otherSector: 'Rural Cold Chain', foundingYear: '2020' } satisfies Partial<ApplicationForm>;
const START = testRecord({ companyName: 'Gram Solar', stepVersions: { personal: 1, company: 1, business: 0, funding: 0 } });

/** Tab B's channel to tab A: what B posts is held until the test delivers it, by type, to A. */
const heldChannel = () => {
  const posted: MessageEvent[] = [];
  const listeners: ((event: MessageEvent) => void)[] = [];
  const quiet = { postMessage: () => undefined, addEventListener: () => undefined, close: () => undefined };
  const fromB: QueueChannel = { ...quiet, postMessage: (data) => void posted.push({ data } as MessageEvent) };
  const toA: QueueChannel = { ...quiet, addEventListener: (_type, listener) => void listeners.push(listener) };
  const deliver = (type: string) => {
    for (const event of posted.filter((e) => (e.data as { type: string }).type === type)) {
      for (const listener of listeners) listener(event);
    }
  };
  return { fromB, toA, posted, deliver };
};

describe('two tabs of one account', () => {
  let server: ReturnType<typeof fakeServer>;
  let storage: QueueStorage;
  let channel: ReturnType<typeof heldChannel>;
  let queueA: ApplicationSyncQueue;
  let queueB: ApplicationSyncQueue;
  let storeA: WizardStore;
  let storeB: WizardStore;
  let stops: (() => void)[];

  beforeEach(async () => {
    server = fakeServer(START);
    storage = memoryStorage();
    channel = heldChannel();
    const locks = memoryLocks();
    const options = { accountId: 'asha', send: server.sendAs('Asha Rao'), storage, locks };
    queueA = createSyncQueue({ ...options, channel: channel.toA });
    queueB = createSyncQueue({ ...options, channel: channel.fromB });
    await Promise.all([queueA.ready, queueB.ready]);
    storeA = createWizardStore({ userId: 'asha', record: START, queue: queueA, drafts: memoryDrafts().drafts });
    storeB = createWizardStore({ userId: 'asha', record: START, queue: queueB, drafts: memoryDrafts().drafts });
    stops = [storeA.subscribe(() => undefined), storeB.subscribe(() => undefined)];
  });
  afterEach(() => {
    for (const stop of stops) stop();
    queueA.close();
    queueB.close();
  });

  it("says Saved in the other tab when the server's copy reaches it before that tab has read the queue again", async () => {
    server.online = false;
    for (const [field, value] of Object.entries(BUSINESS)) storeB.setField(field as keyof ApplicationForm, value as never);
    await expect(storeB.saveStep('business')).resolves.toEqual({ kind: 'queued' });
    // Tab A reads the queue again: it shows B's save waiting.
    channel.deliver('changed');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(stepStateOf(storeA.getSnapshot(), 'business')).toBe('queued');
    channel.posted.length = 0;

    server.online = true;
    await queueB.flush();
    expect(server.record?.stepVersions.business).toBe(1);
    // Tab A starts reading the queue again, then takes the answer and the newer copy of the application (the cached
    // query) before that read ends: a busy phone's IndexedDB is slow.
    channel.deliver('changed');
    channel.deliver('settled');
    storeA.applyRecord(server.record);
    expect(stepStateOf(storeA.getSnapshot(), 'business')).toBe('queued');
    await new Promise((resolve) => setTimeout(resolve, 0));

    const a = storeA.getSnapshot();
    expect(stepStateOf(a, 'business')).toBe('clean');
    expect(a.draft.bases.business).toBe(1);
    expect(a.draft.values.otherSector).toBe('Rural Cold Chain');
  });
});
