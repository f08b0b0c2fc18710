import { useSyncExternalStore } from 'react';
import { useNetwork } from '@mantine/hooks';
import { serverReachability } from './reachability.ts';

/**
 * Whether requests can reach the portal now: the browser has a network and our server answered the last request
 * (reachability.ts). `networkOnline` tells the two apart (no network at all, or a network that does not reach us).
 */
export const useConnection = (): { online: boolean; networkOnline: boolean } => {
  const network = useNetwork();
  const reachable = useSyncExternalStore(serverReachability.subscribe, serverReachability.isReachable);
  return { online: network.online && reachable, networkOnline: network.online };
};
