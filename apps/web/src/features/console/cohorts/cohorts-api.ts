import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConsoleCohortsQuery } from '@portal/shared/graphql/graphql-types.generated';
import type { CohortInput } from '@portal/shared/cohorts/cohort';
import { graphqlRequest } from '../../../lib/graphql.ts';

/** A cohort as the console lists it (packages/shared/src/graphql/cohort-operations.ts). */
export type ConsoleCohort = ConsoleCohortsQuery['consoleCohorts'][number];

const KEY = ['console', 'cohorts'] as const;

export const useConsoleCohorts = () =>
  useQuery({
    queryKey: KEY,
    queryFn: async ({ signal }) => (await graphqlRequest('ConsoleCohorts', {}, signal)).consoleCohorts,
  });

/** Every cohort change refreshes the list (a state follows from the times, so one change may move others). */
const useCohortMutation = <I>(fn: (input: I) => Promise<ConsoleCohort>) => {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => void client.invalidateQueries({ queryKey: KEY }) });
};

export const useSaveCohort = () =>
  useCohortMutation(async ({ cohortId, input }: { cohortId: string | null; input: CohortInput }) =>
    cohortId
      ? (await graphqlRequest('UpdateCohort', { cohortId, input })).updateCohort
      : (await graphqlRequest('CreateCohort', { input })).createCohort,
  );

export type CohortAction = 'open' | 'close' | 'archive';

export const useCohortAction = () =>
  useCohortMutation(async ({ cohortId, action }: { cohortId: string; action: CohortAction }) => {
    if (action === 'open') return (await graphqlRequest('OpenCohortNow', { cohortId })).openCohortNow;
    if (action === 'close') return (await graphqlRequest('CloseCohortNow', { cohortId })).closeCohortNow;
    return (await graphqlRequest('ArchiveCohort', { cohortId })).archiveCohort;
  });
