/**
 * Whether a new deployment's service worker is installed and waiting, and how to switch to it. Set by
 * register-service-worker.ts (loaded after the page, so the registration code is not in the first load);
 * read by update-prompt.tsx.
 */
let applyUpdate: (() => Promise<void>) | undefined;
const listeners = new Set<() => void>();

export const markUpdateWaiting = (apply: () => Promise<void>): void => {
  applyUpdate = apply;
  for (const listener of listeners) listener();
};

export const subscribeToUpdate = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const isUpdateWaiting = (): boolean => applyUpdate !== undefined;

/** Activates the waiting service worker; the page reloads once it controls the page (all new chunks, none old). */
export const reloadIntoUpdate = async (): Promise<void> => {
  await applyUpdate?.();
};
