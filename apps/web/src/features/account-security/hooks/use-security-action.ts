import { useState } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { securityErrorMessage } from '../api/security-error.ts';

/**
 * A security section's request state: `run` marks it busy, clears the last error and notice, and shows a failure
 * as the founder's message (security-error.ts). After an action succeeds it shows `done` (when given) and
 * refetches the section's `refreshed` queries, in order.
 */
export const useSecurityAction = (...refreshed: QueryKey[]) => {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const run = async (action: () => Promise<void>, done?: string) => {
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      await action();
      if (done !== undefined) setNotice(done);
      for (const queryKey of refreshed) await queryClient.invalidateQueries({ queryKey });
    } catch (failure) {
      setError(securityErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, setError, notice, setNotice, run };
};
