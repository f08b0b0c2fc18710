import { Anchor, Button, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Fragment } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { istDateTime } from '@portal/shared/format/ist-time';
import { QueryState } from '../components/query-state.tsx';
import { ScrollTable } from '../components/scroll-table.tsx';
import { useConsoleCohort, withCohort } from '../lib/console-cohort.ts';
import { DeliveryStates } from './delivery-states.tsx';
import { MessageEditor } from './message-editor.tsx';
import { useTeamMessage, useTeamMessages } from './messages-api.ts';

/** /console/messages: the cohort's team messages; admins write new ones (docs/reminders.md, "Team messages"). */
export const MessagesPage = ({ canSend }: { canSend: boolean }) => {
  const view = useConsoleCohort();
  const navigate = useNavigate();
  const messages = useTeamMessages(view.cohortId);
  if (view.cohortId === null)
    return (
      <Stack>
        <Title order={2}>Messages</Title>
        <Text>Choose a cohort above: a message goes to founders of one cohort.</Text>
      </Stack>
    );
  return (
    <Stack gap="lg">
      <Title order={2}>Messages</Title>
      {canSend ? (
        <MessageEditor cohortId={view.cohortId} onSent={(id) => void navigate(withCohort(`/console/messages/${id}`, view))} />
      ) : null}
      <Paper withBorder p="md">
        <Title order={3} mb="sm">
          Sent messages
        </Title>
        <QueryState error={messages.error} data={messages.data} height={120}>
          {(list) =>
            list.length === 0 ? (
              <Text c="dimmed">No message sent in this cohort yet.</Text>
            ) : (
              <ScrollTable minWidth={600} columns={['Sent', 'Subject', 'By', 'Founders']}>
                {list.map((m) => (
                  <Table.Tr key={m.id}>
                    <Table.Td>{istDateTime(m.createdAt, 'en')}</Table.Td>
                    <Table.Td>
                      <Anchor component={Link} to={withCohort(`/console/messages/${m.id}`, view)}>
                        {m.subjectEn}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{m.sentByName}</Table.Td>
                    <Table.Td>{m.recipientCount}</Table.Td>
                  </Table.Tr>
                ))}
              </ScrollTable>
            )
          }
        </QueryState>
      </Paper>
    </Stack>
  );
};

/** /console/messages/:id: the message's texts and each recipient's delivery state on each channel. */
export const MessagePage = () => {
  const { id = '' } = useParams();
  const view = useConsoleCohort();
  const message = useTeamMessage(id);
  return (
    <Stack gap="lg">
      <Button component={Link} to={withCohort('/console/messages', view)} variant="subtle" w="fit-content">
        All messages
      </Button>
      <QueryState error={message.error} data={message.data === undefined ? undefined : { m: message.data }} height={200}>
        {({ m }) =>
          m ? (
            <Stack gap="md">
              <Title order={2}>{m.subjectEn}</Title>
              <Text size="sm" c="dimmed">
                Sent {istDateTime(m.createdAt, 'en')} by {m.sentByName} to {m.recipientCount} applications (every founder and
                co-founder of each)
              </Text>
              <Paper withBorder p="sm">
                <Text style={{ whiteSpace: 'pre-wrap' }}>{m.bodyEn}</Text>
                <Text lang="hi" mt="sm" fw={600}>
                  {m.subjectHi}
                </Text>
                <Text lang="hi" style={{ whiteSpace: 'pre-wrap' }}>
                  {m.bodyHi}
                </Text>
                {m.otherTexts.map((text) => (
                  <Fragment key={text.language}>
                    <Text lang={text.language} dir="auto" mt="sm" fw={600}>
                      {text.subject}
                    </Text>
                    <Text lang={text.language} dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
                      {text.body}
                    </Text>
                  </Fragment>
                ))}
              </Paper>
              <ScrollTable minWidth={600} columns={['Application', 'Member', 'Delivery']}>
                {m.recipients.map((r) => (
                  <Table.Tr
                    key={`${r.applicationId}-${r.userId}`}
                    data-testid={r.founder ? `recipient-${r.applicationId}` : `recipient-${r.applicationId}-${r.userId}`}
                  >
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{r.applicationId}</Table.Td>
                    <Table.Td>
                      {r.name}
                      {r.founder ? '' : ' (co-founder)'}
                    </Table.Td>
                    <Table.Td>
                      <DeliveryStates deliveries={r.deliveries} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </ScrollTable>
            </Stack>
          ) : (
            <Text>No such message.</Text>
          )
        }
      </QueryState>
    </Stack>
  );
};
