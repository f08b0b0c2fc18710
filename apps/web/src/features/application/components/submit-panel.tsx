import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { PlainList } from '../../../components/plain-list.tsx';
import { IconAlertCircle, IconCloudOff, IconSend } from '@tabler/icons-react';
import { MESSAGES } from '@portal/shared/texts/messages';
import { SYNC_MESSAGES } from '@portal/shared/texts/sync-messages';
import { WIZARD_STEPS, type WizardStepId } from '@portal/shared/application/steps';
import { WIZARD_TEXTS } from '../lib/texts.ts';
import { MUTED } from '../lib/tones.ts';
import { t } from '../../../lib/i18n.ts';

interface Props {
  /** What keeps the application from being complete (reviewProblems). */
  problems: string[];
  /** The steps copied from the last application and not saved since. */
  unchecked: readonly WizardStepId[];
  /** Why the server refused the submission, in its words. */
  refusal: string[];
  /** Submitted on this device, waiting for a connection. */
  queued: boolean;
  /** The phone keeps the submission (false: its storage is full, and the wizard's note says so instead). */
  keptOnPhone: boolean;
  /** The application is not complete yet: the button stays disabled. */
  blocked: boolean;
  busy: boolean;
  onSubmit: () => void;
}

const ProblemList = ({ items }: { items: string[] }) => <PlainList items={items.map((item) => t(item))} />;

/** The terms, what keeps the application from being submitted, and 'Submit Application' (or that it will be sent). */
export const SubmitPanel = ({ problems, unchecked, refusal, queued, keptOnPhone, blocked, busy, onSubmit }: Props) => (
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
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertCircle size={18} aria-hidden />}
        title={MESSAGES.SUBMIT_ERRORS_HEADING}
        data-testid="submit-problems"
      >
        <ProblemList items={problems} />
      </Alert>
    ) : null}
    {unchecked.length > 0 ? (
      <Alert
        color="orange"
        variant="light"
        icon={<IconAlertCircle size={18} aria-hidden />}
        title={WIZARD_TEXTS.checkCopiedSteps}
        data-testid="submit-unchecked"
      >
        <ProblemList items={unchecked.map((id) => WIZARD_STEPS.find((step) => step.id === id)?.label ?? id)} />
      </Alert>
    ) : null}
    {refusal.length > 0 && !queued ? (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} data-testid="submit-refused">
        <ProblemList items={refusal} />
      </Alert>
    ) : null}
    {queued && keptOnPhone ? (
      <Alert
        color="orange"
        variant="light"
        icon={<IconCloudOff size={18} aria-hidden />}
        role="status"
        data-testid="submit-queued"
      >
        {SYNC_MESSAGES.SUBMIT_QUEUED}
      </Alert>
    ) : null}
    <Button
      size="md"
      leftSection={<IconSend size={18} aria-hidden />}
      onClick={onSubmit}
      loading={busy}
      disabled={blocked || queued}
      style={{ alignSelf: 'flex-start' }}
    >
      {WIZARD_TEXTS.submitApplication}
    </Button>
  </Stack>
);
