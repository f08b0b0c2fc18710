import { Alert, Button, List, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconSend } from '@tabler/icons-react';
import { MESSAGES } from '@portal/shared/messages';
import { WIZARD_TEXTS } from '../lib/texts.ts';
import { MUTED } from '../lib/tones.ts';

interface Props {
  problems: string[];
  /** The application is not complete yet (reviewProblems): the button stays disabled. */
  blocked: boolean;
  busy: boolean;
  onSubmit: () => void;
}

/** The terms, the problems that keep the application from being submitted, and 'Submit Application'. */
export const SubmitPanel = ({ problems, blocked, busy, onSubmit }: Props) => (
  <Stack gap="md">
    <section aria-labelledby="terms-title">
      <Title order={3} size="h4" id="terms-title" mb={6}>
        {WIZARD_TEXTS.termsTitle}
      </Title>
      <Text size="sm" c={MUTED}>
        {WIZARD_TEXTS.terms}
      </Text>
    </section>
    {problems.length > 0 ? (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} title={MESSAGES.SUBMIT_ERRORS_HEADING} data-testid="submit-problems">
        <List size="sm" spacing={2}>
          {problems.map((problem) => (
            <List.Item key={problem}>{problem}</List.Item>
          ))}
        </List>
      </Alert>
    ) : null}
    <Button size="md" leftSection={<IconSend size={18} aria-hidden />} onClick={onSubmit} loading={busy} disabled={blocked} style={{ alignSelf: 'flex-start' }}>
      {WIZARD_TEXTS.submitApplication}
    </Button>
  </Stack>
);
