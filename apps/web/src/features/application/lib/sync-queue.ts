import { clear, createStore, del, get, set, type UseStore } from 'idb-keyval';
import { SYNC_RETRY_BASE_MS, SYNC_RETRY_MAX_MS } from '@portal/shared/limits';

/**
 * The device's outbox of saves, without React: one account's entries, kept in IndexedDB so they
 * survive a reload and a browser restart, sent one at a time in a fixed order (personal first: it creates the
 * application; submit last), retried with exponential backoff and at once on the `online` event.
 *
 * Replays are safe: an entry may carry the version its values were based on. An entry is only dropped once the
 * server answered; a failed send keeps it for the next pass, unchanged, so a retry after an ambiguous failure is
 * the same request (the server answers an identical replay without changing anything). A save of the same kind
 * made while one is being sent, or after a send whose fate is unknown, is queued behind it, and rebased onto the
 * version the first one produced (it was typed on top of it).
 */
export const SYNC_KINDS = ['personal', 'company', 'business', 'funding', 'submit'] as const;
export type SyncKind = (typeof SYNC_KINDS)[number];

export interface SyncEntry<P = unknown> {
  /** Unique per entry: a replaced or rebased entry is recognised after an await. */
  id: string;
  kind: SyncKind;
  payload: P;
  /** The server version the payload was based on, when the kind is versioned. */
  baseVersion: number | null;
  /** Sends that got no answer: the server may or may not have applied it. */
  attempts: number;
}

export type SendOutcome<R = unknown> =
  | { kind: 'sent'; version?: number; result?: R }
  | { kind: 'offline' }
  | { kind: 'refused'; message: string; details?: string[]; version?: number };

export interface SyncRefusal<P = unknown> {
  /** What was refused: the founder keeps it. */
  payload: P;
  message: string;
  details: string[];
  /** The server's current version of the refused kind, when it told us. */
  version: number | null;
}

export interface SyncQueueState<P = unknown> {
  loaded: boolean;
  /** Waiting entries in the order they will be sent. */
  entries: readonly SyncEntry<P>[];
  sending: SyncKind | null;
  /** The last refusal per kind, until that kind is queued again. */
  refused: Partial<Record<SyncKind, SyncRefusal<P>>>;
  /** The latest version this device's own saves produced, per kind. */
  versions: Partial<Record<SyncKind, number>>;
  /** Passes in a row that stopped for want of a connection (0 when the last one got through). */
  failedPasses: number;
}

export type SettledListener<P, R> = (entry: SyncEntry<P>, outcome: Exclude<SendOutcome<R>, { kind: 'offline' }>) => void;

/** Where a queue keeps its state: IndexedDB in the browser (idbStorage), anything with these three in tests. */
export interface QueueStorage {
  read: (key: string) => Promise<unknown>;
  write: (key: string, value: unknown) => Promise<void>;
  remove: (key: string) => Promise<void>;
}

export interface SyncQueueOptions<P, R> {
  accountId: string;
  send: (entry: SyncEntry<P>) => Promise<SendOutcome<R>>;
  storage: QueueStorage;
  /** Fires `online` (the window in the browser). */
  events?: EventTarget;
}

export interface SyncQueue<P = unknown, R = unknown> {
  /** Resolves once the stored entries are read. */
  ready: Promise<void>;
  getState: () => SyncQueueState<P>;
  subscribe: (listener: () => void) => () => void;
  onSettled: (listener: SettledListener<P, R>) => () => void;
  /** Queues a save of this kind (stored before it resolves). */
  put: (kind: SyncKind, payload: P, baseVersion?: number | null) => Promise<void>;
  /** One pass over the queue; passes never overlap. */
  flush: () => Promise<void>;
  close: () => void;
}

const STORED_VERSION = 1;
const rank = (kind: SyncKind): number => SYNC_KINDS.indexOf(kind);
const isKind = (value: unknown): value is SyncKind => typeof value === 'string' && (SYNC_KINDS as readonly string[]).includes(value);
const newId = (): string => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/** The delay before the next pass after `failedPasses` passes in a row found no connection. */
export const syncRetryDelayMs = (failedPasses: number): number =>
  Math.min(SYNC_RETRY_BASE_MS * 2 ** Math.max(0, failedPasses - 1), SYNC_RETRY_MAX_MS);

/** Stable sort by kind: entries of one kind keep the order they were queued in. */
const ordered = <P>(entries: SyncEntry<P>[]): SyncEntry<P>[] =>
  entries.map((entry, index) => ({ entry, index })).sort((a, b) => rank(a.entry.kind) - rank(b.entry.kind) || a.index - b.index).map((x) => x.entry);

const parseStored = <P>(raw: unknown): Pick<SyncQueueState<P>, 'entries' | 'refused' | 'versions'> => {
  const empty = { entries: [], refused: {}, versions: {} };
  if (!raw || typeof raw !== 'object') return empty;
  const stored = raw as { v?: unknown; entries?: unknown; refused?: unknown; versions?: unknown };
  if (stored.v !== STORED_VERSION || !Array.isArray(stored.entries)) return empty;
  const entries = stored.entries.filter((e): e is SyncEntry<P> => Boolean(e) && typeof e === 'object' && isKind((e as SyncEntry).kind) && typeof (e as SyncEntry).id === 'string');
  return {
    entries: ordered(entries),
    refused: (stored.refused && typeof stored.refused === 'object' ? stored.refused : {}) as SyncQueueState<P>['refused'],
    versions: (stored.versions && typeof stored.versions === 'object' ? stored.versions : {}) as SyncQueueState<P>['versions'],
  };
};

