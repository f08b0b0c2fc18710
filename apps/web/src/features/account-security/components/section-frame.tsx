import type { ReactNode } from 'react';
import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { t } from '../../../lib/i18n.ts';
import { NeedsConnection } from '../../../components/needs-connection.tsx';

/**
 * One card of the security page: title, a line of explanation, the controls, and the last outcome. Every control
 * here acts on the server at once, so offline they are turned off with the reason shown.
 */
export const SectionFrame = ({
  title,
  intro,
  error,
  notice,
  children,
}: {
  title: string;
  intro: string;
  error?: string | null;
  notice?: string | null;
  children: ReactNode;
}) => (
  <Paper withBorder p="lg" component="section" aria-label={title}>
    <Stack gap="sm">
      <Title order={2} size="h4">
        {title}
      </Title>
      <Text size="sm" c="dimmed">
        {intro}
      </Text>
      {error ? (
        <Alert color="red" role="alert">
          {t(error)}
        </Alert>
      ) : null}
      {notice ? (
        <Alert color="teal" role="status">
          {t(notice)}
        </Alert>
      ) : null}
      <NeedsConnection>{children}</NeedsConnection>
    </Stack>
  </Paper>
);
