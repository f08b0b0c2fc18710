import { List, Paper, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { ALWAYS_SENT_EMAILS, EMAIL_PREFERENCE_TEXTS } from '@portal/shared/account/email-preferences';
import { useViewer } from '../api/viewer.ts';
import { usePreferenceToggle } from '../hooks/use-preference-toggle.ts';
import { AccountPageFrame } from '../../../components/account-page-frame.tsx';
import { ViewerError } from './viewer-error.tsx';
import { MessageChannelsSection } from './message-channels.tsx';

/**
 * Email preferences: the emails that are always sent (none of them can be switched off, so there is no switch
 * that would pretend otherwise), the reminders before a cohort closes (the one email a founder can switch off; the
 * stop link in each reminder switches the same preference), and Dark Mode.
 */
export const PreferencesPage = () => {
  const viewer = useViewer();
  const { toggle } = usePreferenceToggle();
  const texts = EMAIL_PREFERENCE_TEXTS;
  return (
    <AccountPageFrame title={texts.title} intro={texts.intro}>
      <Paper withBorder p="lg" component="section" aria-labelledby="always-sent-title">
        <Stack gap="sm">
          <Title order={2} size="h4" id="always-sent-title">
            {texts.alwaysSentTitle}
          </Title>
          <Text size="sm">{texts.alwaysSentIntro}</Text>
          <List size="sm" spacing="xs" data-testid="always-sent-emails">
            {ALWAYS_SENT_EMAILS.map((email) => (
              <List.Item key={email}>{texts.emails[email]}</List.Item>
            ))}
          </List>
        </Stack>
      </Paper>
      <Paper withBorder p="lg" component="section" aria-labelledby="reminders-title">
        <Stack gap="md">
          <Title order={2} size="h4" id="reminders-title">
            {texts.remindersTitle}
          </Title>
          {viewer.data ? (
            <Switch
              size="md"
              label={texts.reminders}
              description={texts.remindersDescription}
              checked={viewer.data.preferences.reminders}
              onChange={(event) => toggle('reminders', event.currentTarget.checked)}
            />
          ) : viewer.error ? null : (
            <Skeleton height={48} radius="md" />
          )}
        </Stack>
      </Paper>
      {viewer.data ? <MessageChannelsSection preferences={viewer.data.preferences} /> : null}
      <Paper withBorder p="lg" component="section" aria-labelledby="display-title">
        <Stack gap="md">
          <Title order={2} size="h4" id="display-title">
            {texts.displayTitle}
          </Title>
          {viewer.error && !viewer.data ? (
            <ViewerError error={viewer.error} onRetry={() => void viewer.refetch()} retrying={viewer.isFetching} />
          ) : viewer.data ? (
            <Switch
              size="md"
              label={texts.darkMode}
              description={texts.darkModeDescription}
              checked={viewer.data.preferences.darkMode}
              onChange={(event) => toggle('darkMode', event.currentTarget.checked)}
            />
          ) : (
            <Skeleton height={48} radius="md" />
          )}
        </Stack>
      </Paper>
    </AccountPageFrame>
  );
};
