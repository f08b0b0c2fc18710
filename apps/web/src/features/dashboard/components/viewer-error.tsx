import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { MESSAGES } from '@portal/shared/texts/messages';
import { t } from '../../../lib/i18n.ts';
import { serverErrorText } from '../../../lib/server-error-text.ts';

/** Shown when the account's data could not be loaded: what happened and a way to try again. */
export const ViewerError = ({ error, onRetry, retrying }: { error: Error; onRetry: () => void; retrying: boolean }) => (
  <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} title={MESSAGES.SOMETHING_WENT_WRONG} role="alert">
    <Text size="sm">
      {t('We could not load your application status.')}{' '}
      {error.message !== MESSAGES.SOMETHING_WENT_WRONG ? serverErrorText(error) : ''}
    </Text>
    <Group mt="sm">
      <Button
        size="xs"
        variant="light"
        color="red"
        leftSection={<IconRefresh size={14} aria-hidden />}
        loading={retrying}
        onClick={onRetry}
      >
        {MESSAGES.TRY_AGAIN}
      </Button>
    </Group>
  </Alert>
);
