import { useEffect, useSyncExternalStore } from 'react';
import { Alert } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconWifiOff } from '@tabler/icons-react';
import { APP_SHELL_MESSAGES } from '@portal/shared/texts/app-shell-messages';
import { serverReachability } from '../lib/reachability.ts';

/** Height the banner takes at the top while shown: other sticky parts (the wizard's step list) sit below it. */
const OFFSET_VARIABLE = '--offline-banner-offset';
const HEIGHT = '3.25rem';

/**
 * On every signed-in page while the browser has no network, or has one but our server did not answer the last
 * request (lib/reachability.ts); stays in view (sticky) when the page scrolls.
 */
export const OfflineBanner = () => {
  const network = useNetwork();
  const reachable = useSyncExternalStore(serverReachability.subscribe, serverReachability.isReachable);
  const online = network.online && reachable;
  useEffect(() => {
    if (online) return;
    document.documentElement.style.setProperty(OFFSET_VARIABLE, HEIGHT);
    return () => {
      document.documentElement.style.removeProperty(OFFSET_VARIABLE);
    };
  }, [online]);
  if (online) return null;
  return (
    <Alert
      role="status"
      color="orange"
      variant="filled"
      radius={0}
      py={8}
      icon={<IconWifiOff size={18} aria-hidden />}
      style={{ position: 'sticky', top: 0, zIndex: 300, minHeight: HEIGHT }}
    >
      {network.online ? APP_SHELL_MESSAGES.UNREACHABLE : APP_SHELL_MESSAGES.OFFLINE}
    </Alert>
  );
};
