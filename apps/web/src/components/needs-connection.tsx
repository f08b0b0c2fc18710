import type { ReactNode } from 'react';
import { Group, Text, type MantineSpacing } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { APP_SHELL_MESSAGES } from '@portal/shared/texts/app-shell-messages';
import { useConnection } from '../lib/use-connection.ts';

/** A fieldset without its frame, laying its children out like the Stack it stands in. */
const BARE_FIELDSET = {
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
} as const;

/**
 * Controls whose action goes to the server at once and is never kept to send later: while offline they are turned
 * off (a disabled fieldset turns off every button and field inside) and the reason stands above them, so nothing
 * fails with "network error" and nothing is greyed out without a word.
 */
export const NeedsConnection = ({ children, gap = 'sm' }: { children: ReactNode; gap?: MantineSpacing }) => {
  const { online } = useConnection();
  return (
    <>
      {online ? null : (
        <Group gap={6} wrap="nowrap" align="flex-start" data-testid="needs-connection">
          <IconWifiOff size={16} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
          <Text size="sm" fw={500}>
            {APP_SHELL_MESSAGES.NEEDS_CONNECTION}
          </Text>
        </Group>
      )}
      <fieldset disabled={!online} style={{ ...BARE_FIELDSET, gap: `var(--mantine-spacing-${gap})` }}>
        {children}
      </fieldset>
    </>
  );
};
