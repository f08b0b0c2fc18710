import { useState, useSyncExternalStore } from 'react';
import { Button, Group, Paper, Text } from '@mantine/core';
import { APP_SHELL_MESSAGES } from '@portal/shared/app-shell-messages';
import { isUpdateWaiting, reloadIntoUpdate, subscribeToUpdate } from './update-store.ts';

/**
 * "Update available — Reload" once a new deployment is installed. The page keeps running the version it
 * started with until the founder reloads (what they typed is kept on the device), so old and new chunks never mix.
 */
export const UpdatePrompt = () => {
  const waiting = useSyncExternalStore(subscribeToUpdate, isUpdateWaiting);
  const [reloading, setReloading] = useState(false);
  if (!waiting) return null;
  return (
    <Paper
      role="status"
      aria-live="polite"
      shadow="md"
      withBorder
      p="sm"
      style={{ position: 'fixed', insetInline: 8, bottom: 8, zIndex: 400, maxWidth: 480, marginInline: 'auto' }}
    >
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <div>
          <Text fw={700}>{APP_SHELL_MESSAGES.UPDATE_AVAILABLE}</Text>
          <Text size="sm">{APP_SHELL_MESSAGES.UPDATE_HINT}</Text>
        </div>
        <Button
          loading={reloading}
          onClick={() => {
            setReloading(true);
            void reloadIntoUpdate();
          }}
        >
          {APP_SHELL_MESSAGES.UPDATE_RELOAD}
        </Button>
      </Group>
    </Paper>
  );
};
