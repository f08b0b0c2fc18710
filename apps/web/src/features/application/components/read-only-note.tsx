import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { WIZARD_TEXTS } from '../lib/texts.ts';

export const ReadOnlyNote = () => (
  <Alert role="note" color="blue" variant="light" icon={<IconLock size={18} aria-hidden />}>
    {WIZARD_TEXTS.readOnly}
  </Alert>
);
