import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_LOADING_TIMEOUT_MS, retryDelayMs } from '@portal/shared/limits';
import { AuthRequestError, type SessionUser } from '../auth-client.ts';
import type { SessionEvent } from './session-channel.ts';
import { SessionStore } from './session-store.ts';

const asha: SessionUser = { id: 'u1', name: 'Asha', email: 'asha@example.org' };

const setup = (fetchUser: () => Promise<SessionUser | null>) => {
  const announced: SessionEvent[] = [];
  let fromOtherTab: (event: SessionEvent) => void = () => undefined;
  const store = new SessionStore({
    fetchUser,
    openChannel: (onEvent) => {
      fromOtherTab = onEvent;
      return { announce: (event) => announced.push(event), close: () => undefined };
    },
  });
  const stop = store.start();
  return { store, stop, announced, otherTab: (event: SessionEvent) => fromOtherTab(event) };
};

describe('SessionStore', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('signs in when the server knows the session, and out when it does not', async () => {
    const signedIn = setup(async () => asha);
    await vi.advanceTimersByTimeAsync(0);
    expect(signedIn.store.getSnapshot()).toEqual({ status: 'signed-in', user: asha });
    const signedOut = setup(async () => null);
    await vi.advanceTimersByTimeAsync(0);
    expect(signedOut.store.getSnapshot()).toEqual({ status: 'signed-out', reason: 'no-session' });
  });

  it('makes the first check with fetchUserAtStart, and every later check and retry with fetchUser', async () => {
    const atStart = vi.fn<() => Promise<SessionUser | null>>().mockRejectedValue(new AuthRequestError(0, 'NETWORK', 'network'));
    const later = vi.fn<() => Promise<SessionUser | null>>().mockResolvedValue(asha);
    const store = new SessionStore({
      fetchUser: later,
      fetchUserAtStart: atStart,
      openChannel: () => ({ announce: () => undefined, close: () => undefined }),
    });
    store.start();
    await vi.advanceTimersByTimeAsync(0);
    expect([atStart.mock.calls.length, later.mock.calls.length]).toEqual([1, 0]);
    await vi.advanceTimersByTimeAsync(retryDelayMs(1));
    expect([atStart.mock.calls.length, later.mock.calls.length]).toEqual([1, 1]);
    expect(store.getSnapshot()).toEqual({ status: 'signed-in', user: asha });
    await store.check();
    expect([atStart.mock.calls.length, later.mock.calls.length]).toEqual([1, 2]);
  });

  it('treats 10 s of loading as signed out, and still signs in if the answer comes later', async () => {
    let answer: (user: SessionUser) => void = () => undefined;
    const { store } = setup(() => new Promise((resolve) => (answer = resolve)));
    await vi.advanceTimersByTimeAsync(AUTH_LOADING_TIMEOUT_MS - 1);
    expect(store.getSnapshot().status).toBe('loading');
    await vi.advanceTimersByTimeAsync(1);
    expect(store.getSnapshot()).toEqual({ status: 'signed-out', reason: 'timed-out' });
    answer(asha);
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getSnapshot().status).toBe('signed-in');
  });

  it('retries network, 5xx and 429 failures with backoff 5 s × 2^(n-1), but not a 401', async () => {
    const fetchUser = vi
      .fn<() => Promise<SessionUser | null>>()
      .mockRejectedValueOnce(new AuthRequestError(0, 'NETWORK', 'network'))
      .mockRejectedValueOnce(new AuthRequestError(503, undefined, 'down'))
      .mockRejectedValueOnce(new AuthRequestError(429, undefined, 'Too many requests'))
      .mockResolvedValue(asha);
    const { store } = setup(fetchUser);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchUser).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(retryDelayMs(1));
    expect(fetchUser).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(retryDelayMs(2) - 1);
    expect(fetchUser).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchUser).toHaveBeenCalledTimes(3);
    expect(store.getSnapshot().status).not.toBe('signed-in');
    await vi.advanceTimersByTimeAsync(retryDelayMs(3));
    expect(fetchUser).toHaveBeenCalledTimes(4);
    expect(store.getSnapshot().status).toBe('signed-in');

    const unauthorized = vi.fn<() => Promise<SessionUser | null>>().mockRejectedValue(new AuthRequestError(401, undefined, 'no'));
    const second = setup(unauthorized);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(unauthorized).toHaveBeenCalledTimes(1);
    expect(second.store.getSnapshot()).toEqual({ status: 'signed-out', reason: 'expired' });
  });

  it('announces sign-in and sign-out to other tabs and follows theirs', async () => {
    const { store, announced, otherTab } = setup(async () => null);
    await vi.advanceTimersByTimeAsync(0);
    store.signedInHere(asha);
    store.signedOutHere();
    expect(announced).toEqual(['signed-in', 'signed-out']);
    store.signedInHere(asha);
    otherTab('signed-out');
    expect(store.getSnapshot()).toEqual({ status: 'signed-out', reason: 'signed-out' });
  });

  it('ignores a session check that answers after a sign-in in this tab', async () => {
    let answer: (user: SessionUser | null) => void = () => undefined;
    const { store } = setup(() => new Promise((resolve) => (answer = resolve)));
    store.signedInHere(asha);
    answer(null);
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getSnapshot().status).toBe('signed-in');
  });
});
