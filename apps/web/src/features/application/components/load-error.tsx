import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { MESSAGES } from '@portal/shared/texts/messages';
import { WIZARD_TEXTS } from '../lib/texts.ts';
import { MUTED } from '../lib/tones.ts';

/** 'Something went wrong' with 'Try Again', which reloads the page. */
export const LoadError = () => (
  <Center mih="70vh" p="md">
    <Stack align="center" gap="sm" role="alert" maw={420}>
      <IconAlertTriangle size={48} color="var(--mantine-color-red-6)" aria-hidden />
      <Title order={1} size="h2" ta="center">
        {MESSAGES.SOMETHING_WENT_WRONG}
      </Title>
      <Text c={MUTED} ta="center">
        {WIZARD_TEXTS.loadErrorHint}
      </Text>
      <Button leftSection={<IconRefresh size={16} aria-hidden />} onClick={() => window.location.reload()}>
        {MESSAGES.TRY_AGAIN}
      </Button>
    </Stack>
  </Center>
);
