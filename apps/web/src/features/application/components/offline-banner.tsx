import { Alert } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconWifiOff } from '@tabler/icons-react';
import { WIZARD_TEXTS } from '../lib/texts.ts';

export const OfflineBanner = () => {
  const { online } = useNetwork();
  if (online) return null;
  return (
    <Alert role="status" color="orange" variant="light" icon={<IconWifiOff size={18} aria-hidden />}>
      {WIZARD_TEXTS.offline}
    </Alert>
  );
};
