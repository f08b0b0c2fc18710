import type { FormEvent, ReactNode } from 'react';
import { Stack } from '@mantine/core';
import { preloadAuthSchemas } from '../api/validation.ts';

/** The sign-in and sign-up form: loads the shared schemas as soon as it is touched; the error box describes it. */
export const CredentialsForm = ({ onSubmit, errorId, children }: { onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>; errorId: string | undefined; children: ReactNode }) => (
  <form onSubmit={(event) => void onSubmit(event)} onFocus={preloadAuthSchemas} onPointerEnter={preloadAuthSchemas} noValidate aria-describedby={errorId}>
    <Stack gap="md">{children}</Stack>
  </form>
);
