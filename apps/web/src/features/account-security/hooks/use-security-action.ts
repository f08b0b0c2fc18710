import { useState } from 'react';
import { securityErrorMessage } from '../api/security-error.ts';

/**
 * A security section's request state: `run` marks it busy, clears the last error and notice, and shows a failure
 * as the founder's message (security-error.ts).
 */
export const useSecurityAction = () => {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      await action();
    } catch (failure) {
      setError(securityErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, setError, notice, setNotice, run };
};
