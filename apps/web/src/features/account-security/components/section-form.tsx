import type { FormEvent, ReactNode } from 'react';
import { Button, Group } from '@mantine/core';

/** A section's form whose fields stand above their submit button (sign-in details: password, email). */
export const SectionForm = ({
  onSubmit,
  busy,
  submitLabel,
  children,
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  busy: boolean;
  submitLabel: string;
  children: ReactNode;
}) => (
  <form onSubmit={(event) => void onSubmit(event)} noValidate>
    {children}
    <Group mt="sm">
      <Button type="submit" loading={busy}>
        {submitLabel}
      </Button>
    </Group>
  </form>
);
