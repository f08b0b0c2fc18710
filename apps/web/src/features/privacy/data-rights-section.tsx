import { LOCALE_NAMES, isLocale } from '@portal/shared/locales';
import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  List,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { PRIVACY_PATHS, type PrivacyStatus } from '@portal/shared/privacy/privacy';
import { DATA_RIGHTS_TEXTS as T, fillText } from '@portal/shared/privacy/privacy-messages';
import { PrivacyRequestError, fetchPrivacyStatus, privacyRequest } from '../../lib/privacy-api.ts';
import { t } from '../../lib/i18n.ts';
import { istDateTime } from '@portal/shared/format/ist-time';
import { NeedsConnection } from '../../components/needs-connection.tsx';
import { useConnection } from '../../lib/use-connection.ts';
import { serverErrorText } from '../../lib/server-error-text.ts';

const STATUS_KEY = ['privacy-status'];
const POLL_MS = 2_000;

const usePrivacyStatus = () =>
  useQuery({
    queryKey: STATUS_KEY,
    queryFn: fetchPrivacyStatus,
    refetchInterval: (query) => (query.state.data?.export?.status === 'preparing' ? POLL_MS : false),
  });

/** Runs a request and shows its outcome: the server's refusal in the founder's language, or `done` on success. */
const useAction = () => {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string }>();
  const run = async (work: () => Promise<unknown>, done?: string) => {
    setBusy(true);
    setOutcome(undefined);
    try {
      await work();
      if (done) setOutcome({ ok: true, message: done });
      return true;
    } catch (error) {
      setOutcome({ ok: false, message: serverErrorText(error) });
      return false;
    } finally {
      setBusy(false);
    }
  };
  const note = outcome ? (
    <Alert color={outcome.ok ? 'green' : 'red'} role={outcome.ok ? 'status' : 'alert'}>
      {t(outcome.message)}
    </Alert>
  ) : null;
  return { busy, run, note };
};

const Section = ({ title, children }: { title: string; children: React.ReactNode }) => (
  <Paper withBorder p="lg">
    <Title order={3} size="h5" mb="sm">
      {title}
    </Title>
    <Stack gap="sm">{children}</Stack>
  </Paper>
);

const ExportPart = ({ status }: { status: PrivacyStatus }) => {
  const queryClient = useQueryClient();
  const { busy, run, note } = useAction();
  const prepare = () =>
    run(async () => {
      await privacyRequest(PRIVACY_PATHS.export, {});
      await queryClient.invalidateQueries({ queryKey: STATUS_KEY });
    });
  const state = status.export?.status;
  // The prepared ZIP is a link, which a disabled fieldset does not turn off: offline it waits with the reason above.
  const { online } = useConnection();
  return (
    <Section title={T.EXPORT_TITLE}>
      <Text size="sm">{T.EXPORT_BODY}</Text>
      {state === 'preparing' ? <Alert color="blue">{T.EXPORT_PREPARING}</Alert> : null}
      {state === 'ready' && online ? (
        <Group>
          <Text size="sm" fw={600}>
            {T.EXPORT_READY}
          </Text>
          <Button component="a" href={PRIVACY_PATHS.exportZip} download>
            {T.EXPORT_DOWNLOAD}
          </Button>
        </Group>
      ) : null}
      {note}
      <Group>
        <Button
          variant={state === 'ready' ? 'default' : 'filled'}
          loading={busy}
          disabled={state === 'preparing'}
          onClick={() => void prepare()}
        >
          {T.EXPORT_REQUEST}
        </Button>
      </Group>
    </Section>
  );
};

const CorrectionPart = ({ status }: { status: PrivacyStatus }) => {
  const queryClient = useQueryClient();
  const [field, setField] = useState('');
  const [correction, setCorrection] = useState('');
  const { busy, run, note } = useAction();
  const send = () =>
    run(async () => {
      await privacyRequest(PRIVACY_PATHS.corrections, { field, correction });
      setField('');
      setCorrection('');
      await queryClient.invalidateQueries({ queryKey: STATUS_KEY });
    }, T.CORRECT_SENT);
  return (
    <Section title={T.CORRECT_TITLE}>
      {status.applicationSubmitted ? (
        <>
          <Text size="sm">{T.CORRECT_AFTER}</Text>
          <TextInput label={T.CORRECT_FIELD} value={field} onChange={(e) => setField(e.currentTarget.value)} maxLength={200} />
          <Textarea
            label={T.CORRECT_TEXT}
            value={correction}
            onChange={(e) => setCorrection(e.currentTarget.value)}
            autosize
            minRows={2}
            maxLength={2000}
          />
          {note}
          <Group>
            <Button loading={busy} onClick={() => void send()}>
              {T.CORRECT_SEND}
            </Button>
          </Group>
          {status.corrections.length > 0 ? (
            <List size="sm" spacing="xs">
              {status.corrections.map((c) => (
                <List.Item key={c.id}>
                  <Text size="sm" span fw={600}>
                    {c.field}
                  </Text>
                  : {c.correction}{' '}
                  <Badge color={c.status === 'resolved' ? 'green' : 'gray'} variant="light">
                    {c.status === 'resolved' ? T.CORRECT_STATUS_RESOLVED : T.CORRECT_STATUS_OPEN}
                  </Badge>
                  {c.note ? <Text size="xs">{t(c.note)}</Text> : null}
                </List.Item>
              ))}
            </List>
          ) : null}
        </>
      ) : (
        <>
          <Text size="sm">{T.CORRECT_BEFORE}</Text>
          <Anchor component={Link} to="/application" size="sm" className="tap-link">
            {T.CORRECT_OPEN}
          </Anchor>
        </>
      )}
    </Section>
  );
};

