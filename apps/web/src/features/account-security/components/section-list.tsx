import type { ReactNode } from 'react';
import { Stack, Text } from '@mantine/core';

/** A section's list of what the account holds (passkeys, tokens), or the line that says there is none yet. */
export const SectionList = ({ empty, isEmpty, children }: { empty: string; isEmpty: boolean; children: ReactNode }) => (
  <Stack gap="xs">
    {children}
    {isEmpty ? (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    ) : null}
  </Stack>
);
