import type { ReactNode } from 'react';
import { Group, Paper, Title } from '@mantine/core';

/** A panel of the console's application detail: its heading (with what it sums up beside it), then its content. */
export const DetailPanel = ({ title, aside, children }: { title: string; aside?: ReactNode; children: ReactNode }) => (
  <Paper withBorder p="md">
    {aside ? (
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h5">
          {title}
        </Title>
        {aside}
      </Group>
    ) : (
      <Title order={2} size="h5" mb="sm">
        {title}
      </Title>
    )}
    {children}
  </Paper>
);
