import { useState } from 'react';
import { Alert, Button, Group, Paper, Select, SimpleGrid, Stack, Table, Text, Textarea, TextInput, Title } from '@mantine/core';
import type { TeamSegmentInput } from '@portal/shared/graphql/graphql-types.generated';
import { WIZARD_STEPS } from '@portal/shared/application/steps';
import { TEAM_EMAILS, TEAM_SMS } from '@portal/shared/messages/message-texts';
import { MISSABLE_STEPS, TEAM_MESSAGE_LIMITS, TEAM_TEXT_LANGUAGE_RULE } from '@portal/shared/messages/team-message';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { useReviewStages } from '../stages/stages-api.ts';
import { usePreviewTeamMessage, useSendTeamMessage } from './messages-api.ts';

type GroupKind = 'draft' | 'submitted' | 'stage' | 'missing' | 'picked';
const GROUPS: { value: GroupKind; label: string }[] = [
  { value: 'draft', label: 'Founders with a draft (not submitted)' },
  { value: 'submitted', label: 'Founders who submitted' },
  { value: 'missing', label: 'Founders missing a step' },
  { value: 'stage', label: 'Applications in a review stage' },
  { value: 'picked', label: 'Hand-picked applications' },
];
const STEP_OPTIONS = MISSABLE_STEPS.map((id) => ({ value: id, label: WIZARD_STEPS.find((s) => s.id === id)?.label ?? id }));

const segmentOf = (group: GroupKind, stageId: string | null, step: string | null, picked: string): TeamSegmentInput => {
  if (group === 'draft' || group === 'submitted') return { by: 'status', status: group };
  if (group === 'stage') return { by: 'stage', stageId: stageId ?? '' };
  if (group === 'missing') return { by: 'missing', step: step ?? 'video' };
  return { by: 'picked', applicationIds: picked.split(/[\s,]+/).filter(Boolean) };
};

const EXAMPLE = {
  productName: 'WHY Club',
  link: '<link to their first missing step, or the dashboard>',
  stopLink: '<stop link>',
};

/** One language's preview: the email as it arrives and the SMS/WhatsApp text. */
const LanguagePreview = ({ language, subject, body }: { language: 'en' | 'hi'; subject: string; body: string }) => {
  const email = TEAM_EMAILS[language]({ ...EXAMPLE, text: body });
  return (
    <Paper withBorder p="sm" lang={language} data-testid={`preview-${language}`}>
      <Text fw={600}>{language === 'en' ? 'English' : 'Hindi'}</Text>
      <Text size="sm" c="dimmed">
        Email subject
      </Text>
      <Text size="sm">{subject}</Text>
      <Text size="sm" c="dimmed" mt="xs">
        Email
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {email.text}
      </Text>
      <Text size="sm" c="dimmed" mt="xs">
        SMS (WhatsApp sends the same text in its approved template)
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {TEAM_SMS[language]({ ...EXAMPLE, text: body })}
      </Text>
    </Paper>
  );
};

