import { Button, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation, useParams } from 'react-router';
import { DRAFT_HISTORY_TEXTS } from '@portal/shared/messages/console-message-texts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { useConsoleCohort, withCohort } from '../lib/console-cohort.ts';
import { ApplicationMessagesPanel } from './application-messages-panel.tsx';
import { ApplicationRemindersPanel } from './application-reminders-panel.tsx';
import { useApplicationReminders, useApplicationTeamMessages } from './messages-api.ts';

/** What the in-progress list hands over: the startup's name, so the page says whose history it is. */
export type DraftHistoryState = { companyName: string };

/** /console/in-progress/:id (admins): a draft's history, each reminder and team message with its delivery states. */
export const DraftHistoryPage = () => {
  const { id = '' } = useParams();
  const companyName = (useLocation().state as DraftHistoryState | null)?.companyName;
  const view = useConsoleCohort();
  const reminders = useApplicationReminders(id);
  const messages = useApplicationTeamMessages(id);
  const error = reminders.error ?? messages.error;
  const none = reminders.data?.length === 0 && messages.data?.length === 0;
  return (
    <Stack gap="lg">
      <Button component={Link} to={withCohort('/console/in-progress', view)} variant="subtle" w="fit-content">
        {DRAFT_HISTORY_TEXTS.back}
      </Button>
      <div>
        <Title order={1} size="h2">
          {companyName ? `${DRAFT_HISTORY_TEXTS.title}: ${companyName}` : DRAFT_HISTORY_TEXTS.title}
        </Title>
        <Text c="dimmed">{DRAFT_HISTORY_TEXTS.intro}</Text>
      </div>
      {error ? <ErrorAlert error={error} /> : null}
      {none ? <Text data-testid="draft-history-none">{DRAFT_HISTORY_TEXTS.none}</Text> : null}
      <ApplicationMessagesPanel applicationId={id} />
      <ApplicationRemindersPanel applicationId={id} />
    </Stack>
  );
};