const NomineePart = ({ status }: { status: PrivacyStatus }) => {
  const [name, setName] = useState(status.nominee?.name ?? '');
  const [contact, setContact] = useState(status.nominee?.contact ?? '');
  const { busy, run, note } = useAction();
  return (
    <Section title={T.NOMINEE_TITLE}>
      <Text size="sm">{T.NOMINEE_BODY}</Text>
      <TextInput
        label={T.NOMINEE_NAME}
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        maxLength={200}
        autoComplete="off"
      />
      <TextInput
        label={T.NOMINEE_CONTACT}
        value={contact}
        onChange={(e) => setContact(e.currentTarget.value)}
        maxLength={200}
        autoComplete="off"
      />
      {note}
      <Group>
        <Button
          loading={busy}
          onClick={() => void run(() => privacyRequest(PRIVACY_PATHS.nominee, { name, contact }), T.NOMINEE_SAVED)}
        >
          {T.NOMINEE_SAVE}
        </Button>
      </Group>
    </Section>
  );
};

/** Password, or a code sent by email; then the deletion for the given reason. */
const DeletionConfirm = ({
  status,
  reason,
  button,
  onDeleted,
}: {
  status: PrivacyStatus;
  reason: 'delete' | 'withdraw-consent';
  button: string;
  onDeleted: () => void;
}) => {
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  const { busy, run, note } = useAction();
  const sendCode = () =>
    run(async () => {
      try {
        await privacyRequest(PRIVACY_PATHS.deletionCode, {});
      } catch (error) {
        // Refused for too many codes this hour: the latest code sent still works, so its field opens (the message says so).
        if (error instanceof PrivacyRequestError && error.status === 429) setCodeSent(true);
        throw error;
      }
      setCodeSent(true);
    }, T.DELETE_CODE_SENT);
  const remove = async () => {
    const body = { reason, ...(password ? { password } : {}), ...(code.trim() ? { code: code.trim() } : {}) };
    if (await run(() => privacyRequest(PRIVACY_PATHS.deleteAccount, body))) onDeleted();
  };
  return (
    <Stack gap="sm">
      {status.hasPassword ? (
        <PasswordInput
          label={T.DELETE_CONFIRM_PASSWORD}
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          autoComplete="current-password"
        />
      ) : null}
      <Text size="sm">{T.DELETE_OR_CODE}</Text>
      <Group>
        <Button variant="default" size="xs" loading={busy && !codeSent} onClick={() => void sendCode()}>
          {T.DELETE_SEND_CODE}
        </Button>
      </Group>
      {codeSent ? (
        <TextInput
          label={T.DELETE_CODE}
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
        />
      ) : null}
      {note}
      <Group>
        <Button color="red" loading={busy} onClick={() => void remove()}>
          {button}
        </Button>
      </Group>
    </Stack>
  );
};

/**
 * The founder's data rights on Privacy & Security: download, correct, nominate, delete, withdraw consent
 * (DPDP Act 2023; apps/server/src/modules/privacy/).
 */
export const DataRightsSection = ({ onDeleted }: { onDeleted: () => void }) => {
  const status = usePrivacyStatus();
  const { online } = useConnection();
  const heading = (
    <Title order={2} size="h4">
      {T.HEADING}
    </Title>
  );
  // Offline before the section could load: it says what it holds and when it comes back, rather than vanishing.
  if (!status.data && !online)
    return (
      <Stack gap="md">
        {heading}
        <Alert color="gray" data-testid="data-rights-offline">
          {T.OFFLINE}
        </Alert>
      </Stack>
    );
  if (!status.data) return status.isError ? <Alert color="red">{serverErrorText(status.error)}</Alert> : null;
  const data = status.data;
  return (
    <Stack gap="md">
      {heading}
      <NeedsConnection gap="md">
        <ExportPart status={data} />
        <CorrectionPart status={data} />
        <NomineePart status={data} />
        <Section title={T.DELETE_TITLE}>
          <Text size="sm">{T.DELETE_ERASED}</Text>
          <Text size="sm">{T.DELETE_KEPT}</Text>
          <DeletionConfirm status={data} reason="delete" button={T.DELETE_BUTTON} onDeleted={onDeleted} />
        </Section>
        <Section title={T.WITHDRAW_TITLE}>
          <Text size="sm">{T.WITHDRAW_BODY}</Text>
          <DeletionConfirm status={data} reason="withdraw-consent" button={T.WITHDRAW_BUTTON} onDeleted={onDeleted} />
        </Section>
      </NeedsConnection>
      {data.consents.length > 0 ? (
        <Section title={T.CONSENTS_HEADING}>
          <List size="sm">
            {data.consents.map((c) => (
              <List.Item key={`${c.version}-${c.acceptedAt}`}>
                {fillText(T.CONSENT_LINE, {
                  version: c.version,
                  time: t(istDateTime(c.acceptedAt)),
                  language: isLocale(c.language) ? LOCALE_NAMES[c.language] : c.language,
                })}
              </List.Item>
            ))}
          </List>
        </Section>
      ) : null}
    </Stack>
  );
};
