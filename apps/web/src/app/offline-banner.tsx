import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { Alert } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { APP_SHELL_MESSAGES } from '@portal/shared/texts/app-shell-messages';
import { useConnection } from '../lib/use-connection.ts';

/** Pages whose actions go to the server at once, so the banner does not promise to send them later. */
const PAGES_THAT_KEEP_NOTHING = ['/account/security'];

/** Height the banner takes at the top while shown: other sticky parts (the wizard's step list) sit below it. */
const OFFSET_VARIABLE = '--offline-banner-offset';
const HEIGHT = '3.25rem';

/**
 * On every signed-in page while the browser has no network, or has one but our server did not answer the last
 * request (lib/reachability.ts); stays in view (sticky) when the page scrolls. It promises to send changes later
 * only where the page keeps them on the device.
 */
export const OfflineBanner = () => {
  const { online, networkOnline } = useConnection();
  const keepsNothing = PAGES_THAT_KEEP_NOTHING.includes(useLocation().pathname);
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
      {keepsNothing
        ? networkOnline
          ? APP_SHELL_MESSAGES.UNREACHABLE_NOT_KEPT
          : APP_SHELL_MESSAGES.OFFLINE_NOT_KEPT
        : networkOnline
          ? APP_SHELL_MESSAGES.UNREACHABLE
          : APP_SHELL_MESSAGES.OFFLINE}
    </Alert>
  );
};
