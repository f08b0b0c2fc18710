import { useId, useState } from 'react';

/**
 * A small auth form's one error (tied to the form by `describedBy`) and whether its request runs. `request` marks
 * it busy, clears the error, and shows a failure worded by `messageOf`.
 */
export const useFormRequest = () => {
  const errorId = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const request = async (action: () => Promise<void>, messageOf: (failure: unknown) => string) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };
  return { errorId, error, setError, busy, setBusy, request, describedBy: error ? errorId : undefined };
};
