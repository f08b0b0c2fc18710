import { clear, createStore, del, get, keys, set, type UseStore } from 'idb-keyval';
import { SYNC_RETRY_BASE_MS, SYNC_RETRY_MAX_MS } from '@portal/shared/limits';
import type { FieldConflict } from '@portal/shared/application/field-merge';
import { noteChangesKept } from '../../../lib/device-storage.ts';

/**
 * The device's outbox of saves, without React: one account's entries, kept in IndexedDB so they
 * survive a reload and a browser restart, sent one at a time in a fixed order (the start of an application to a
 * cohort first, then personal: it creates the application when nothing started it; submit last), retried with exponential backoff and at once on the `online` event.
 *
 * Replays are safe: an entry may carry the version its values were based on. An entry is only dropped once the
 * server answered; a failed send keeps it for the next pass, unchanged, so a retry after an ambiguous failure is
 * the same request (the server answers an identical replay without changing anything). A save of the same kind
 * made while one is being sent, or after a send whose fate is unknown, is queued behind it, and rebased onto the
 * version the first one produced (it was typed on top of it).
 */
export const SYNC_KINDS = [
  'start',
  'personal',
  'company',
  'business',
  'funding',
  'video',
  'financial',
  'pitch_deck',
  'submit',
] as const;
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
  | {
      kind: 'sent';
      version?: number;
      result?: R;
      /** A per-field merge save: the fields it named, and those it could not write (docs/co-founders.md). */
      fields?: string[];
      conflicts?: FieldConflict[];
      /** The application the answer is about (a save's conflicts belong to it). */
      applicationId?: string;
      /** A start's answer: the stand-in id the application went by on this device until now (local-application.ts). */
      standIn?: string;
    }
  | { kind: 'offline' }
  | ({ kind: 'refused'; details?: string[]; version?: number } & RefusalWords);

/**
 * Why the server refused a send, kept as it came and said in the founder's language only when it is shown
 * (refusal-words.ts): the service worker that may have met it knows no language, and the founder may choose another
 * before they see it.
 */
export interface RefusalWords {
  /** The server's error code; none: `message` is the app's own English text (or an earlier version's words). */
  code?: string;
  /** The server's English message of the code, or the app's own English text. */
  message: string;
  /** What the code's text depends on. */
  params?: Readonly<Record<string, string | number | undefined>>;
  /** The app's English text shown when the language does not know the server's message. */
  fallback?: string;
}

export interface SyncRefusal<P = unknown> extends RefusalWords {
  /** What was refused: the founder keeps it. */
  payload: P;
  details: string[];
  /** The server's current version of the refused kind, when it told us. */
  version: number | null;
}

/**
 * A conflict as the queue keeps it: with its application (none: kept before conflicts named it; shown on any) and when
 * this device kept it (ms; none: kept before that was recorded).
 */
export type KeptConflict = FieldConflict & { applicationId?: string; keptAt?: number };

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
  /**
   * Fields a merge save could not write, until the founder chooses or a later save of that field is answered: kept
   * with the queue, so a conflict the service worker's send met is shown when the wizard opens.
   */
  conflicts: readonly KeptConflict[];
  /** Applications started on this device: the stand-in id each went by, and the server's id its start was given. */
  started: Readonly<Record<string, string>>;
  /**
   * The device refused to store the queue (its disk full, storage turned off): the waiting saves are in this page only
   * and are still sent from it, but closing it loses them.
   */
  unstored: boolean;
}

export type SettledListener<P, R> = (entry: SyncEntry<P>, outcome: Exclude<SendOutcome<R>, { kind: 'offline' }>) => void;

/** Where a queue keeps its state: IndexedDB in the browser (idbStorage), anything with these three in tests. */
export interface QueueStorage {
  read: (key: string) => Promise<unknown>;
  write: (key: string, value: unknown) => Promise<void>;
  remove: (key: string) => Promise<void>;
}

/** Web Locks (navigator.locks): one holder per name across the tabs and the service worker of an origin. */
export interface QueueLocks {
  request: <T>(name: string, run: () => Promise<T>) => Promise<T>;
}

/** What one context tells the others about an account's queue (BroadcastChannel). */
type QueueMessage<P, R> =
  | { key: string; type: 'changed' }
  | { key: string; type: 'sending'; kind: SyncKind | null }
  | { key: string; type: 'settled'; entry: SyncEntry<P>; outcome: Exclude<SendOutcome<R>, { kind: 'offline' }> };

