import { clear, createStore, get, set, type UseStore } from 'idb-keyval';
import type { SessionUser } from './auth-client.ts';
import { markDeviceCopy } from './device-copy-marker.ts';

/**
 * The device copy of the signed-in founder's data, in IndexedDB: who was last confirmed signed in, and a
 * snapshot of their account data (lib/query-persistence.ts) keyed by their account id. A reload without a network
 * opens from it; signing out (here or in another tab) or a session the server no longer knows clears all of it.
 * Only what the server has confirmed is kept here; nothing of it is a credential (the session stays an HttpOnly cookie).
 */
const DATABASE = 'portal-device-copy';
const SESSION_KEY = 'session';
const queriesKey = (userId: string) => `queries:${userId}`;

let store: UseStore | undefined;
const deviceStore = (): UseStore | undefined => {
  if (typeof indexedDB === 'undefined') return undefined;
  store ??= createStore(DATABASE, 'records');
  return store;
};

/** The account whose data this tab may write; undefined once signed out, so a late write cannot bring data back. */
let activeUserId: string | undefined;

const quietly = async <T>(operation: (store: UseStore) => Promise<T>): Promise<T | undefined> => {
  const target = deviceStore();
  if (!target) return undefined;
  try {
    return await operation(target);
  } catch {
    // Storage unavailable (private mode, quota): the portal works online, only the offline copy is missing.
    return undefined;
  }
};

const isSessionUser = (value: unknown): value is SessionUser =>
  typeof value === 'object' &&
  value !== null &&
  ['id', 'name', 'email'].every((key) => typeof (value as Record<string, unknown>)[key] === 'string');

/** The last session the server confirmed on this device, or null. */
export const readDeviceSession = async (): Promise<SessionUser | null> => {
  const saved = await quietly((s) => get<unknown>(SESSION_KEY, s));
  return isSessionUser(saved) ? saved : null;
};

/** Remembers a session the server confirmed (or this tab just signed in to). */
export const rememberDeviceSession = async (user: SessionUser): Promise<void> => {
  if (activeUserId && activeUserId !== user.id) await forgetDevice();
  activeUserId = user.id;
  markDeviceCopy(true);
  await quietly((s) => set(SESSION_KEY, { id: user.id, name: user.name, email: user.email }, s));
};

/** Signed out: removes the session and every account's data from this device. */
export const forgetDevice = async (): Promise<void> => {
  activeUserId = undefined;
  await quietly((s) => clear(s));
  markDeviceCopy(false);
};

/** The saved snapshot of an account's data (what lib/query-persistence.ts wrote), or undefined. */
export const readAccountSnapshot = async (userId: string): Promise<unknown> =>
  quietly((s) => get<unknown>(queriesKey(userId), s));

/** Saves the account's snapshot, unless that account is no longer the one signed in on this tab. */
export const writeAccountSnapshot = async (userId: string, snapshot: unknown): Promise<void> => {
  if (activeUserId !== userId) return;
  await quietly((s) => set(queriesKey(userId), snapshot, s));
};
