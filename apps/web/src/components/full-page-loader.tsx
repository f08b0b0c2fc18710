import { Center, Loader, Stack, Text } from '@mantine/core';
import { SIGN_IN_MESSAGES as MESSAGES } from '@portal/shared/texts/sign-in-messages';

/** The centred spinner with 'Loading...' that shows while the session (or a page) loads. */
export const FullPageLoader = () => (
  <Center mih="100dvh" role="status" aria-live="polite">
    <Stack align="center" gap="sm">
      <Loader size="lg" aria-hidden />
      <Text c="dimmed">{MESSAGES.LOADING}</Text>
    </Stack>
  </Center>
);
