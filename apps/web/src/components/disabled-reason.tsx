import { Text } from '@mantine/core';

/**
 * The visible reason a control is disabled, right after it; give the control `aria-describedby={id}` so a screen
 * reader says it too. Nothing when there is no reason.
 */
export const DisabledReason = ({ id, reason }: { id: string; reason: string | null | undefined }) =>
  reason ? (
    <Text size="sm" c="dimmed" id={id}>
      {reason}
    </Text>
  ) : null;
