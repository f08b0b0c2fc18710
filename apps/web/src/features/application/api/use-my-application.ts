import { useQuery } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/graphql.ts';
import { pageStartAnswerOr } from '../../../lib/page-start-queries.ts';
import { useSession } from '../../../lib/use-session.ts';

export const MY_APPLICATION_KEY = ['my-application'] as const;

/**
 * The signed-in founder's application, or null before the personal step is first saved. The page's first read may
 * take the answer asked for as the page started (lib/page-start-queries.ts).
 */
export const useMyApplication = (options: { refetchOnMount?: boolean } = {}) => {
  const { state } = useSession();
  const userId = state.status === 'signed-in' ? state.user.id : undefined;
  return useQuery({
    queryKey: MY_APPLICATION_KEY,
    queryFn: async ({ signal }) => (await pageStartAnswerOr('MyApplication', userId, () => graphqlRequest('MyApplication', {}, signal))).myApplication,
    staleTime: 0,
    refetchOnMount: options.refetchOnMount ?? true,
  });
};
