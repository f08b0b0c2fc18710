import { useState } from 'react';
import { Alert, Button, Group, Paper, Select, SimpleGrid, Stack, Table, Text, Textarea, TextInput, Title } from '@mantine/core';
import type { TeamSegmentInput } from '@portal/shared/graphql/graphql-types.generated';
import { WIZARD_STEPS } from '@portal/shared/application/steps';
import { LOCALE_NAMES, LOCALES, type Locale } from '@portal/shared/locales';
import { PREVIEW_DAILY_CAP_LABEL, TEAM_MESSAGE_TIMING_NOTE } from '@portal/shared/messages/console-message-texts';
import { TEAM_EMAILS, TEAM_SMS } from '@portal/shared/messages/message-texts';
import { sampleStopLink, smsLength } from '@portal/shared/messages/sms-length';
import {
  MISSABLE_STEPS,
  TEAM_MESSAGE_LIMITS,
  TEAM_OTHER_LANGUAGES,
  TEAM_TEXT_LANGUAGE_RULE,
  teamTextFor,
  type TeamOtherLanguage,
} from '@portal/shared/messages/team-message';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { OtherLanguages } from '../own-questions/other-languages.tsx';
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

type Texts = { en: { subject: string; body: string }; hi: { subject: string; body: string } };
type OtherTexts = Partial<Record<TeamOtherLanguage, string>>;
const EMPTY: Texts = { en: { subject: '', body: '' }, hi: { subject: '', body: '' } };

/** The other languages' texts as the server takes them: a language with either part written (a half is refused). */
const otherList = (subjects: OtherTexts, bodies: OtherTexts) =>
  TEAM_OTHER_LANGUAGES.flatMap((language) =>
    subjects[language]?.trim() || bodies[language]?.trim()
      ? [{ language, subject: subjects[language] ?? '', body: bodies[language] ?? '' }]
      : [],
  );

/**
 * What a founder using `language` gets: the email as it arrives and the SMS/WhatsApp text, in the text written in
 * their language or the fallback (teamTextFor), with the words around it in their language.
 */
const LanguagePreview = ({ language, texts }: { language: Locale; texts: Parameters<typeof teamTextFor>[0] }) => {
  const text = teamTextFor(texts, language);
  const email = TEAM_EMAILS[language]({ ...EXAMPLE, text: text.body });
  // Counted with links as long as the real ones: the step link and the signed stop link.
  const { origin } = window.location;
  const sms = smsLength(
    TEAM_SMS[language]({
      ...EXAMPLE,
      text: text.body,
      link: `${origin}/application/business`,
      stopLink: sampleStopLink(origin, language),
    }),
  );
  return (
    <Paper withBorder p="sm" lang={language} dir="auto" data-testid={`preview-${language}`}>
      <Text fw={600}>{LOCALE_NAMES[language]}</Text>
      {text.language !== language ? (
        <Text size="xs" c="dimmed" lang="en">
          No text in this language: gets the {LOCALE_NAMES[text.language]} text.
        </Text>
      ) : null}
      <Text size="sm" c="dimmed">
        Email subject
      </Text>
      <Text size="sm">{text.subject}</Text>
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
        {TEAM_SMS[language]({ ...EXAMPLE, text: text.body })}
      </Text>
      <Text size="xs" c="dimmed" lang="en" data-testid={`sms-parts-${language}`}>
        {sms.parts === 1 ? '1 SMS' : `${sms.parts} SMS parts, each charged as one SMS`} ({sms.units} characters,{' '}
        {sms.encoding === 'gsm7' ? 'GSM' : 'Unicode'}; with the full links)
      </Text>
    </Paper>
  );
};

/**
 * Admins write a message in English and Hindi (and, if they like, the other languages) to a group of the cohort's
 * founders, preview it as a founder in any language gets it, then confirm.
 */
export const MessageEditor = ({ cohortId, onSent }: { cohortId: string; onSent: (id: string) => void }) => {
  const [group, setGroup] = useState<GroupKind>('missing');
  const [stageId, setStageId] = useState<string | null>(null);
  const [step, setStep] = useState<string | null>('video');
  const [picked, setPicked] = useState('');
  const [texts, setTexts] = useState<Texts>(EMPTY);
  const [otherSubjects, setOtherSubjects] = useState<OtherTexts>({});
  const [otherBodies, setOtherBodies] = useState<OtherTexts>({});
  const [previewLanguage, setPreviewLanguage] = useState<Locale>('ta');
  // Made once per message: confirming it twice (a double click, a retry) sends it once.
  const [messageId, setMessageId] = useState(() => crypto.randomUUID());
  const stages = useReviewStages(cohortId);
  const preview = usePreviewTeamMessage();
  const send = useSendTeamMessage();
  const other = otherList(otherSubjects, otherBodies);
  const allTexts = { ...texts, other };
  const input = { cohortId, segment: segmentOf(group, stageId, step, picked), texts: allTexts };
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
        <OtherLanguages
          fields={[
            {
              name: 'Subject',
              english: texts.en.subject,
              max: TEAM_MESSAGE_LIMITS.subjectMax,
              texts: otherSubjects,
              onChange: (changed) => edit(() => setOtherSubjects(changed)),
            },
            {
              name: 'Message',
              english: texts.en.body,
              max: TEAM_MESSAGE_LIMITS.bodyMax,
              multiline: true,
              texts: otherBodies,
              onChange: (changed) => edit(() => setOtherBodies(changed)),
            },
          ]}
        />
        <ErrorAlert error={preview.error ?? send.error} />
        <Group>
          <Button variant="default" loading={preview.isPending} onClick={() => preview.mutate(input)}>
            Preview
          </Button>
        </Group>
        {audience ? (
          <Stack gap="sm" data-testid="team-message-preview">
            <Select
              label="Also see it as a founder using"
              w="auto"
              maw={320}
              data={LOCALES.filter((l) => l !== 'en' && l !== 'hi').map((l) => ({ value: l, label: LOCALE_NAMES[l] }))}
              value={previewLanguage}
              allowDeselect={false}
              onChange={(value) => setPreviewLanguage((value as Locale | null) ?? 'ta')}
            />
            <SimpleGrid cols={{ base: 1, md: 3 }}>
              <LanguagePreview language="en" texts={allTexts} />
              <LanguagePreview language="hi" texts={allTexts} />
              <LanguagePreview language={previewLanguage} texts={allTexts} />
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
                  <Table.Th>{PREVIEW_DAILY_CAP_LABEL}</Table.Th>
                  <Table.Td>{audience.dailyCap}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th>English text / Hindi text</Table.Th>
                  <Table.Td>
                    {audience.english} / {audience.hindi}
                  </Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th>A text in their own other language</Table.Th>
                  <Table.Td>{audience.other}</Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
            <Text size="sm" c="dimmed">
              {TEAM_MESSAGE_TIMING_NOTE}
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
                        setTexts(EMPTY);
                        setOtherSubjects({});
                        setOtherBodies({});
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
