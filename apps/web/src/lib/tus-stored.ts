/**
 * Whether this device keeps any started upload: tus-js-client stores each one in localStorage under `tus::…`
 * (lib/tus-upload.ts). Without one, nothing is unfinished and the tus client's code need not load.
 */
export const hasStoredTusUploads = (): boolean => {
  try {
    for (let i = 0; i < localStorage.length; i += 1) if (localStorage.key(i)?.startsWith('tus::')) return true;
  } catch {
    // No localStorage: tus-js-client cannot have kept anything either.
  }
  return false;
};
