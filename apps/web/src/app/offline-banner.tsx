import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { Alert } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { APP_SHELL_MESSAGES } from '@portal/shared/texts/app-shell-messages';
import { changesOnlyInPage, subscribeChangesKept } from '../lib/device-storage.ts';
import { useConnection } from '../lib/use-connection.ts';

/** Pages whose actions go to the server at once, so the banner does not promise to send them later. */
const PAGES_THAT_KEEP_NOTHING = ['/account/security'];

/**
 * Which text the banner says: whether the page keeps changes to send later, and whether the phone has a network. Keys,
 * read at render: a language's texts are laid over APP_SHELL_MESSAGES when it is chosen.
 */
const BANNER_TEXT = {
  kept: { offline: 'OFFLINE', unreachable: 'UNREACHABLE' },
  inPageOnly: { offline: 'OFFLINE_IN_PAGE', unreachable: 'UNREACHABLE_IN_PAGE' },
  keepsNothing: { offline: 'OFFLINE_NOT_KEPT', unreachable: 'UNREACHABLE_NOT_KEPT' },
} as const;

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
  // The phone refused to keep some changes (its storage full): they are sent from this page, not kept on the phone.
  const inPageOnly = useSyncExternalStore(subscribeChangesKept, changesOnlyInPage);
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
      {
        APP_SHELL_MESSAGES[
          BANNER_TEXT[keepsNothing ? 'keepsNothing' : inPageOnly ? 'inPageOnly' : 'kept'][
            networkOnline ? 'unreachable' : 'offline'
          ]
        ]
      }
    </Alert>
  );
};
