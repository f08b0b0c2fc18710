import { Alert } from '@mantine/core';

/** A request's error as the server worded it, announced to screen readers; nothing when there is none. */
export const ErrorAlert = ({ error }: { error: Error | null | undefined }) =>
  error ? (
    <Alert color="red" role="alert">
      {error.message}
    </Alert>
  ) : null;
