import { useEffect } from 'react';
import { Center, Loader, Stack, Text } from '@mantine/core';
import { isUnauthenticated } from '../../../lib/graphql.ts';
import type { WizardStepId } from '@portal/shared/application/steps';
import { useMyApplication } from '../api/use-my-application.ts';
import { WIZARD_TEXTS } from '../lib/texts.ts';
import { ApplicationWizard } from './application-wizard.tsx';
import { LoadError } from './load-error.tsx';
import { MUTED } from '../lib/tones.ts';

interface Props {
  userId: string;
  step: WizardStepId;
  /** From the dashboard's Apply/Continue: the account's name and email for a blank form. */
  initialData?: { name?: string; email?: string };
  /** The data API no longer knows the session (it ended elsewhere). */
  onSessionExpired?: () => void;
}

/** The wizard once the founder's application (or its absence) is known. */
export const ApplicationPage = ({ userId, step, initialData, onSessionExpired }: Props) => {
  const query = useMyApplication();
  const sessionEnded = isUnauthenticated(query.error);
  useEffect(() => {
    if (sessionEnded) onSessionExpired?.();
  }, [sessionEnded, onSessionExpired]);
  if (query.isPending) {
    return (
      <Center mih="60vh">
        <Stack align="center" gap="xs" role="status">
          <Loader />
          <Text c={MUTED}>{WIZARD_TEXTS.loading}</Text>
        </Stack>
      </Center>
    );
  }
  if (query.data === undefined) return <LoadError />;
  return <ApplicationWizard key={userId} userId={userId} record={query.data} step={step} initialData={initialData} />;
};
