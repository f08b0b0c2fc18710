import type { ReactNode } from 'react';
import { Paper, Title, type MantineSpacing } from '@mantine/core';

/** A bordered card of a page under its own heading, `titleGap` above what follows. */
export const TitledCard = ({ title, titleGap, children }: { title: string; titleGap: MantineSpacing; children: ReactNode }) => (
  <Paper withBorder p="lg">
    <Title order={2} size="h4" mb={titleGap}>
      {title}
    </Title>
    {children}
  </Paper>
);
