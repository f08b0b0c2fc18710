import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ViewerQuery } from '@portal/shared/graphql/graphql-types.generated';
import { graphqlRequest } from '../../../lib/graphql.ts';
import { pageStartAnswerOr } from '../../../lib/page-start-queries.ts';
import { useSignedInId } from '../../../lib/use-session.ts';

/** The `Viewer` operation's answer (packages/shared/src/graphql/operations.ts), generated: the signed-in founder. */
export type Viewer = NonNullable<ViewerQuery['viewer']>;
export type Preferences = Viewer['preferences'];
export type ViewerApplication = NonNullable<Viewer['application']>;
/** A decision the program team has published (never an internal review state). */
export type PublishedDecision = NonNullable<Viewer['decision']>;

export const VIEWER_QUERY_KEY = ['viewer'] as const;

/**
 * The signed-in founder with preferences and application status; null when the API says nobody is signed in. The
 * page's first read may take the answer asked for as the page started (lib/page-start-queries.ts).
 */
export const viewerQuery = (userId: string | undefined) =>
  queryOptions({
    queryKey: VIEWER_QUERY_KEY,
    queryFn: async ({ signal }) => (await pageStartAnswerOr('Viewer', userId, () => graphqlRequest('Viewer', {}, signal))).viewer,
  });

export const useViewer = () => useQuery(viewerQuery(useSignedInId()));

/**
 * Saves a change to the preferences, showing it at once (optimistic) and putting the old value back if the
 * save fails. Only the preferences given are changed on the server.
 */
export const useUpdatePreferences = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: Partial<Preferences>) =>
      (await graphqlRequest('UpdatePreferences', { input: change })).updatePreferences,
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: VIEWER_QUERY_KEY });
      const before = queryClient.getQueryData<Viewer | null>(VIEWER_QUERY_KEY);
      if (before)
        queryClient.setQueryData<Viewer>(VIEWER_QUERY_KEY, { ...before, preferences: { ...before.preferences, ...change } });
      return { before };
    },
    onError: (_error, _change, context) => {
      if (context?.before) queryClient.setQueryData(VIEWER_QUERY_KEY, context.before);
    },
    onSuccess: (preferences) => {
      queryClient.setQueryData<Viewer | null>(VIEWER_QUERY_KEY, (viewer) => (viewer ? { ...viewer, preferences } : viewer));
    },
  });
};
