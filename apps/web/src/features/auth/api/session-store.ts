import { AUTH_LOADING_TIMEOUT_MS, retryDelayMs } from '@portal/shared/limits';
import { AuthRequestError, type SessionUser } from '../../../lib/auth-client.ts';
import type { SessionChannel, SessionEvent } from './session-channel.ts';

/** Why nobody is signed in: decides whether a guard carries the original location to the sign-in page. */
export type SignedOutReason = 'no-session' | 'timed-out' | 'expired' | 'signed-out';

export type SessionState =
  | { status: 'loading' }
  | { status: 'signed-in'; user: SessionUser }
  | { status: 'signed-out'; reason: SignedOutReason };

/** How many times a session check that met a network or 5xx failure is tried again (5 s, 10 s, 20 s, 40 s, 80 s). */
export const MAX_CHECK_RETRIES = 5;

export interface SessionStoreDeps {
  fetchUser: () => Promise<SessionUser | null>;
  openChannel: (onEvent: (event: SessionEvent) => void) => SessionChannel;
}

/**
 * The session state machine (spec §4, on our terms: the session is an HttpOnly cookie, DESIGN.md difference 7).
 * - loading: asks the server; still loading after AUTH_LOADING_TIMEOUT_MS counts as signed out.
 * - network or 5xx failures retry with backoff retryDelayMs(n); a 401 or an empty answer signs out.
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
    void this.check();
    const loadingTimeout = setTimeout(() => {
      if (this.state.status === 'loading') this.set({ status: 'signed-out', reason: 'timed-out' });
    }, AUTH_LOADING_TIMEOUT_MS);
    return () => {
      clearTimeout(loadingTimeout);
      clearTimeout(this.retryTimer);
      this.channel?.close();
      this.channel = undefined;
      this.generation++;
    };
  }

  /** Asks the server who is signed in; on network or 5xx failures tries again with backoff. */
  async check(attempt = 1): Promise<void> {
    clearTimeout(this.retryTimer);
    const generation = this.generation;
    try {
      const user = await this.deps.fetchUser();
      if (generation !== this.generation) return;
      if (user) this.becomeSignedIn(user);
      else if (this.state.status === 'signed-in') this.becomeSignedOut('expired');
      else if (this.state.status === 'loading' || (this.state.status === 'signed-out' && this.state.reason === 'timed-out')) this.becomeSignedOut('no-session');
    } catch (error) {
      if (generation !== this.generation) return;
      if (error instanceof AuthRequestError && error.status === 401) {
        this.becomeSignedOut('expired');
      } else if (error instanceof AuthRequestError && error.isRetryable && attempt <= MAX_CHECK_RETRIES) {
        this.retryTimer = setTimeout(() => void this.check(attempt + 1), retryDelayMs(attempt));
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

  private onOtherTab(event: SessionEvent): void {
    this.generation++;
    if (event === 'signed-out') this.becomeSignedOut('signed-out');
    else void this.check();
  }

  private becomeSignedIn(user: SessionUser): void {
    const current = this.state;
    if (current.status === 'signed-in' && current.user.id === user.id && current.user.name === user.name && current.user.email === user.email) return;
    this.set({ status: 'signed-in', user });
  }

  private becomeSignedOut(reason: SignedOutReason): void {
    if (this.state.status === 'signed-out' && this.state.reason === reason) return;
    this.set({ status: 'signed-out', reason });
  }

  private set(state: SessionState): void {
    this.state = state;
    for (const listener of this.listeners) listener();
  }
}
