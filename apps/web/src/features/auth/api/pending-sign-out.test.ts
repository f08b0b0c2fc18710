import { describe, expect, it, vi } from 'vitest';
import { AuthRequestError, type SessionUser } from '../../../lib/auth-client.ts';
import { pendingSignOutIn } from './pending-sign-out.ts';

const asha: SessionUser = { id: 'u1', name: 'Asha', email: 'asha@example.org' };

const memoryStorage = () => {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
};

describe('a sign-out made without a network', () => {
  it('is sent before the next session check, which then answers "nobody" instead of reopening the session', async () => {
    const storage = memoryStorage();
    const pending = pendingSignOutIn(storage);
    const fetchUser = vi.fn(async () => asha);
    const sendSignOut = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(new AuthRequestError(0, 'NETWORK', 'network'))
      .mockResolvedValue(undefined);
    const check = pending.checkWith(fetchUser, sendSignOut);

    pending.mark();
    await expect(check()).rejects.toBeInstanceOf(AuthRequestError);
    expect(await check()).toBeNull();
    expect(sendSignOut).toHaveBeenCalledTimes(2);
    expect(fetchUser).not.toHaveBeenCalled();

    // Once the server has it, checks ask the server again.
    expect(await check()).toEqual(asha);
    expect(sendSignOut).toHaveBeenCalledTimes(2);
  });

  it('is forgotten when the founder signs in again', async () => {
    const storage = memoryStorage();
    const pending = pendingSignOutIn(storage);
    const sendSignOut = vi.fn(async () => undefined);
    pending.mark();
    pending.clear();
    expect(await pending.checkWith(async () => asha, sendSignOut)()).toEqual(asha);
    expect(sendSignOut).not.toHaveBeenCalled();
  });
});
