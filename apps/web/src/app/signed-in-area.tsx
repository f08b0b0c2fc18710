import './styles/signed-in.css';
import { Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { onlineManager, QueryClientProvider } from '@tanstack/react-query';
import type { PageStartQuery } from '@portal/shared/web/server-paths';
import { FullPageLoader } from '../components/full-page-loader.tsx';
import { Toasts } from '../components/toasts.tsx';
import { useSignedInUser } from '../lib/use-session.ts';
import { VIEWER_QUERY_KEY, viewerQuery } from '../features/dashboard/api/viewer.ts';
import { MY_APPLICATION_KEY, myApplicationQuery } from '../features/application/api/use-my-application.ts';
import { MY_APPLICATIONS_KEY, OPEN_COHORTS_KEY, openCohortsQuery } from '../features/dashboard/api/cohorts.ts';
import { queryClient } from '../lib/query-client.ts';
import { persistQueries, restoreQueries } from '../lib/query-persistence.ts';
import { OfflineBanner } from './offline-banner.tsx';
import { ConsentGate } from '../features/privacy/consent-gate.tsx';
import { createDeviceCopyRead } from './device-copy-read.ts';

/**
 * The account data a reload without a network shows from the device copy (lib/device-copy.ts): the dashboard's
 * open cohorts and past applications too, so an application can be started offline.
 */
const DEVICE_COPY_QUERIES = [VIEWER_QUERY_KEY, MY_APPLICATION_KEY, OPEN_COHORTS_KEY, MY_APPLICATIONS_KEY];

const deviceCopyRead = createDeviceCopyRead((userId) => restoreQueries(queryClient, userId));

/**
 * MyApplications is not put in the cache here: the dashboard's own query takes its early answer, because that query
 * tells the save queue which applications the server listed (features/dashboard/api/cohorts.ts).
 */
const PREFETCH_FIRST_ANSWER: Partial<Record<PageStartQuery, (userId: string) => Promise<void>>> = {
  Viewer: (userId) => queryClient.prefetchQuery(viewerQuery(userId)),
  MyApplication: (userId) => queryClient.prefetchQuery(myApplicationQuery(userId)),
  OpenCohorts: (userId) => queryClient.prefetchQuery(openCohortsQuery(userId)),
};

/**
 * Called before the page's first render when the page opens signed in (app/router.tsx): the device copy is read
 * then, and the answers the page shows first (asked for as it started, lib/page-start-queries.ts) are put in the
 * cache, so the first render is the page with its answers: not a spinner, then the page's frame with a loader, then
 * the page again. Offline, the device copy stands in for them at once.
 */
export const prepareFirstRender = async (userId: string, startQueries: readonly PageStartQuery[]): Promise<void> => {
  await deviceCopyRead.startEarly(userId);
  if (!onlineManager.isOnline()) return;
  await Promise.allSettled(startQueries.map((query) => PREFETCH_FIRST_ANSWER[query]?.(userId)));
};

/**
 * Everything signed-in pages share: the data cache (TanStack Query), its device copy, the offline banner and
 * toasts. It loads only once someone is signed in, so none of it weighs on the sign-in page; leaving it (signing
 * out) drops the cached account data.
 */
const SignedInArea = () => {
  const { id: userId } = useSignedInUser();
  const [restoredFor, setRestoredFor] = useState(() => (deviceCopyRead.isDone(userId) ? userId : undefined));
  useEffect(() => {
    let current = true;
    void deviceCopyRead.take(userId).then(() => {
      if (current) setRestoredFor(userId);
    });
    const stop = persistQueries(queryClient, userId, DEVICE_COPY_QUERIES);
    return () => {
      current = false;
      stop();
    };
  }, [userId]);
  useEffect(() => () => queryClient.clear(), []);
  if (restoredFor !== userId) return <FullPageLoader />;
  return (
    <QueryClientProvider client={queryClient}>
      <Toasts />
      <OfflineBanner />
      <ConsentGate userId={userId} />
      {/* A page whose code is still on its way suspends here, not at the root: the area (and its data cache) stays. */}
      <Suspense fallback={<FullPageLoader />}>
        <Outlet />
      </Suspense>
    </QueryClientProvider>
  );
};

export default SignedInArea;
