import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { CO_FOUNDER_MESSAGES as CO, CO_FOUNDER_TOKEN_PATTERN } from '@portal/shared/co-founders/co-founder-rules';
import { MESSAGES } from '@portal/shared/texts/messages';
import { NeedsConnection } from '../../../components/needs-connection.tsx';
import { graphqlRequest, type ResultOf } from '../../../lib/graphql.ts';
import { t } from '../../../lib/i18n.ts';
import { messageOf } from './team-api.ts';

type InviteLink = ResultOf<'CoFounderInviteLink'>['coFounderInviteLink'];

/** By key, read when shown: a language chosen later lays its own texts over CO_FOUNDER_MESSAGES. */
const STATE_TEXTS: Record<string, keyof typeof CO> = {
  used: 'INVITE_USED',
  expired: 'INVITE_EXPIRED',
  revoked: 'INVITE_REVOKED',
};

/**
 * /join?token=…: where a co-founder's invite lands, once signed in (a signed-out visitor signs up or signs in first
 * and comes back here). It says who invites them to which startup; with an application of their own in that cohort
 * they choose: keep theirs (and not join), or leave it and join. Joining never moves or merges their own.
 */
export const JoinPage = () => {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const valid = CO_FOUNDER_TOKEN_PATTERN.test(token);
  const [link, setLink] = useState<InviteLink | null>(null);
  const [loadError, setLoadError] = useState<string | null>(valid ? null : t(CO.INVITE_NOT_FOUND));
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!valid) return;
    const controller = new AbortController();
    graphqlRequest('CoFounderInviteLink', { token }, controller.signal)
      .then((data) => setLink(data.coFounderInviteLink))
      .catch((error: unknown) => !controller.signal.aborted && setLoadError(messageOf(error)));
    return () => controller.abort();
  }, [token, valid, attempt]);

  return (
    <Stack gap="md" maw={560} data-testid="join-page">
      <Title order={1} size="h2">
        {t('Join your co-founder')}
      </Title>
      {loadError ? (
        <Alert color="red" role="alert">
          <Stack gap="xs">
            <Text size="sm">{loadError}</Text>
            {valid ? (
              <Button
                size="compact-md"
                variant="default"
                style={{ alignSelf: 'flex-start' }}
                onClick={() => {
                  setLoadError(null);
                  setAttempt((n) => n + 1);
                }}
              >
                {MESSAGES.TRY_AGAIN}
              </Button>
            ) : null}
          </Stack>
        </Alert>
      ) : !link ? (
        <Loader aria-label={MESSAGES.LOADING} />
      ) : (
        <InviteAnswer link={link} token={token} />
      )}
    </Stack>
  );
};

const InviteAnswer = ({ link, token }: { link: InviteLink; token: string }) => {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const stateText = STATE_TEXTS[link.state];
  const toDashboard = () => void navigate('/dashboard', { replace: true });

  if (link.alreadyMember) {
    return (
      <Stack gap="sm">
        <Alert color="green">{t(CO.ALREADY_MEMBER)}</Alert>
        <Button onClick={toDashboard} style={{ alignSelf: 'flex-start' }}>
          {t('Go to your dashboard')}
        </Button>
      </Stack>
    );
  }
  if (stateText)
    return (
      <Alert color="orange" role="alert">
        {t(CO[stateText])}
      </Alert>
    );
  if (link.forThisAccount === false) {
    return (
      <Alert color="orange" role="alert">
        {t(CO.INVITE_OTHER_ADDRESS)}
      </Alert>
    );
  }

  const join = async (leaveOwn: boolean) => {
    setBusy(true);
    try {
      await graphqlRequest('JoinApplication', { token, leaveOwn });
      // "My application" is now the shared one: no answer about the earlier one may stay.
      queryClient.removeQueries();
      toDashboard();
    } catch (e) {
      setError(messageOf(e));
      setBusy(false);
    }
  };
  const own = link.ownApplication;
  const ownName = own?.startupName || t('your application');
  return (
    <Stack gap="sm">
      <Text data-testid="join-invite">
        {link.startupName
          ? t('{inviter} invites you to work with them on the application of {startup}.', {
              inviter: link.inviterName,
              startup: link.startupName,
            })
          : t('{inviter} invites you to work with them on their application.', { inviter: link.inviterName })}
      </Text>
      <Text size="sm" c="dimmed">
        {t('You will each use your own account; everyone on the team can edit and submit the application.')}
      </Text>
      <NeedsConnection>
        {own ? (
          <Alert color="orange" variant="light" data-testid="join-own-application">
            <Stack gap="xs">
              <Text size="sm">{t(CO.OWN_APPLICATION_IN_COHORT)}</Text>
              <Text size="sm" fw={500}>
                {own.otherMembers > 0
                  ? t('If you leave {name}, it stays with its other members.', { name: ownName })
                  : own.submitted
                    ? t('{name} is submitted and you are its only member: it cannot be left.', { name: ownName })
                    : t('If you leave {name}, it is deleted: you are its only member.', { name: ownName })}
              </Text>
              <Group gap="xs">
                <Button variant="default" onClick={toDashboard}>
                  {t('Keep mine, do not join')}
                </Button>
                {own.submitted && own.otherMembers === 0 ? null : (
                  <Button color="red" loading={busy} onClick={() => void join(true)}>
                    {t('Leave mine and join')}
                  </Button>
                )}
              </Group>
            </Stack>
          </Alert>
        ) : (
          <Button loading={busy} onClick={() => void join(false)} style={{ alignSelf: 'flex-start' }}>
            {t('Join the application')}
          </Button>
        )}
      </NeedsConnection>
      {error ? (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      ) : null}
    </Stack>
  );
};
