import { Group, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import classes from './form-error.module.css';
import { t } from '../../../lib/i18n.ts';

/** The inline error box of the sign-in and sign-up forms: announced at once (role=alert). */
export const FormError = ({ id, message }: { id: string; message: string | null }) =>
  message ? (
    <Group id={id} role="alert" gap="xs" wrap="nowrap" align="flex-start" className={classes.box}>
      <IconAlertCircle size={20} aria-hidden className={classes.icon} />
      <Text size="sm">{t(message)}</Text>
    </Group>
  ) : null;