/** Admins write a message in English and Hindi to a group of the cohort's founders, preview it, then confirm. */
export const MessageEditor = ({ cohortId, onSent }: { cohortId: string; onSent: (id: string) => void }) => {
  const [group, setGroup] = useState<GroupKind>('missing');
  const [stageId, setStageId] = useState<string | null>(null);
  const [step, setStep] = useState<string | null>('video');
  const [picked, setPicked] = useState('');
  const [texts, setTexts] = useState({ en: { subject: '', body: '' }, hi: { subject: '', body: '' } });
  // Made once per message: confirming it twice (a double click, a retry) sends it once.
  const [messageId, setMessageId] = useState(() => crypto.randomUUID());
  const stages = useReviewStages(cohortId);
  const preview = usePreviewTeamMessage();
  const send = useSendTeamMessage();
  const input = { cohortId, segment: segmentOf(group, stageId, step, picked), texts };
  const edit = (change: () => void) => {
    change();
    preview.reset();
  };
  const setText = (language: 'en' | 'hi', field: 'subject' | 'body', value: string) =>
    edit(() => setTexts((now) => ({ ...now, [language]: { ...now[language], [field]: value } })));
  const audience = preview.data;

  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={3}>Write a message</Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label="To"
            data={GROUPS}
            value={group}
            allowDeselect={false}
            onChange={(value) => edit(() => setGroup((value as GroupKind) ?? 'missing'))}
          />
          {group === 'missing' ? (
            <Select
              label="Missing step"
              data={STEP_OPTIONS}
              value={step}
              allowDeselect={false}
              onChange={(v) => edit(() => setStep(v))}
            />
          ) : null}
          {group === 'stage' ? (
            <Select
              label="Review stage"
              data={(stages.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
              value={stageId}
              onChange={(v) => edit(() => setStageId(v))}
            />
          ) : null}
          {group === 'picked' ? (
            <Textarea
              label="Application ids"
              description="One per line or separated by commas (the id is in the application's address)."
              value={picked}
              onChange={(e) => edit(() => setPicked(e.currentTarget.value))}
            />
          ) : null}
        </SimpleGrid>
        <Alert color="blue" title="Which text a founder gets">
          {TEAM_TEXT_LANGUAGE_RULE}
        </Alert>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {(['en', 'hi'] as const).map((language) => (
            <Stack key={language} gap="xs" lang={language}>
              <TextInput
                label={language === 'en' ? 'Subject (English)' : 'Subject (Hindi)'}
                required
                maxLength={TEAM_MESSAGE_LIMITS.subjectMax}
                value={texts[language].subject}
                onChange={(e) => setText(language, 'subject', e.currentTarget.value)}
              />
              <Textarea
                label={language === 'en' ? 'Message (English)' : 'Message (Hindi)'}
                description="Sent by email, and as it is by SMS and WhatsApp: keep it short. The link and the stop link are added."
                required
                autosize
                minRows={4}
                maxLength={TEAM_MESSAGE_LIMITS.bodyMax}
                value={texts[language].body}
                onChange={(e) => setText(language, 'body', e.currentTarget.value)}
              />
            </Stack>
          ))}
        </SimpleGrid>
        <ErrorAlert error={preview.error ?? send.error} />
        <Group>
          <Button variant="default" loading={preview.isPending} onClick={() => preview.mutate(input)}>
            Preview
          </Button>
        </Group>
        {audience ? (
          <Stack gap="sm" data-testid="team-message-preview">
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              <LanguagePreview language="en" subject={texts.en.subject} body={texts.en.body} />
              <LanguagePreview language="hi" subject={texts.hi.subject} body={texts.hi.body} />
            </SimpleGrid>
            <Table withTableBorder w="auto" data-testid="team-message-counts">
              <Table.Tbody>
                <Table.Tr>
                  <Table.Th>Founders in the group</Table.Th>
                  <Table.Td>{audience.founders}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th>By email</Table.Th>
                  <Table.Td>{audience.email}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th>By SMS</Table.Th>
                  <Table.Td>{audience.sms}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th>By WhatsApp</Table.Th>
                  <Table.Td>{audience.whatsapp}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th>Stopped team messages</Table.Th>
                  <Table.Td>{audience.stopped}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th>English text / Hindi text</Table.Th>
                  <Table.Td>
                    {audience.english} / {audience.hindi}
                  </Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
            <Text size="sm" c="dimmed">
              SMS and WhatsApp wait until 08:00 IST when it is night (21:00–08:00); a founder who already had 3 messages and
              reminders today does not get this one.
            </Text>
            <Group>
              <Button
                color="green"
                loading={send.isPending}
                disabled={audience.founders === 0}
                onClick={() =>
                  send.mutate(
                    { ...input, id: messageId },
                    {
                      onSuccess: (message) => {
                        setMessageId(crypto.randomUUID());
                        setTexts({ en: { subject: '', body: '' }, hi: { subject: '', body: '' } });
                        preview.reset();
                        onSent(message.id);
                      },
                    },
                  )
                }
              >
                Confirm and send to {audience.founders}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
};
