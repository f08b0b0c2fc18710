import { Portal, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { WIZARD_TEXTS } from '../lib/texts.ts';
import { MUTED } from '../lib/tones.ts';

/** A full-screen 'Application Submitted!' for two seconds, then the dashboard. */
export const SubmittedOverlay = () => (
  <Portal>
    <Stack
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="submitted-title"
      align="center"
      justify="center"
      gap="md"
      p="xl"
      style={{ position: 'fixed', inset: 0, zIndex: 1000, background: 'var(--mantine-color-body)' }}
    >
      <ThemeIcon size={88} radius="xl" color="teal" variant="light">
        <IconCircleCheck size={60} aria-hidden />
      </ThemeIcon>
      <Title order={1} id="submitted-title" ta="center">
        {WIZARD_TEXTS.submitted}
      </Title>
      <Text c={MUTED} ta="center">
        {WIZARD_TEXTS.redirecting}
      </Text>
    </Stack>
  </Portal>
);
