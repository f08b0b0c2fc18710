import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/graphql.ts';

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

export const useReviewerCalibration = () =>
  useQuery({
    queryKey: ['console', 'reviewer-calibration'],
    queryFn: async ({ signal }) => (await graphqlRequest('ConsoleReviewerCalibration', {}, signal)).consoleReviewerCalibration,
  });

export const useInProgress = (page: number) =>
  useQuery({
    queryKey: ['console', 'in-progress', page],
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => (await graphqlRequest('ConsoleInProgress', { page }, signal)).consoleInProgress,
  });
