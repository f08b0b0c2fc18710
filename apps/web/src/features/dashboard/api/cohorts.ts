import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  MyApplicationsQuery,
  OpenCohortsQuery,
  StartApplicationMutationVariables,
} from '@portal/shared/graphql/graphql-types.generated';
import { IN_PROGRESS_STATUS, SUBMITTED_STATUS } from '@portal/shared/application/application-status';
import { graphqlRequest, NetworkError } from '../../../lib/graphql.ts';
import { pageStartAnswerOr } from '../../../lib/page-start-queries.ts';
import { useSignedInId } from '../../../lib/use-session.ts';
import { VIEWER_QUERY_KEY, type Viewer } from './viewer.ts';

/** A cohort taking applications now, and one of the founder's applications (newest first, one per cohort). */
export type OpenCohort = OpenCohortsQuery['openCohorts'][number];
export type ApplicationSummary = MyApplicationsQuery['myApplications'][number];

/** Kept in the device copy (app/signed-in-area.tsx): offline, the dashboard still offers the open cohorts. */
export const OPEN_COHORTS_KEY = ['cohorts', 'open'] as const;
export const MY_APPLICATIONS_KEY = ['my-applications'] as const;

/** The page's first read may take the answer asked for as the page started (lib/page-start-queries.ts). */
export const openCohortsQuery = (userId: string | undefined) =>
  queryOptions({
    queryKey: OPEN_COHORTS_KEY,
    queryFn: async ({ signal }) =>
      (await pageStartAnswerOr('OpenCohorts', userId, () => graphqlRequest('OpenCohorts', {}, signal))).openCohorts,
  });

export const useOpenCohorts = () => useQuery(openCohortsQuery(useSignedInId()));

/**
 * The server's list of the founder's unsubmitted applications, with when it was asked for (ms): the route lets the
 * save queue forget what it keeps for any other application (one left or submitted).
 */
export type ApplicationsListed = (unsubmittedIds: string[], askedAt: number) => void;

export const useMyApplications = (onListed?: ApplicationsListed) => {
  const userId = useSignedInId();
  return useQuery({
    queryKey: MY_APPLICATIONS_KEY,
    queryFn: async ({ signal }) => {
      let askedAt = Date.now();
      const ask = () => graphqlRequest('MyApplications', {}, signal);
      const list = (await pageStartAnswerOr('MyApplications', userId, ask, (at) => (askedAt = at))).myApplications;
      onListed?.(
        list.filter((a) => a.status !== SUBMITTED_STATUS).map((a) => a.id),
        askedAt,
      );
      return list;
    },
  });
};

/** Which cohort; with `copyFrom`, one of the founder's own applications to start from (and whether to keep its files). */
export type StartApplicationChoice = StartApplicationMutationVariables;

/** What a start made without a connection left on the phone (app/routes/dashboard-route.tsx composes it). */
export interface StartedOffline {
  id: string;
  companyName: string | null;
}
export type StartOffline = (choice: StartApplicationChoice) => Promise<StartedOffline>;

/** The dashboard's own answers, as they read after a start that waits on the phone for a connection. */
const showStartedOffline = (client: QueryClient, choice: StartApplicationChoice, started: StartedOffline) => {
  const cohort = client.getQueryData<OpenCohort[]>(OPEN_COHORTS_KEY)?.find((c) => c.id === choice.cohortId) ?? null;
  client.setQueryData<ApplicationSummary[]>(MY_APPLICATIONS_KEY, (list = []) => [
    {
      id: started.id,
      status: IN_PROGRESS_STATUS,
      createdAt: new Date().toISOString(),
      submittedAt: null,
      current: true,
      cohort,
      decision: null,
    },
    ...list.map((a) => ({ ...a, current: false })),
  ]);
  client.setQueryData<Viewer | null>(VIEWER_QUERY_KEY, (viewer) =>
    viewer
      ? {
          ...viewer,
          application: { id: started.id, status: IN_PROGRESS_STATUS, companyName: started.companyName },
          decision: null,
        }
      : viewer,
  );
};

/**
 * Starts an application to an open cohort. It becomes the current one, which nearly every answer the founder's
 * pages hold (the Viewer, MyApplication, these lists) depends on: all are asked again. Without a connection,
 * `startOffline` keeps the start on the phone and it is sent with the saves (docs/offline.md). `onStarted` follows a
 * start (the dashboard opens the wizard).
 */
export const useStartApplication = (startOffline?: StartOffline, onStarted?: () => void) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (choice: StartApplicationChoice) => {
      try {
        await graphqlRequest('StartApplication', choice);
      } catch (error) {
        if (!(error instanceof NetworkError) || !startOffline) throw error;
        showStartedOffline(client, choice, await startOffline(choice));
      }
    },
    // The pages are asked again first, so the wizard opens on the new application. `onStarted` is called here, not from
    // `mutate`'s options: the refreshed dashboard no longer shows the button that started it, and TanStack Query drops
    // `mutate`'s callbacks once their component is gone (the wizard then did not open, now and then).
    onSuccess: async () => {
      await client.invalidateQueries();
      onStarted?.();
    },
    // Not paused while the browser is offline (TanStack's default): without a connection the start waits on the phone.
    networkMode: startOffline ? 'always' : 'online',
  });
};
