import { Alert } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { WIZARD_TEXTS } from '../lib/texts.ts';

/** Above every step while steps copied from the last application are not checked yet (docs/cohorts.md). */
export const CopiedAnswersNote = ({ copied }: { copied: { filled: number; total: number } }) => (
  <Alert
    color="blue"
    variant="light"
    icon={<IconCopy size={18} aria-hidden />}
    role="status"
    mb="md"
    data-testid="copied-answers"
  >
    {WIZARD_TEXTS.copiedAnswers(copied.filled, copied.total)}
  </Alert>
);
