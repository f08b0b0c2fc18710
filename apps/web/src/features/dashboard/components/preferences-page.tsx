import { Divider, Paper, Skeleton, Stack, Switch } from '@mantine/core';
import { useViewer, type Preferences } from '../api/viewer.ts';
import { usePreferenceToggle } from '../hooks/use-preference-toggle.ts';
import { AccountPageFrame } from '../../../components/account-page-frame.tsx';
import { ViewerError } from './viewer-error.tsx';
import { t } from '../../../lib/i18n.ts';

const PREFERENCES: { name: keyof Preferences; label: string; description: string }[] = [
  {
    name: 'emailUpdates',
    label: 'Email updates',
    description:
      'News about your application and the cohort by email. Messages about your account itself (such as a password reset) are always sent.',
  },
  {
    name: 'notifications',
    label: 'Notifications',
    description: 'Tell me in the portal when something about my application changes.',
  },
  { name: 'darkMode', label: 'Dark Mode', description: 'Use a dark colour scheme on every device where you sign in.' },
];

/** Email preferences: the account menu's item opens this view (it does not sign out). */
export const PreferencesPage = () => {
  const viewer = useViewer();
  const { toggle } = usePreferenceToggle();
  return (
    <AccountPageFrame
      title={t('Email Preferences')}
      intro={t('Choose what we send you and how the portal looks. Changes are saved at once.')}
    >
      {viewer.error && !viewer.data ? (
        <ViewerError error={viewer.error} onRetry={() => void viewer.refetch()} retrying={viewer.isFetching} />
      ) : viewer.data ? (
        <Paper withBorder p="lg">
          <Stack gap="md">
            {PREFERENCES.map((preference, index) => (
              <Stack key={preference.name} gap="md">
                {index > 0 ? <Divider /> : null}
                <Switch
                  size="md"
                  label={t(preference.label)}
                  description={t(preference.description)}
                  checked={viewer.data?.preferences[preference.name] ?? false}
                  onChange={(event) => toggle(preference.name, event.currentTarget.checked)}
                />
              </Stack>
            ))}
          </Stack>
        </Paper>
      ) : (
        <Skeleton height={220} radius="md" />
      )}
    </AccountPageFrame>
  );
};
