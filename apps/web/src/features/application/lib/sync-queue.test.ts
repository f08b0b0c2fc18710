import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SYNC_RETRY_BASE_MS, SYNC_RETRY_MAX_MS } from '@portal/shared/limits';
import {
  clearAllStoredQueues,
  conflictsOfApplication,
  createSyncQueue,
  idbStorage,
  syncRetryDelayMs,
  type SendOutcome,
  type SyncEntry,
  type SyncKind,
  type SyncQueue,
} from './sync-queue.ts';

type Payload = { text: string };
const conflict = (stored: string) => ({ field: 'city', stored, storedBy: 'Bina', storedAt: null, yours: 'Nashik' });

/**
 * A stand-in for the data API's step saves with the server's rules (modules/application/service.ts): a save
 * based on the stored version is applied; otherwise the same values are a harmless replay and anything else is
 * refused as stale. `online` false answers nothing; `loseAnswers` applies the save but loses the answer.
 */
const fakeServer = () => {
  const stored = new Map<SyncKind, { version: number; text: string | null }>();
  const server = {
    online: true,
    loseAnswers: 0,
    applied: [] as string[],
    sent: [] as SyncKind[],
    versionOf: (kind: SyncKind) => stored.get(kind)?.version ?? 0,
    textOf: (kind: SyncKind) => stored.get(kind)?.text ?? null,
    /** Another device saves this kind. */
    saveElsewhere: (kind: SyncKind, text: string) => stored.set(kind, { version: server.versionOf(kind) + 1, text }),
    send: async (entry: SyncEntry<Payload>): Promise<SendOutcome> => {
      server.sent.push(entry.kind);
      if (!server.online) return { kind: 'offline' };
      const current = stored.get(entry.kind) ?? { version: 0, text: null };
      let outcome: SendOutcome;
      if (entry.baseVersion === null || entry.baseVersion === current.version) {
        stored.set(entry.kind, { version: current.version + 1, text: entry.payload.text });
        server.applied.push(`${entry.kind}:${entry.payload.text}`);
        outcome = { kind: 'sent', version: current.version + 1 };
      } else if (current.text === entry.payload.text) {
        outcome = { kind: 'sent', version: current.version };
      } else {
        outcome = { kind: 'refused', message: 'changed elsewhere', version: current.version };
      }
      if (server.loseAnswers > 0) {
        server.loseAnswers -= 1;
        return { kind: 'offline' };
      }
      return outcome;
    },
  };
  return server;
};

/** Lets IndexedDB and the locks (real setImmediate, not faked) finish what a timer started. */
const idle = async () => {
  for (let i = 0; i < 50; i += 1) await new Promise((resolve) => setImmediate(resolve));
};

let account = 0;
const open: SyncQueue<Payload>[] = [];
const queueFor = (server: ReturnType<typeof fakeServer>, accountId: string, events = new EventTarget()) => {
  const queue = createSyncQueue<Payload>({ accountId, send: server.send, storage: idbStorage(), events });
  open.push(queue);
  return queue;
};

