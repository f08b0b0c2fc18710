import { readDeviceItem, writeDeviceItem } from '../../../lib/device-storage.ts';

/**
 * The offer of channels once after the first save (docs/reminders.md, "Channels"): a step saved on the server asks
 * for it; the wizard then loads the offer's own chunk (channel-offer/), which asks the server whether it was offered
 * already. Opening the wizard asks nothing: the offer waits for a save that went through. Once the server says it
 * was offered (here or on another device), this browser remembers it and no later save asks again.
 */
const storageKey = (userId: string) => `portal.channelsOffered.${userId}`;
/** Accounts whose offer this tab settled without the server (nothing configured to offer): not asked again here. */
const settledHere = new Set<string>();
let pending: string | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

const offeredOnThisDevice = (userId: string): boolean => {
  if (settledHere.has(userId)) return true;
  return typeof readDeviceItem(storageKey(userId)) === 'string';
};

/** A step save of this account reached the server: the offer is due, unless it was made already. */
export const stepSavedOnServer = (userId: string): void => {
  if (pending === userId || offeredOnThisDevice(userId)) return;
  pending = userId;
  notify();
};

/** The offer was made (chosen, dismissed, or the server had it offered): never again for the account. */
export const channelsOffered = (userId: string, remember: boolean): void => {
  settledHere.add(userId);
  // Not written (private mode): the server's flag still keeps it from being shown again (one request after a later save).
  if (remember) writeDeviceItem(storageKey(userId), '1');
  if (pending === userId) pending = null;
  notify();
};

export const subscribeChannelOffer = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
/** The account whose offer is due now, if any. */
export const pendingChannelOffer = (): string | null => pending;