/** A BroadcastChannel, or anything with the same three members in tests. */
export interface QueueChannel {
  postMessage: (message: unknown) => void;
  addEventListener: (type: 'message', listener: (event: MessageEvent) => void) => void;
  close: () => void;
}

export interface SyncQueueOptions<P, R> {
  accountId: string;
  send: (entry: SyncEntry<P>) => Promise<SendOutcome<R>>;
  storage: QueueStorage;
  /** Fires `online` (the window in the browser). */
  events?: EventTarget;
  /** Defaults to navigator.locks, or a lock within this context where there is none. */
  locks?: QueueLocks;
  /** Defaults to a BroadcastChannel shared by every tab and the service worker; null: none. */
  channel?: QueueChannel | null;
  /** A waiting entry replaced by a newer save of its kind: what the newer one carries (default: its own payload). */
  combine?: (replaced: P, next: P) => P;
}

export interface SyncQueue<P = unknown, R = unknown> {
  /** Resolves once the stored entries are read. */
  ready: Promise<void>;
  getState: () => SyncQueueState<P>;
  subscribe: (listener: () => void) => () => void;
  /** Answers to this context's sends and, through the channel, to every other tab's and the service worker's. */
  onSettled: (listener: SettledListener<P, R>) => () => void;
  /** Queues a save of this kind (stored before it resolves). */
  put: (kind: SyncKind, payload: P, baseVersion?: number | null) => Promise<void>;
  /** One pass over the queue; passes never overlap, in this tab or across tabs and the service worker. */
  flush: () => Promise<void>;
  /** The founder chose on a field's conflict of that application: it is no longer shown. */
  dropConflict: (field: string, applicationId: string | null) => Promise<void>;
  /**
   * The account's unsubmitted applications as the server listed them, in an answer asked for at `askedAt` (ms): the
   * conflicts of any other application (one left, submitted or deleted) are dropped, except those kept after that
   * question was asked (an application joined meanwhile).
   */
  keepConflictsOf: (applicationIds: readonly string[], askedAt: number) => Promise<void>;
  close: () => void;
}

const STORED_VERSION = 1;
export const SYNC_CHANNEL_NAME = 'portal-sync';
const KEY_PREFIX = 'sync-queue:';
const rank = (kind: SyncKind): number => SYNC_KINDS.indexOf(kind);
const isKind = (value: unknown): value is SyncKind =>
  typeof value === 'string' && (SYNC_KINDS as readonly string[]).includes(value);
const newId = (): string => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/** The delay before the next pass after `failedPasses` passes in a row found no connection. */
export const syncRetryDelayMs = (failedPasses: number): number =>
  Math.min(SYNC_RETRY_BASE_MS * 2 ** Math.max(0, failedPasses - 1), SYNC_RETRY_MAX_MS);

/** Stable sort by kind: entries of one kind keep the order they were queued in. */
const ordered = <P>(entries: SyncEntry<P>[]): SyncEntry<P>[] =>
  entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => rank(a.entry.kind) - rank(b.entry.kind) || a.index - b.index)
    .map((x) => x.entry);

/** How many answered entries a context remembers: far more than can be waiting at once. */
const ANSWERED_KEPT = 200;

type Stored<P> = Pick<SyncQueueState<P>, 'entries' | 'refused' | 'versions' | 'conflicts' | 'started'>;

const parseStored = <P>(raw: unknown): Stored<P> => {
  const empty = { entries: [], refused: {}, versions: {}, conflicts: [], started: {} };
  if (!raw || typeof raw !== 'object') return empty;
  const stored = raw as {
    v?: unknown;
    entries?: unknown;
    refused?: unknown;
    versions?: unknown;
    conflicts?: unknown;
    started?: unknown;
  };
  if (stored.v !== STORED_VERSION || !Array.isArray(stored.entries)) return empty;
  const entries = stored.entries.filter(
    (e): e is SyncEntry<P> =>
      Boolean(e) && typeof e === 'object' && isKind((e as SyncEntry).kind) && typeof (e as SyncEntry).id === 'string',
  );
  return {
    entries: ordered(entries),
    refused: (stored.refused && typeof stored.refused === 'object' ? stored.refused : {}) as SyncQueueState<P>['refused'],
    versions: (stored.versions && typeof stored.versions === 'object' ? stored.versions : {}) as SyncQueueState<P>['versions'],
    conflicts: Array.isArray(stored.conflicts) ? (stored.conflicts as KeptConflict[]) : [],
    started: (stored.started && typeof stored.started === 'object' ? stored.started : {}) as Record<string, string>,
  };
};

