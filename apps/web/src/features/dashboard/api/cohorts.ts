import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MyApplicationsQuery, OpenCohortsQuery } from '@portal/shared/graphql/graphql-types.generated';
import { graphqlRequest } from '../../../lib/graphql.ts';

/** A cohort taking applications now, and one of the founder's applications (newest first, one per cohort). */
export type OpenCohort = OpenCohortsQuery['openCohorts'][number];
export type ApplicationSummary = MyApplicationsQuery['myApplications'][number];

const OPEN_COHORTS_KEY = ['cohorts', 'open'] as const;
const MY_APPLICATIONS_KEY = ['my-applications'] as const;

export const useOpenCohorts = () =>
  useQuery({
    queryKey: OPEN_COHORTS_KEY,
    queryFn: async ({ signal }) => (await graphqlRequest('OpenCohorts', {}, signal)).openCohorts,
  });

export const useMyApplications = () =>
  useQuery({
    queryKey: MY_APPLICATIONS_KEY,
    queryFn: async ({ signal }) => (await graphqlRequest('MyApplications', {}, signal)).myApplications,
  });

/**
 * Starts an application to an open cohort. It becomes the current one, which nearly every answer the founder's
 * pages hold (the Viewer, MyApplication, these lists) depends on: all are asked again.
 */
/** Which cohort; with `copyFrom`, one of the founder's own applications to start from (and whether to keep its files). */
export interface StartApplicationChoice {
  cohortId: string;
  copyFrom?: string;
  keepFiles?: boolean;
}

export const useStartApplication = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (choice: StartApplicationChoice) => (await graphqlRequest('StartApplication', choice)).startApplication,
    onSuccess: () => client.invalidateQueries(),
  });
};