export const createSyncQueue = <P, R = unknown>(options: SyncQueueOptions<P, R>): SyncQueue<P, R> => {
  const key = `sync-queue:${options.accountId}`;
  let state: SyncQueueState<P> = { loaded: false, entries: [], sending: null, refused: {}, versions: {}, failedPasses: 0 };
  const listeners = new Set<() => void>();
  const settledListeners = new Set<SettledListener<P, R>>();
  let closed = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let chain: Promise<void> = Promise.resolve();
  let writes: Promise<void> = Promise.resolve();

  const change = (next: Partial<SyncQueueState<P>>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };

  /** Writes are serialised, so the stored copy is always the latest state. */
  const persist = (): Promise<void> => {
    const snapshot = { v: STORED_VERSION, entries: state.entries, refused: state.refused, versions: state.versions };
    writes = writes.then(() => (closed ? undefined : options.storage.write(key, snapshot))).catch(() => undefined);
    return writes;
  };

  const ready = options.storage
    .read(key)
    .catch(() => undefined)
    .then((raw) => {
      const stored = parseStored<P>(raw);
      // Anything queued before `ready` (none in practice) stays behind what was stored.
      change({ ...stored, entries: ordered([...stored.entries, ...state.entries]), loaded: true });
    });

  const clearTimer = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };

  const scheduleRetry = () => {
    clearTimer();
    if (closed || state.entries.length === 0) return;
    timer = setTimeout(() => {
      timer = null;
      void flush();
    }, syncRetryDelayMs(state.failedPasses));
  };

  const settle = async (entry: SyncEntry<P>, outcome: Exclude<SendOutcome<R>, { kind: 'offline' }>): Promise<void> => {
    const rest = state.entries.filter((e) => e.id !== entry.id);
    const refused = { ...state.refused };
    const versions = { ...state.versions };
    let entries = rest;
    if (outcome.kind === 'sent') {
      delete refused[entry.kind];
      if (outcome.version !== undefined) {
        versions[entry.kind] = outcome.version;
        // Later saves of this kind were typed on top of this one: base them on the version it produced.
        entries = rest.map((e) => (e.kind === entry.kind && e.baseVersion === entry.baseVersion ? { ...e, baseVersion: outcome.version! } : e));
      }
    } else {
      refused[entry.kind] = { payload: entry.payload, message: outcome.message, details: outcome.details ?? [], version: outcome.version ?? null };
    }
    change({ entries, refused, versions });
    for (const listener of settledListeners) listener(entry, outcome);
    await persist();
  };

  /** Sends entries in order until the queue is empty or the connection is gone. */
  const pass = async (): Promise<void> => {
    await ready;
    while (!closed) {
      const entry = state.entries[0];
      if (!entry) break;
      change({ sending: entry.kind });
      let outcome: SendOutcome<R>;
      try {
        outcome = await options.send(entry);
      } catch {
        outcome = { kind: 'offline' };
      }
      change({ sending: null });
      if (closed) return;
      if (outcome.kind === 'offline') {
        change({
          entries: state.entries.map((e) => (e.id === entry.id ? { ...e, attempts: e.attempts + 1 } : e)),
          failedPasses: state.failedPasses + 1,
        });
        scheduleRetry();
        await persist();
        return;
      }
      await settle(entry, outcome);
    }
    clearTimer();
    if (state.failedPasses !== 0) change({ failedPasses: 0 });
  };

  const flush = (): Promise<void> => {
    chain = chain.then(pass, pass);
    return chain;
  };

  const put = async (kind: SyncKind, payload: P, baseVersion: number | null = null): Promise<void> => {
    await ready;
    const refused = { ...state.refused };
    delete refused[kind];
    const same = state.entries.filter((e) => e.kind === kind);
    const last = same[same.length - 1];
    // An untouched waiting entry is replaced; one being sent or sent without an answer stays (its fate is
    // unknown) and the new values follow it, on the same base.
    const replaceable = last && last.attempts === 0 && !(state.sending === kind && same.length === 1);
    const entry: SyncEntry<P> = { id: newId(), kind, payload, baseVersion: last ? last.baseVersion : baseVersion, attempts: 0 };
    const entries = replaceable ? state.entries.map((e) => (e.id === last.id ? entry : e)) : ordered([...state.entries, entry]);
    change({ entries, refused });
    await persist();
  };

  const onOnline = () => {
    clearTimer();
    void flush();
  };
  options.events?.addEventListener('online', onOnline);

  return {
    ready,
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onSettled: (listener) => {
      settledListeners.add(listener);
      return () => settledListeners.delete(listener);
    },
    put,
    flush,
    close: () => {
      closed = true;
      clearTimer();
      options.events?.removeEventListener('online', onOnline);
      listeners.clear();
      settledListeners.clear();
    },
  };
};

const DB_NAME = 'portal-sync';
const STORE_NAME = 'queues';
let idbStore: UseStore | null = null;
const storeOf = (): UseStore => (idbStore ??= createStore(DB_NAME, STORE_NAME));

/** The browser's IndexedDB (idb-keyval): one record per account. */
export const idbStorage = (): QueueStorage => ({
  read: (key) => get(key, storeOf()),
  write: (key, value) => set(key, value, storeOf()),
  remove: (key) => del(key, storeOf()),
});

/** Forgets every account's queue on this device (sign-out). */
export const clearAllStoredQueues = async (): Promise<void> => {
  await clear(storeOf()).catch(() => undefined);
};
