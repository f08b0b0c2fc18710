import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { t } from '../lib/i18n.ts';

/** Title, intro and a way back to the dashboard, for each account page. */
export const AccountPageFrame = ({ title, intro, children }: { title: string; intro: string; children: ReactNode }) => (
  <Stack gap="lg" maw={760}>
    <Anchor component={Link} to="/dashboard" size="sm" className="tap-link">
      <Group gap={4} wrap="nowrap">
        <IconArrowLeft size={16} aria-hidden className="flip-in-rtl" />
        {t('Back to dashboard')}
      </Group>
    </Anchor>
    <div>
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text c="dimmed">{intro}</Text>
    </div>
    {children}
  </Stack>
);
