import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { SYNC_MESSAGES } from '@portal/shared/texts/sync-messages';

/**
 * Above every step while the phone refuses to keep changes not sent yet (its storage full): they are sent from the
 * open page, and closing it would lose them.
 */
export const ChangesOnlyInPageNote = () => (
  <Alert
    color="orange"
    variant="light"
    icon={<IconAlertTriangle size={18} aria-hidden />}
    role="alert"
    data-testid="changes-only-in-page"
    mb="sm"
  >
    {SYNC_MESSAGES.NOT_KEPT_ON_PHONE}
  </Alert>
);
