import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ApplicationForm } from '@portal/shared/application/application-fields';
import type { ApplicationSyncQueue } from './application-sender.ts';
import { createSyncQueue, type QueueChannel, type QueueStorage } from './sync-queue.ts';
import { fakeServer, memoryDrafts, memoryLocks, memoryStorage } from './test-devices.ts';
import { conflictsOf, createWizardStore, stepStateOf, type WizardStore } from './wizard-store.ts';
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
    // The answer is enough: tab A no longer shows the save waiting, before its read ends.
    expect(stepStateOf(storeA.getSnapshot(), 'business')).toBe('clean');
    expect(storeA.getSnapshot().draft.bases.business).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 0));

    const a = storeA.getSnapshot();
    expect(stepStateOf(a, 'business')).toBe('clean');
    expect(a.draft.bases.business).toBe(1);
    expect(a.draft.values.otherSector).toBe('Rural Cold Chain');
  });

  it("shows the other tab's waiting save on that step, over every field not typed here", async () => {
    server.online = false;
    storeA.setField('foundingYear', '2018');
    for (const [field, value] of Object.entries(BUSINESS)) storeB.setField(field as keyof ApplicationForm, value as never);
    await expect(storeB.saveStep('business')).resolves.toEqual({ kind: 'queued' });
    channel.deliver('changed');
    await new Promise((resolve) => setTimeout(resolve, 0));

    const a = storeA.getSnapshot();
    expect(stepStateOf(a, 'business')).toBe('queued');
    // What tab B queued is what will be sent: tab A shows it, and keeps the year typed in tab A.
    expect(a.draft.values).toMatchObject({ sector: 'other', otherSector: 'Rural Cold Chain', foundingYear: '2018' });
    expect(a.draft.values.companyName).toBe('Gram Solar');
  });
});

describe('two tabs of one account, a co-founder between them', () => {
  it("shows the server's value and the conflict in the other tab when the answer reaches it before its re-read", async () => {
    const server = fakeServer(START);
    const storage = memoryStorage();
    const channel = heldChannel();
    const locks = memoryLocks();
    const options = { accountId: 'asha', send: server.sendAs('Asha Rao'), storage, locks };
    const queueA = createSyncQueue({ ...options, channel: channel.toA });
    const queueB = createSyncQueue({ ...options, channel: channel.fromB });
    // Bina, a co-founder, on her own phone.
    const queueC = createSyncQueue({ accountId: 'bina', send: server.sendAs('Bina Shah'), storage: memoryStorage(), locks });
    await Promise.all([queueA.ready, queueB.ready, queueC.ready]);
    const drafts = () => memoryDrafts().drafts;
    const storeA = createWizardStore({ userId: 'asha', record: START, queue: queueA, drafts: drafts() });
    const storeB = createWizardStore({ userId: 'asha', record: START, queue: queueB, drafts: drafts() });
    const storeC = createWizardStore({ userId: 'bina', record: START, queue: queueC, drafts: drafts() });
    const stops = [storeA, storeB, storeC].map((store) => store.subscribe(() => undefined));
    try {
      server.online = false;
      for (const [field, value] of Object.entries(BUSINESS)) storeB.setField(field as keyof ApplicationForm, value as never);
      await expect(storeB.saveStep('business')).resolves.toEqual({ kind: 'queued' });
      channel.deliver('changed');
      await new Promise((resolve) => setTimeout(resolve, 0));
      channel.posted.length = 0;

      server.online = true;
      for (const [field, value] of Object.entries({ ...BUSINESS, otherSector: 'Village Cold Storage' }))
        storeC.setField(field as keyof ApplicationForm, value as never);
      await expect(storeC.saveStep('business')).resolves.toEqual({ kind: 'saved' });
      await queueB.flush();
      expect(server.record?.otherSector).toBe('Village Cold Storage');
      // Tab A takes the answer before it has read the queue again.
      channel.deliver('changed');
      channel.deliver('settled');
      await new Promise((resolve) => setTimeout(resolve, 0));

      const a = storeA.getSnapshot();
      const b = storeB.getSnapshot();
      expect(b.draft.values.otherSector).toBe('Village Cold Storage');
      expect(a.draft.values.otherSector).toBe('Village Cold Storage');
      expect(conflictsOf(a)).toEqual(conflictsOf(b));
      expect(conflictsOf(a)).toMatchObject([{ field: 'otherSector', stored: 'Village Cold Storage', yours: 'Rural Cold Chain' }]);
    } finally {
      for (const stop of stops) stop();
      for (const queue of [queueA, queueB, queueC]) queue.close();
    }
  });
});