const isConflictOf = (conflict: KeptConflict, applicationId: string | null): boolean =>
  !conflict.applicationId || conflict.applicationId === applicationId;

/**
 * The kept conflicts of one application (by its server id, or the stand-in id it went by on this device before its
 * start was answered): a conflict of another application the founder started or joined is not shown there.
 */
export const conflictsOfApplication = (
  state: Pick<SyncQueueState, 'conflicts' | 'started'>,
  applicationId: string | null | undefined,
): KeptConflict[] => {
  const id = applicationId ? (state.started[applicationId] ?? applicationId) : null;
  return state.conflicts.filter((c) => isConflictOf(c, id));
};

/** One holder at a time within this context (where the browser has no Web Locks). */
const localLocks = (): QueueLocks => {
  const tails = new Map<string, Promise<unknown>>();
  return {
    request: <T>(name: string, run: () => Promise<T>): Promise<T> => {
      const result = (tails.get(name) ?? Promise.resolve()).then(run, run);
      tails.set(
        name,
        result.catch(() => undefined),
      );
      return result;
    },
  };
};
let fallbackLocks: QueueLocks | null = null;
const defaultLocks = (): QueueLocks => {
  const locks = typeof navigator === 'undefined' ? undefined : (navigator as { locks?: LockManager }).locks;
  if (locks) return { request: (name, run) => locks.request(name, run) };
  return (fallbackLocks ??= localLocks());
};
const defaultChannel = (): QueueChannel | null =>
  typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(SYNC_CHANNEL_NAME);

/**
 * The stored copy once an entry is answered: the entry gone, a refusal kept, the version it produced noted (later
 * saves of its kind rebased onto it), its conflicts kept. Applying it twice gives the same copy.
 */
const settledCopy = <P, R>(
  stored: Stored<P>,
  entry: SyncEntry<P>,
  outcome: Exclude<SendOutcome<R>, { kind: 'offline' }>,
  keptAt: number,
): Stored<P> => {
  const rest = stored.entries.filter((e) => e.id !== entry.id);
  const refused = { ...stored.refused };
  const versions = { ...stored.versions };
  let entries = rest;
  let conflicts = stored.conflicts;
  let started = stored.started;
  if (outcome.kind === 'sent') {
    delete refused[entry.kind];
    const { applicationId, standIn } = outcome;
    if (standIn && applicationId) started = { ...started, [standIn]: applicationId };
    // A field this save named is answered anew: its earlier conflict on that application is over, a new one
    // replaces it.
    const named = new Set([...(outcome.fields ?? []), ...(outcome.conflicts ?? []).map((c) => c.field)]);
    const answered = (c: KeptConflict) => named.has(c.field) && (!c.applicationId || c.applicationId === applicationId);
    const met = (outcome.conflicts ?? []).map((c) => (applicationId ? { ...c, applicationId, keptAt } : { ...c, keptAt }));
    conflicts = [...conflicts.filter((c) => !answered(c)), ...met];
    if (outcome.version !== undefined) {
      versions[entry.kind] = outcome.version;
      // Later saves of this kind were typed on top of this one: base them on the version it produced.
      entries = rest.map((e) =>
        e.kind === entry.kind && e.baseVersion === entry.baseVersion ? { ...e, baseVersion: outcome.version! } : e,
      );
    }
  } else {
    refused[entry.kind] = {
      payload: entry.payload,
      code: outcome.code,
      message: outcome.message,
      params: outcome.params,
      fallback: outcome.fallback,
      details: outcome.details ?? [],
      version: outcome.version ?? null,
    };
  }
  return { entries, refused, versions, conflicts, started };
};

/**
 * Several tabs of one account, and the service worker (Background Sync), share one stored queue. Every change is
 * a read-modify-write of the stored copy under the account's data lock, so no context overwrites another's
 * entries; a pass holds the account's send lock, so an entry is never sent by two contexts at once; an entry is
 * marked as tried (attempts + 1) before it is sent, so a save queued meanwhile by another tab goes behind it
 * instead of replacing it. Each change is announced on the channel and the other contexts read the stored copy again.
 */
