import { AUTH_LOADING_TIMEOUT_MS, retryDelayMs } from '@portal/shared/limits';
import { AuthRequestError, type SessionUser } from '../auth-client.ts';
import type { SessionChannel, SessionEvent } from './session-channel.ts';

/** Why nobody is signed in: decides whether a guard carries the original location to the sign-in page. */
export type SignedOutReason = 'no-session' | 'timed-out' | 'expired' | 'signed-out';

export type SessionState =
  { status: 'loading' } | { status: 'signed-in'; user: SessionUser } | { status: 'signed-out'; reason: SignedOutReason };

/** How many times a session check that met a network, 5xx or 429 failure is tried again (5 s, 10 s, 20 s, 40 s, 80 s). */
export const MAX_CHECK_RETRIES = 5;

/** The device copy of the last session the server confirmed (lib/device-copy.ts keeps it in IndexedDB). */
export interface DeviceSessionCopy {
  read: () => Promise<SessionUser | null>;
  remember: (user: SessionUser) => Promise<void>;
  /** Removes the session and the account's data from the device. */
  forget: () => Promise<void>;
}

export interface SessionStoreDeps {
  fetchUser: () => Promise<SessionUser | null>;
  /** The first check, as the page starts (lib/auth-client.ts: it can take the answer the page's HTML preloaded). */
  fetchUserAtStart?: () => Promise<SessionUser | null>;
  openChannel: (onEvent: (event: SessionEvent) => void) => SessionChannel;
  deviceCopy?: DeviceSessionCopy;
  /** False when the browser knows it has no network (navigator.onLine). */
  isOnline?: () => boolean;
}

/**
 * The session state machine (the session itself is an HttpOnly cookie).
 * - loading: asks the server; still loading after AUTH_LOADING_TIMEOUT_MS counts as signed out.
 * - network, 5xx or 429 failures retry with backoff retryDelayMs(n); a 401 or an empty answer signs out.
 * - no answer (offline, server down) or none in time: the device copy of the last confirmed session opens the
 *   account until the server answers; the browser being offline with no device copy shows sign-in at once.
 * - every session the server confirms is kept on the device; signing out, or the server no longer knowing the
 *   session, removes it with the account's data.
 * - sign-in and sign-out are announced to the other tabs, which follow at once.
 * A React provider subscribes to it (useSyncExternalStore); it has no React in it, so it is tested on its own.
 */
export class SessionStore {
  private state: SessionState = { status: 'loading' };
  private readonly listeners = new Set<() => void>();
  /** Bumped by every sign-in/out, so an older session check that answers late cannot undo it. */
  private generation = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private channel: SessionChannel | undefined;
  private readonly deps: SessionStoreDeps;

  constructor(deps: SessionStoreDeps) {
    this.deps = deps;
  }

  readonly getSnapshot = (): SessionState => this.state;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Starts checking and listening to other tabs; the returned function stops both. */
  start(): () => void {
    this.channel = this.deps.openChannel((event) => this.onOtherTab(event));
    void this.check(1, this.deps.fetchUserAtStart);
    const loadingTimeout = setTimeout(() => {
      if (this.state.status === 'loading') void this.openFromDevice(this.generation, true);
    }, AUTH_LOADING_TIMEOUT_MS);
    return () => {
      clearTimeout(loadingTimeout);
      clearTimeout(this.retryTimer);
      this.channel?.close();
      this.channel = undefined;
      this.generation++;
    };
  }

  /** Asks the server who is signed in; on network, 5xx or 429 failures tries again with backoff. */
  async check(attempt = 1, fetchUser = this.deps.fetchUser): Promise<void> {
    clearTimeout(this.retryTimer);
    const generation = this.generation;
    try {
      const user = await fetchUser();
      if (generation !== this.generation) return;
      if (user) this.becomeSignedIn(user);
      else if (this.state.status === 'signed-in') this.becomeSignedOut('expired');
      else if (this.state.status === 'loading' || (this.state.status === 'signed-out' && this.state.reason === 'timed-out'))
        this.becomeSignedOut('no-session');
    } catch (error) {
      if (generation !== this.generation) return;
      if (error instanceof AuthRequestError && error.status === 401) {
        this.becomeSignedOut('expired');
      } else if (error instanceof AuthRequestError && error.isRetryable && attempt <= MAX_CHECK_RETRIES) {
        this.retryTimer = setTimeout(() => void this.check(attempt + 1), retryDelayMs(attempt));
        if (this.isUndecided()) void this.openFromDevice(generation, this.deps.isOnline?.() === false);
      } else if (this.state.status === 'loading') {
        // Out of retries, or an answer we cannot use: nobody is signed in as far as this tab can tell.
        this.set({ status: 'signed-out', reason: 'timed-out' });
      }
    }
  }

  /** This tab signed in (or up): show the account and tell the other tabs. */
  signedInHere(user: SessionUser): void {
    this.generation++;
    this.becomeSignedIn(user);
    this.channel?.announce('signed-in');
  }

  /** This tab signed out: stop showing the account and tell the other tabs. */
  signedOutHere(): void {
    this.generation++;
    this.becomeSignedOut('signed-out');
    this.channel?.announce('signed-out');
  }

  /** The data API said nobody is signed in: the session ended elsewhere (expired or revoked). */
  markExpired(): void {
    this.generation++;
    this.becomeSignedOut('expired');
  }

  /** Nobody confirmed yet: still loading, or timed out without an answer. */
  private isUndecided(): boolean {
    return this.state.status === 'loading' || (this.state.status === 'signed-out' && this.state.reason === 'timed-out');
  }

  /**
   * The server gave no answer: open the account from the device copy of the last confirmed session. Without one,
   * `signOutIfNone` shows sign-in (a check that answers later still signs in).
   */
  private async openFromDevice(generation: number, signOutIfNone: boolean): Promise<void> {
    const user = this.deps.deviceCopy ? await this.deps.deviceCopy.read() : null;
    if (generation !== this.generation || !this.isUndecided()) return;
    if (user) this.becomeSignedIn(user);
    else if (signOutIfNone && this.state.status === 'loading') this.set({ status: 'signed-out', reason: 'timed-out' });
  }

  private onOtherTab(event: SessionEvent): void {
    this.generation++;
    if (event === 'signed-out') this.becomeSignedOut('signed-out');
    else void this.check();
  }

  private becomeSignedIn(user: SessionUser): void {
    const current = this.state;
    if (
      current.status === 'signed-in' &&
      current.user.id === user.id &&
      current.user.name === user.name &&
      current.user.email === user.email &&
      current.user.role === user.role
    )
      return;
    void this.deps.deviceCopy?.remember(user);
    this.set({ status: 'signed-in', user });
  }

  private becomeSignedOut(reason: SignedOutReason): void {
    // 'timed-out' only means no answer yet: the device copy stays for when the network is back.
    if (reason !== 'timed-out') void this.deps.deviceCopy?.forget();
    if (this.state.status === 'signed-out' && this.state.reason === reason) return;
    this.set({ status: 'signed-out', reason });
  }

  private set(state: SessionState): void {
    this.state = state;
    for (const listener of this.listeners) listener();
  }
}
