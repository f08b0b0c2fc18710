import type { FormEvent, ReactNode } from 'react';
import { preloadAuthSchemas } from '../api/validation.ts';
import classes from './auth-form.module.css';

/** The sign-in and sign-up form: loads the shared schemas as soon as it is touched; the error box describes it. */
export const CredentialsForm = ({
  onSubmit,
  errorId,
  children,
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  errorId: string | undefined;
  children: ReactNode;
}) => (
  <form
    onSubmit={(event) => void onSubmit(event)}
    onFocus={preloadAuthSchemas}
    onPointerEnter={preloadAuthSchemas}
    noValidate
    aria-describedby={errorId}
  >
    <div className={classes.fields}>{children}</div>
  </form>
);
