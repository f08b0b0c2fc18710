import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConsoleCohortEligibilityQuery } from '@portal/shared/graphql/graphql-types.generated';
import type { EligibilityQuestion } from '@portal/shared/eligibility/eligibility-schema';
import { graphqlRequest } from '../../../lib/graphql.ts';

/** A cohort's eligibility check and its counts as the console reads them (packages/shared/src/graphql/eligibility-operations.ts). */
export type ConsoleCheck = ConsoleCohortEligibilityQuery['consoleCohortEligibility'];

const keyOf = (cohortId: string) => ['console', 'cohort-eligibility', cohortId] as const;

export const useConsoleCheck = (cohortId: string) =>
  useQuery({
    queryKey: keyOf(cohortId),
    queryFn: async ({ signal }) =>
      (await graphqlRequest('ConsoleCohortEligibility', { cohortId }, signal)).consoleCohortEligibility,
  });

export const useSaveCheck = (cohortId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (questions: EligibilityQuestion[]) =>
      (await graphqlRequest('SaveCohortEligibility', { cohortId, questions: JSON.stringify(questions) })).saveCohortEligibility,
    onSuccess: (check) => client.setQueryData(keyOf(cohortId), check),
  });
};
