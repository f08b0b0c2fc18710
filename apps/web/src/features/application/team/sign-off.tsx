import { useState } from 'react';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconChecks } from '@tabler/icons-react';
import { NeedsConnection } from '../../../components/needs-connection.tsx';
import { graphqlRequest } from '../../../lib/graphql.ts';
import { t } from '../../../lib/i18n.ts';
import { messageOf, missingSignOffs, useTeamAction, type Team } from './team-api.ts';

/**
 * The cohort asks every member to confirm "I have read the whole application" before a submit: the founder's own
 * confirmation and who has not confirmed yet (Submit stays disabled until everyone has). A save clears them all.
 */
export const SignOff = ({ team }: { team: Team }) => {
  const act = useTeamAction(team.applicationId);
  const [error, setError] = useState<string | null>(null);
  if (!team.signOffRequired) return null;
  const you = team.members.find((m) => m.isYou);
  const missing = missingSignOffs(team);
  const confirm = () =>
    act(() => graphqlRequest('ConfirmReadApplication', { applicationId: team.applicationId })).then(
      () => setError(null),
      (e: unknown) => setError(messageOf(e)),
    );
  return (
    <Alert color={missing.length > 0 ? 'orange' : 'green'} variant="light" data-testid="sign-off">
      <Stack gap="xs">
        <Text size="sm">{t('Every co-founder confirms they have read the whole application before it is submitted.')}</Text>
        {you && !you.readConfirmed ? (
          <NeedsConnection>
            <Button
              leftSection={<IconChecks size={18} aria-hidden />}
              onClick={() => void confirm()}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('I have read the whole application')}
            </Button>
          </NeedsConnection>
        ) : null}
        {missing.length > 0 ? (
          <Text size="sm" fw={500} data-testid="sign-off-missing">
            {t('Not confirmed yet: {names}', { names: missing.join(', ') })}
          </Text>
        ) : (
          <Text size="sm" fw={500}>
            {t('Everyone has confirmed.')}
          </Text>
        )}
        {error ? (
          <Text size="sm" c="red" role="alert">
            {error}
          </Text>
        ) : null}
      </Stack>
    </Alert>
  );
};