export const createSyncQueue = <P, R = unknown>(options: SyncQueueOptions<P, R>): SyncQueue<P, R> => {
  const key = `${KEY_PREFIX}${options.accountId}`;
  const locks = options.locks ?? defaultLocks();
  const channel = options.channel === undefined ? defaultChannel() : options.channel;
  let state: SyncQueueState<P> = {
    loaded: false,
    entries: [],
    sending: null,
    refused: {},
    versions: {},
    failedPasses: 0,
    conflicts: [],
    started: {},
    unstored: false,
  };
  const listeners = new Set<() => void>();
  const settledListeners = new Set<SettledListener<P, R>>();
  let closed = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let chain: Promise<void> = Promise.resolve();

  /**
   * The entries this context knows were answered (sent here, or told by another context). A read of the stored copy
   * that began before the answer was written must not show one of them waiting again.
   */
  const answered = new Set<string>();
  const noteAnswered = (id: string) => {
    answered.add(id);
    if (answered.size > ANSWERED_KEPT) answered.delete(answered.values().next().value!);
  };

  const change = (next: Partial<SyncQueueState<P>>) => {
    const entries = next.entries?.filter((e) => !answered.has(e.id));
    state = { ...state, ...next, ...(entries ? { entries } : {}) };
    for (const listener of listeners) listener();
  };

  const announce = (message: QueueMessage<P, R>) => {
    if (closed) return;
    try {
      channel?.postMessage(message);
    } catch {
      // A closed channel: the other contexts read the stored copy on their next change.
    }
  };

  /** The queue as this context last changed it while the device refused to store it: read instead of the stored copy. */
  let unstored: Stored<P> | null = null;

  const readStored = async (): Promise<Stored<P>> =>
    unstored ?? parseStored<P>(await options.storage.read(key).catch(() => undefined));

  /**
   * Read-modify-write of the stored copy under the account's data lock (`next` null: nothing to write); this
   * context's state follows what it read or wrote.
   */
  const mutate = async <T>(modify: (stored: Stored<P>) => { next: Stored<P> | null; result: T }): Promise<T> => {
    const { seen, written, result } = await locks.request(`${key}:data`, async () => {
      const stored = await readStored();
      const outcome = modify(stored);
      if (outcome.next && !closed) {
        const kept = await options.storage
          .write(key, {
            v: STORED_VERSION,
            entries: outcome.next.entries,
            refused: outcome.next.refused,
            versions: outcome.next.versions,
            conflicts: outcome.next.conflicts,
            started: outcome.next.started,
          })
          .then(
            () => true,
            () => false,
          );
        unstored = kept ? null : outcome.next;
        noteChangesKept(key, !unstored || unstored.entries.length === 0);
      }
      return { seen: outcome.next ?? stored, written: outcome.next !== null, result: outcome.result };
    });
    if (closed) return result;
    change({ ...seen, unstored: unstored !== null });
    if (written) announce({ key, type: 'changed' });
    return result;
  };

  const reload = async (): Promise<void> => {
    const stored = await readStored();
    if (!closed) change({ ...stored, loaded: true });
  };

  const ready = reload();

  channel?.addEventListener('message', (event: MessageEvent) => {
    const message = event.data as QueueMessage<P, R> | null;
    if (closed || !message || message.key !== key) return;
    if (message.type === 'changed') void reload();
    else if (message.type === 'sending') change({ sending: message.kind });
    else if (message.type === 'settled') {
      // The answer may arrive before this context has read the stored copy again: its state follows it at once.
      noteAnswered(message.entry.id);
      change(settledCopy(state, message.entry, message.outcome, Date.now()));
      for (const listener of settledListeners) listener(message.entry, message.outcome);
    }
  });

  const setSending = (kind: SyncKind | null) => {
    change({ sending: kind });
    announce({ key, type: 'sending', kind });
  };

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
    noteAnswered(entry.id);
    await mutate((stored) => ({ next: settledCopy(stored, entry, outcome, Date.now()), result: undefined }));
    for (const listener of settledListeners) listener(entry, outcome);
    announce({ key, type: 'settled', entry, outcome });
  };

  /** Takes the first waiting entry and marks it as tried, in the stored copy, before it is sent. */
  const takeNext = (): Promise<SyncEntry<P> | null> =>
    mutate((stored) => {
      const first = stored.entries[0];
      if (!first) return { next: null, result: null };
      const tried = { ...first, attempts: first.attempts + 1 };
      return { next: { ...stored, entries: stored.entries.map((e) => (e.id === first.id ? tried : e)) }, result: tried };
    });

  /** Sends entries in order until the queue is empty or the connection is gone; one context at a time. */
  const pass = (): Promise<void> =>
    locks.request(`${key}:send`, async () => {
      await ready;
      while (!closed) {
        const entry = await takeNext();
        if (!entry || closed) break;
        setSending(entry.kind);
        let outcome: SendOutcome<R>;
        try {
          outcome = await options.send(entry);
        } catch {
          outcome = { kind: 'offline' };
        }
        setSending(null);
        if (closed) return;
        if (outcome.kind === 'offline') {
          change({ failedPasses: state.failedPasses + 1 });
          scheduleRetry();
          return;
        }
        await settle(entry, outcome);
      }
      clearTimer();
      if (state.failedPasses !== 0) change({ failedPasses: 0 });
    });

  const flush = (): Promise<void> => {
    chain = chain.then(pass, pass);
    return chain;
  };

  const put = async (kind: SyncKind, payload: P, baseVersion: number | null = null): Promise<void> => {
    await ready;
    await mutate((stored) => {
      const refused = { ...stored.refused };
      delete refused[kind];
      const same = stored.entries.filter((e) => e.kind === kind);
      const last = same[same.length - 1];
      // An untouched waiting entry is replaced; one tried already (being sent, or sent without an answer) stays,
      // since its fate is unknown, and the new values follow it on the same base.
      const replaceable = last && last.attempts === 0;
      const entry: SyncEntry<P> = {
        id: newId(),
        kind,
        payload: replaceable && options.combine ? options.combine(last.payload, payload) : payload,
        baseVersion: last ? last.baseVersion : baseVersion,
        attempts: 0,
      };
      const entries = replaceable
        ? stored.entries.map((e) => (e.id === last.id ? entry : e))
        : ordered([...stored.entries, entry]);
      return { next: { ...stored, entries, refused }, result: undefined };
    });
  };

  const dropConflict = (field: string, applicationId: string | null): Promise<void> =>
    mutate((stored) => {
      const chosen = (c: KeptConflict) =>
        c.field === field && isConflictOf(c, applicationId === null ? null : (stored.started[applicationId] ?? applicationId));
      return stored.conflicts.some(chosen)
        ? { next: { ...stored, conflicts: stored.conflicts.filter((c) => !chosen(c)) }, result: undefined }
        : { next: null, result: undefined };
    });

  const keepConflictsOf = (applicationIds: readonly string[], askedAt: number): Promise<void> =>
    mutate((stored) => {
      const listed = new Set(applicationIds);
      const gone = (c: KeptConflict) =>
        c.applicationId !== undefined && !listed.has(c.applicationId) && (c.keptAt === undefined || c.keptAt < askedAt);
      return stored.conflicts.some(gone)
        ? { next: { ...stored, conflicts: stored.conflicts.filter((c) => !gone(c)) }, result: undefined }
        : { next: null, result: undefined };
    });

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
    dropConflict,
    keepConflictsOf,
    close: () => {
      closed = true;
      // Whatever it held in the page only goes with it (sign-out clears the queues on purpose).
      noteChangesKept(key, true);
      clearTimer();
      options.events?.removeEventListener('online', onOnline);
      listeners.clear();
      settledListeners.clear();
      channel?.close();
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

/** The accounts with a stored queue on this device (the service worker sends them all on Background Sync). */
export const storedQueueAccounts = async (): Promise<string[]> => {
  const all = await keys(storeOf()).catch(() => [] as IDBValidKey[]);
  return all.filter((k): k is string => typeof k === 'string' && k.startsWith(KEY_PREFIX)).map((k) => k.slice(KEY_PREFIX.length));
};

/** Forgets every account's queue on this device (sign-out). */
export const clearAllStoredQueues = async (): Promise<void> => {
  await clear(storeOf()).catch(() => undefined);
};
