import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_LOADING_TIMEOUT_MS, retryDelayMs } from '@portal/shared/limits';
import { AuthRequestError, type SessionUser } from '../auth-client.ts';
import type { SessionEvent } from './session-channel.ts';
import { SessionStore, type DeviceSessionCopy } from './session-store.ts';

const asha: SessionUser = { id: 'u1', name: 'Asha', email: 'asha@example.org' };
const noAnswer = () => new AuthRequestError(0, 'NETWORK', 'network');

/** The device copy as an in-memory record (IndexedDB itself is exercised by e2e/offline-shell.spec.ts). */
const memoryDevice = (saved: SessionUser | null) => {
  const device = { saved };
  const copy: DeviceSessionCopy = {
    read: async () => device.saved,
    remember: async (user) => {
      device.saved = user;
    },
    forget: async () => {
      device.saved = null;
    },
  };
  return { device, copy };
};

const setup = (fetchUser: () => Promise<SessionUser | null>, deviceCopy: DeviceSessionCopy, online = true) => {
  let fromOtherTab: (event: SessionEvent) => void = () => undefined;
  const store = new SessionStore({
    fetchUser,
    openChannel: (onEvent) => {
      fromOtherTab = onEvent;
      return { announce: () => undefined, close: () => undefined };
    },
    deviceCopy,
    isOnline: () => online,
  });
  store.start();
  return { store, otherTab: (event: SessionEvent) => fromOtherTab(event) };
};

describe('SessionStore with a device copy', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps every session the server confirms on the device', async () => {
    const { device, copy } = memoryDevice(null);
    setup(async () => asha, copy);
    await vi.advanceTimersByTimeAsync(0);
    expect(device.saved).toEqual(asha);
  });

  it('opens the last confirmed session from the device when the server cannot be reached, and keeps asking', async () => {
    const { copy } = memoryDevice(asha);
    const fetchUser = vi
      .fn<() => Promise<SessionUser | null>>()
      .mockRejectedValueOnce(noAnswer())
      .mockRejectedValueOnce(noAnswer())
      .mockResolvedValue(null);
    const { store } = setup(fetchUser, copy, false);
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getSnapshot()).toEqual({ status: 'signed-in', user: asha });
    // Still signed in past the loading timeout: no "timed out", no sign-in page.
    await vi.advanceTimersByTimeAsync(AUTH_LOADING_TIMEOUT_MS);
    expect(store.getSnapshot().status).toBe('signed-in');
    // Back online, the server no longer knows the session: signed out and the device copy removed.
    await vi.advanceTimersByTimeAsync(retryDelayMs(1) + retryDelayMs(2));
    expect(fetchUser).toHaveBeenCalledTimes(3);
    expect(store.getSnapshot()).toEqual({ status: 'signed-out', reason: 'expired' });
    expect(await copy.read()).toBeNull();
  });

  it('opens the device copy when the server answers too slowly, and follows the server once it answers', async () => {
    const { copy } = memoryDevice(asha);
    let answer: (user: SessionUser) => void = () => undefined;
    const { store } = setup(() => new Promise((resolve) => (answer = resolve)), copy);
    await vi.advanceTimersByTimeAsync(AUTH_LOADING_TIMEOUT_MS);
    expect(store.getSnapshot()).toEqual({ status: 'signed-in', user: asha });
    const renamed = { ...asha, name: 'Asha K' };
    answer(renamed);
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getSnapshot()).toEqual({ status: 'signed-in', user: renamed });
    expect(await copy.read()).toEqual(renamed);
  });

  it('shows sign-in at once when the browser is offline and the device holds no session', async () => {
    const { copy } = memoryDevice(null);
    const { store } = setup(() => Promise.reject(noAnswer()), copy, false);
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getSnapshot()).toEqual({ status: 'signed-out', reason: 'timed-out' });
  });

  it('clears the device copy on sign-out here and on sign-out in another tab, but not on a mere timeout', async () => {
    const here = memoryDevice(null);
    const first = setup(async () => asha, here.copy);
    await vi.advanceTimersByTimeAsync(0);
    first.store.signedOutHere();
    await vi.advanceTimersByTimeAsync(0);
    expect(here.device.saved).toBeNull();

    const elsewhere = memoryDevice(null);
    const second = setup(async () => asha, elsewhere.copy);
    await vi.advanceTimersByTimeAsync(0);
    expect(elsewhere.device.saved).toEqual(asha);
    second.otherTab('signed-out');
    await vi.advanceTimersByTimeAsync(0);
    expect(second.store.getSnapshot()).toEqual({ status: 'signed-out', reason: 'signed-out' });
    expect(elsewhere.device.saved).toBeNull();

    const forget = vi.fn(async () => undefined);
    const slow = setup(() => new Promise(() => undefined), { read: async () => null, remember: async () => undefined, forget });
    await vi.advanceTimersByTimeAsync(AUTH_LOADING_TIMEOUT_MS);
    expect(slow.store.getSnapshot()).toEqual({ status: 'signed-out', reason: 'timed-out' });
    expect(forget).not.toHaveBeenCalled();
  });
});
