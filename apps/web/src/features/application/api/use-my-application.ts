import { queryOptions, useQuery } from '@tanstack/react-query';
import { FIRST_ANSWER_FRESH_MS } from '@portal/shared/limits';
import { graphqlRequest } from '../../../lib/graphql.ts';
import { pageStartAnswerOr } from '../../../lib/page-start-queries.ts';
import { useSignedInId } from '../../../lib/use-session.ts';
import { queryClient } from '../../../lib/query-client.ts';
import type { ApplicationRecord } from '@portal/shared/application/application-record';
import { isLocalApplicationId } from '../lib/local-application.ts';
import { keepNewerCopy } from '../lib/record-freshness.ts';

export const MY_APPLICATION_KEY = ['my-application'] as const;
// However it arrives (a read, a save's answer from any tab), an older copy never replaces the one shown.
queryClient.setQueryDefaults(MY_APPLICATION_KEY, { structuralSharing: keepNewerCopy });

/**
 * The signed-in founder's application, or null before the personal step is first saved (or, started on this phone
 * without a connection, the phone's own copy until the start is sent: lib/offline-start.ts). The page's first read may
 * take the answer asked for as the page started (lib/page-start-queries.ts). Every page that shows it asks again,
 * unless the answer has only just come (the one read for the page's first render, app/signed-in-area.tsx).
 */
export const myApplicationQuery = (userId: string | undefined) =>
  queryOptions({
    queryKey: MY_APPLICATION_KEY,
    queryFn: async ({ signal }) => {
      // Started on this phone and not sent yet: the server's answer would still be the earlier application.
      const cached = queryClient.getQueryData<ApplicationRecord | null>(MY_APPLICATION_KEY);
      if (cached && isLocalApplicationId(cached.id)) return cached;
      return (await pageStartAnswerOr('MyApplication', userId, () => graphqlRequest('MyApplication', {}, signal))).myApplication;
    },
    staleTime: FIRST_ANSWER_FRESH_MS,
  });

export const useMyApplication = (options: { refetchOnMount?: boolean } = {}) => {
  return useQuery({
    ...myApplicationQuery(useSignedInId()),
    refetchOnMount: options.refetchOnMount ?? true,
  });
};