describe('sync queue', () => {
  let accountId: string;
  /** A queue whose server does not answer until the test sets it online. */
  const offlineQueue = () => {
    const server = fakeServer();
    server.online = false;
    return { server, queue: queueFor(server, accountId) };
  };
  /** A queue that has sent a company save the server applied but whose answer never arrived. */
  const companySaveWithLostAnswer = async (text: string) => {
    const server = fakeServer();
    const queue = queueFor(server, accountId);
    await queue.put('company', { text }, 0);
    server.loseAnswers = 1;
    await queue.flush();
    return { server, queue };
  };
  beforeEach(() => {
    // IndexedDB (fake-indexeddb) schedules its work with setImmediate, which stays real.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    account += 1;
    accountId = `account-${account}`;
  });
  afterEach(async () => {
    for (const queue of open.splice(0)) queue.close();
    vi.useRealTimers();
    await clearAllStoredQueues();
  });

  it('sends in step order, personal first and submit last, whatever order they were queued in', async () => {
    const server = fakeServer();
    const queue = queueFor(server, accountId);
    await queue.put('submit', { text: '' });
    await queue.put('funding', { text: 'f' }, 0);
    await queue.put('company', { text: 'c' }, 0);
    await queue.put('personal', { text: 'p' }, 0);
    expect(queue.getState().entries.map((e) => e.kind)).toEqual(['personal', 'company', 'funding', 'submit']);
    await queue.flush();
    expect(server.sent).toEqual(['personal', 'company', 'funding', 'submit']);
    expect(queue.getState().entries).toEqual([]);
  });

  it('keeps one waiting entry per kind: a newer save of a waiting step replaces it', async () => {
    const { server, queue } = offlineQueue();
    await queue.put('company', { text: 'first' }, 0);
    await queue.put('company', { text: 'second' }, 0);
    expect(queue.getState().entries.map((e) => e.payload.text)).toEqual(['second']);
    server.online = true;
    await queue.flush();
    expect(server.applied).toEqual(['company:second']);
  });

  it('stops at the first unanswered send, keeps everything, and retries with exponential backoff', async () => {
    const { server, queue } = offlineQueue();
    await queue.put('personal', { text: 'p' }, 0);
    await queue.put('submit', { text: '' });
    await queue.flush();
    // Nothing after the stuck save is tried: the submit never overtakes it.
    expect(server.sent).toEqual(['personal']);
    expect(queue.getState()).toMatchObject({ failedPasses: 1, sending: null });
    expect(queue.getState().entries.map((e) => e.kind)).toEqual(['personal', 'submit']);

    await vi.advanceTimersByTimeAsync(SYNC_RETRY_BASE_MS - 1);
    await idle();
    expect(server.sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await idle();
    expect(server.sent).toHaveLength(2);
    // Then twice as long, and so on.
    await vi.advanceTimersByTimeAsync(2 * SYNC_RETRY_BASE_MS - 1);
    await idle();
    expect(server.sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    await idle();
    expect(server.sent).toHaveLength(3);
    expect(queue.getState().failedPasses).toBe(3);

    server.online = true;
    await vi.advanceTimersByTimeAsync(4 * SYNC_RETRY_BASE_MS);
    await queue.flush(); // waits for the pass the timer started (IndexedDB writes run on real time)
    expect(server.applied).toEqual(['personal:p', 'submit:']);
    expect(server.sent.slice(-2)).toEqual(['personal', 'submit']);
    expect(queue.getState()).toMatchObject({ entries: [], failedPasses: 0 });
  });

  it('caps the backoff', () => {
    expect(syncRetryDelayMs(1)).toBe(SYNC_RETRY_BASE_MS);
    expect(syncRetryDelayMs(2)).toBe(2 * SYNC_RETRY_BASE_MS);
    expect(syncRetryDelayMs(50)).toBe(SYNC_RETRY_MAX_MS);
  });

  it("sends at once on the 'online' event instead of waiting for the backoff", async () => {
    const server = fakeServer();
    server.online = false;
    const events = new EventTarget();
    const queue = queueFor(server, accountId, events);
    await queue.put('company', { text: 'c' }, 0);
    for (let i = 0; i < 5; i += 1) await vi.advanceTimersByTimeAsync(syncRetryDelayMs(queue.getState().failedPasses) + 1);
    const tries = server.sent.length;
    server.online = true;
    events.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    await queue.flush();
    expect(server.sent.length).toBe(tries + 1);
    expect(server.applied).toEqual(['company:c']);
    // Nothing left, so no timer sends anything more.
    await vi.advanceTimersByTimeAsync(SYNC_RETRY_MAX_MS * 2);
    expect(server.sent.length).toBe(tries + 1);
  });

  it('retries a save whose answer was lost as the same request: applied once, not refused', async () => {
    const { server, queue } = await companySaveWithLostAnswer('Gram Tech');
    expect(server.applied).toEqual(['company:Gram Tech']);
    expect(queue.getState().entries).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(SYNC_RETRY_BASE_MS);
    await idle();
    expect(server.applied).toEqual(['company:Gram Tech']);
    expect(queue.getState()).toMatchObject({ entries: [], refused: {}, versions: { company: 1 } });
  });

  it('queues a newer save behind one whose fate is unknown, and bases it on the version that one produced', async () => {
    const { server, queue } = await companySaveWithLostAnswer('first');
    // The founder changes the step again before the retry.
    await queue.put('company', { text: 'second' }, 0);
    expect(queue.getState().entries.map((e) => e.payload.text)).toEqual(['first', 'second']);
    await queue.flush();
    expect(server.applied).toEqual(['company:first', 'company:second']);
    expect(server.textOf('company')).toBe('second');
    expect(queue.getState()).toMatchObject({ entries: [], refused: {}, versions: { company: 2 } });
  });

  it('never overwrites what another device saved since: the refusal is kept with the server version, the rest goes on', async () => {
    const { server, queue } = offlineQueue();
    const settled: string[] = [];
    queue.onSettled((entry, outcome) => settled.push(`${entry.kind}:${outcome.kind}`));
    await queue.put('company', { text: 'from the phone' }, 0);
    await queue.put('business', { text: 'b' }, 0);
    await queue.flush();
    server.saveElsewhere('company', 'from the laptop');
    server.online = true;
    await queue.flush();
    expect(server.textOf('company')).toBe('from the laptop');
    expect(server.textOf('business')).toBe('b');
    expect(settled).toEqual(['company:refused', 'business:sent']);
    expect(queue.getState().refused.company).toEqual({
      payload: { text: 'from the phone' },
      message: 'changed elsewhere',
      details: [],
      version: 1,
    });
    // Queuing the kind again clears its refusal.
    await queue.put('company', { text: 'from the phone' }, 1);
    expect(queue.getState().refused.company).toBeUndefined();
  });

  it('keeps the queue in IndexedDB: a new instance (a reload, a browser restart) finds and sends it', async () => {
    const { server, queue: first } = offlineQueue();
    await first.put('funding', { text: 'f' }, 0);
    await first.put('personal', { text: 'p' }, 0);
    await first.flush();
    first.close();

    const other = queueFor(server, `${accountId}-other`);
    await other.ready;
    expect(other.getState().entries).toEqual([]);

    const second = queueFor(server, accountId);
    await second.ready;
    expect(second.getState()).toMatchObject({ loaded: true });
    expect(second.getState().entries.map((e) => [e.kind, e.payload.text, e.attempts])).toEqual([
      ['personal', 'p', 1],
      ['funding', 'f', 0],
    ]);
    server.online = true;
    await second.flush();
    expect(server.applied).toEqual(['personal:p', 'funding:f']);

    const third = queueFor(server, accountId);
    await third.ready;
    expect(third.getState()).toMatchObject({ entries: [], versions: { personal: 1, funding: 1 } });
  });

  describe('on a device that refuses to store the queue (its disk full, storage turned off)', () => {
    /** IndexedDB whose writes the device refuses while `refusing` is set. */
    const refusingStorage = () => {
      const device = { refusing: true, storage: idbStorage() };
      const write = device.storage.write;
      device.storage = {
        ...device.storage,
        write: (key, value) =>
          device.refusing
            ? Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError'))
            : write(key, value),
      };
      return device;
    };
    const queueOn = (server: ReturnType<typeof fakeServer>, device: ReturnType<typeof refusingStorage>) => {
      const queue = createSyncQueue<Payload>({
        accountId,
        send: server.send,
        storage: device.storage,
        events: new EventTarget(),
      });
      open.push(queue);
      return queue;
    };

    it('still sends the saves from the page, and says they are in the page only', async () => {
      const server = fakeServer();
      server.online = false;
      const queue = queueOn(server, refusingStorage());
      await queue.put('company', { text: 'c' }, 0);
      await queue.put('funding', { text: 'f' }, 0);
      await queue.flush();
      expect(queue.getState()).toMatchObject({ unstored: true });
      expect(queue.getState().entries.map((e) => e.kind)).toEqual(['company', 'funding']);

      server.online = true;
      await queue.flush();
      expect(server.applied).toEqual(['company:c', 'funding:f']);
      expect(queue.getState().entries).toEqual([]);
    });

    it('stores what waits with the first change the device takes again', async () => {
      const server = fakeServer();
      server.online = false;
      const device = refusingStorage();
      const queue = queueOn(server, device);
      await queue.put('company', { text: 'c' }, 0);
      expect(queue.getState()).toMatchObject({ unstored: true });

      device.refusing = false;
      await queue.put('funding', { text: 'f' }, 0);
      expect(queue.getState()).toMatchObject({ unstored: false });
      const reopened = queueOn(server, device);
      await reopened.ready;
      expect(reopened.getState().entries.map((e) => e.kind)).toEqual(['company', 'funding']);
    });
  });

  it('keeps each conflict with its application: an answer about another application neither shows nor ends it', async () => {
    const answers: SendOutcome[] = [
      { kind: 'sent', applicationId: 'app-1', fields: ['city'], conflicts: [conflict('Satara')] },
      { kind: 'sent', applicationId: 'app-2', fields: ['city'], conflicts: [] },
      { kind: 'sent', applicationId: 'app-3', standIn: 'local:monsoon' },
    ];
    const queue = createSyncQueue<Payload>({
      accountId,
      send: async () => answers.shift() ?? { kind: 'sent' },
      storage: idbStorage(),
    });
    open.push(queue);
    for (const text of ['one', 'two']) {
      await queue.put('company', { text }, null);
      await queue.flush();
    }
    await queue.put('start', { text: 'start' }, null);
    await queue.flush();
    const state = queue.getState();
    expect(conflictsOfApplication(state, 'app-1')).toEqual([
      { ...conflict('Satara'), applicationId: 'app-1', keptAt: expect.any(Number) },
    ]);
    expect(conflictsOfApplication(state, 'app-2')).toEqual([]);
    expect(state.started).toEqual({ 'local:monsoon': 'app-3' });
    await queue.dropConflict('city', 'app-2');
    expect(queue.getState().conflicts).toHaveLength(1);
    await queue.dropConflict('city', 'app-1');
    expect(queue.getState().conflicts).toEqual([]);
  });

  it("drops the kept conflicts of an application no longer among the account's unsubmitted ones, once the list arrives", async () => {
    const answers: SendOutcome[] = [
      { kind: 'sent', applicationId: 'left-team', fields: ['city'], conflicts: [conflict('Satara')] },
      { kind: 'sent', applicationId: 'own', fields: ['city'], conflicts: [conflict('Wai')] },
    ];
    const storage = idbStorage();
    const queue = createSyncQueue<Payload>({ accountId, send: async () => answers.shift() ?? { kind: 'sent' }, storage });
    open.push(queue);
    for (const text of ['one', 'two']) {
      await queue.put('company', { text }, null);
      await queue.flush();
    }
    // One kept before conflicts named their application: shown on any, never known to be another's.
    const legacy = { ...conflict('Karad'), field: 'state' };
    const raw = (await storage.read(`sync-queue:${accountId}`)) as { conflicts: unknown[] };
    await storage.write(`sync-queue:${accountId}`, { ...raw, conflicts: [...raw.conflicts, legacy] });

    // The founder left the team: the dashboard lists only their own application.
    const askedAt = Date.now() + 1;
    await queue.keepConflictsOf(['own'], askedAt);
    expect(queue.getState().conflicts.map((c) => c.stored)).toEqual(['Wai', 'Karad']);
    expect(conflictsOfApplication(queue.getState(), 'left-team').map((c) => c.stored)).toEqual(['Karad']);
    // A later reload (another tab, the next visit) does not bring it back.
    const reloaded = queueFor(fakeServer(), accountId);
    await reloaded.ready;
    expect(reloaded.getState().conflicts.map((c) => c.stored)).toEqual(['Wai', 'Karad']);

    // Their application was submitted since: its conflicts go too.
    await reloaded.keepConflictsOf([], Date.now() + 1);
    expect(reloaded.getState().conflicts.map((c) => c.stored)).toEqual(['Karad']);
  });

  it('keeps a conflict met after the list was asked for: an application joined meanwhile is not yet in it', async () => {
    const queue = createSyncQueue<Payload>({
      accountId,
      send: async () => ({ kind: 'sent', applicationId: 'joined', fields: ['city'], conflicts: [conflict('Satara')] }),
      storage: idbStorage(),
    });
    open.push(queue);
    const askedAt = Date.now() - 1;
    await queue.put('company', { text: 'one' }, null);
    await queue.flush();
    await queue.keepConflictsOf(['own'], askedAt);
    expect(conflictsOfApplication(queue.getState(), 'joined').map((c) => c.stored)).toEqual(['Satara']);
  });

  it('forgets every queue on sign-out', async () => {
    const { server, queue } = offlineQueue();
    await queue.put('company', { text: 'c' }, 0);
    await clearAllStoredQueues();
    const after = queueFor(server, accountId);
    await after.ready;
    expect(after.getState().entries).toEqual([]);
  });

  describe('two tabs of one account (Web Locks around every change and every pass, BroadcastChannel between them)', () => {
    it("keeps both tabs' saves: neither overwrites the stored queue with its own older copy", async () => {
      const { server, queue: tabA } = offlineQueue();
      const tabB = queueFor(server, accountId);
      await Promise.all([tabA.ready, tabB.ready]);
      await Promise.all([
        tabA.put('company', { text: 'from A' }, 0),
        tabB.put('business', { text: 'from B' }, 0),
        tabA.put('funding', { text: 'f' }, 0),
      ]);
      const reloaded = queueFor(server, accountId);
      await reloaded.ready;
      expect(reloaded.getState().entries.map((e) => `${e.kind}:${e.payload.text}`)).toEqual([
        'company:from A',
        'business:from B',
        'funding:f',
      ]);
      await idle();
      // Each tab hears of the other's change and shows the same queue.
      expect(tabA.getState().entries.map((e) => e.kind)).toEqual(['company', 'business', 'funding']);
      expect(tabB.getState().entries.map((e) => e.kind)).toEqual(['company', 'business', 'funding']);
    });

    it('sends every entry once when both tabs flush at the same time, and the other tab learns the answers', async () => {
      const server = fakeServer();
      const tabA = queueFor(server, accountId);
      const tabB = queueFor(server, accountId);
      const heardInB: string[] = [];
      tabB.onSettled((entry, outcome) => heardInB.push(`${entry.kind}:${outcome.kind}`));
      await tabA.put('personal', { text: 'p' }, 0);
      await tabA.put('company', { text: 'c' }, 0);
      await tabB.put('business', { text: 'b' }, 0);
      await Promise.all([tabA.flush(), tabB.flush(), tabA.flush()]);
      expect(server.sent).toEqual(['personal', 'company', 'business']);
      expect(server.applied).toEqual(['personal:p', 'company:c', 'business:b']);
      await idle();
      for (const tab of [tabA, tabB])
        expect(tab.getState()).toMatchObject({ entries: [], versions: { personal: 1, company: 1, business: 1 }, sending: null });
      // B sent only business itself: it heard the answers to A's sends on the channel.
      expect(heardInB.sort()).toEqual(['business:sent', 'company:sent', 'personal:sent']);
    });

    it("follows another tab's answer at once, and a read of the stored queue begun before it never shows the entry again", async () => {
      const server = fakeServer();
      let holding = false;
      const heldReads: (() => void)[] = [];
      // Once held, tab A's reads of IndexedDB start when asked and end when the test lets them: a busy phone's are slow.
      const storage = idbStorage();
      const slowReads = {
        ...storage,
        read: async (key: string) => {
          const value = await storage.read(key);
          if (holding) await new Promise<void>((resolve) => heldReads.push(resolve));
          return value;
        },
      };
      const tabA = createSyncQueue<Payload>({ accountId, send: server.send, storage: slowReads, events: new EventTarget() });
      open.push(tabA);
      const tabB = queueFor(server, accountId);
      const waitingWhenHeard: number[] = [];
      tabA.onSettled(() => waitingWhenHeard.push(tabA.getState().entries.length));
      await Promise.all([tabA.ready, tabB.ready]);
      await tabB.put('company', { text: 'c' }, 0);
      await idle();
      expect(tabA.getState().entries.map((e) => e.kind)).toEqual(['company']);

      holding = true;
      await tabB.flush();
      await idle();
      expect(server.applied).toEqual(['company:c']);
      expect(waitingWhenHeard).toEqual([0]);
      expect(tabA.getState()).toMatchObject({ entries: [], versions: { company: 1 } });
      // The reads end in the order they began: the first, begun before B's answer was stored, still lists the entry.
      expect(heldReads.length).toBeGreaterThan(1);
      for (const release of heldReads.splice(0)) {
        release();
        await idle();
        expect(tabA.getState().entries).toEqual([]);
      }
    });

    it("queues a save made in one tab behind the same step's save the other tab is sending, never replacing it", async () => {
      const server = fakeServer();
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      const tabA = queueFor(server, accountId);
      const tabB = queueFor(server, accountId);
      const slowSend = async (entry: SyncEntry<Payload>) => {
        await held;
        return server.send(entry);
      };
      const sendingTab = createSyncQueue<Payload>({
        accountId,
        send: slowSend,
        storage: idbStorage(),
        events: new EventTarget(),
      });
      open.push(sendingTab);
      await tabA.put('company', { text: 'first' }, 0);
      const sending = sendingTab.flush();
      await idle();
      expect(tabB.getState().sending).toBe('company');
      await tabB.put('company', { text: 'second' }, 0);
      release();
      await sending;
      await tabB.flush();
      expect(server.applied).toEqual(['company:first', 'company:second']);
      expect(server.textOf('company')).toBe('second');
      expect(tabB.getState()).toMatchObject({ entries: [], refused: {}, versions: { company: 2 } });
    });
  });
});
