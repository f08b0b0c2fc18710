import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/graphql.ts';
import { useConsoleCohort } from '../lib/console-cohort.ts';

/** The email publishing would send now; fetched when the confirmation opens, never cached across decisions. */
export const useDecisionPreview = (applicationId: string, enabled: boolean) =>
  useQuery({
    queryKey: ['console', 'decision-preview', applicationId],
    enabled,
    gcTime: 0,
    staleTime: 0,
    queryFn: async ({ signal }) =>
      (await graphqlRequest('ConsoleDecisionPreview', { applicationId }, signal)).consoleDecisionPreview,
  });

/** Over every stage of the console's cohort. */
export const useReviewerCalibration = () => {
  const { cohortId } = useConsoleCohort();
  return useQuery({
    queryKey: ['console', 'reviewer-calibration', cohortId],
    queryFn: async ({ signal }) =>
      (await graphqlRequest('ConsoleReviewerCalibration', { cohort: cohortId }, signal)).consoleReviewerCalibration,
  });
};

export const useInProgress = (page: number) => {
  const { cohortId } = useConsoleCohort();
  return useQuery({
    queryKey: ['console', 'in-progress', cohortId, page],
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) =>
      (await graphqlRequest('ConsoleInProgress', { page, cohort: cohortId }, signal)).consoleInProgress,
  });
};
