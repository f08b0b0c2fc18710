import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../lib/query-client.ts';

/**
 * Everything signed-in pages share: the data cache (TanStack Query) and toasts. It loads only once someone is
 * signed in, so none of it weighs on the sign-in page; leaving it (signing out) drops the cached account data.
 */
const SignedInArea = () => {
  useEffect(() => () => queryClient.clear(), []);
  return (
    <QueryClientProvider client={queryClient}>
      <Notifications position="top-right" limit={3} />
      <Outlet />
    </QueryClientProvider>
  );
};

export default SignedInArea;
