import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CohortEligibilityQuery } from '@portal/shared/graphql/graphql-types.generated';
import { eligibilityListSchema, type EligibilityQuestion } from '@portal/shared/eligibility/eligibility-schema';
import type { EligibilityAnswers } from '@portal/shared/eligibility/eligibility-schema';
import { graphqlRequest } from '../../lib/graphql.ts';

export type Screening = NonNullable<CohortEligibilityQuery['cohortEligibility']['screening']>;

/** A cohort's check as the screening page reads it: the questions parsed with the shared schema, and the founder's screening. */
export interface CohortCheck {
  questions: EligibilityQuestion[];
  screening: Screening | null;
}

const keyOf = (cohortId: string) => ['eligibility', cohortId] as const;

export const useCohortCheck = (cohortId: string) =>
  useQuery({
    queryKey: keyOf(cohortId),
    // Never kept for offline: the page says plainly that it needs a connection.
    retry: false,
    queryFn: async ({ signal }): Promise<CohortCheck> => {
      const answer = (await graphqlRequest('CohortEligibility', { cohortId }, signal)).cohortEligibility;
      return { questions: eligibilityListSchema.parse(JSON.parse(answer.questions)), screening: answer.screening ?? null };
    },
  });

/** Sends the founder's answers; the server keeps them with the outcome and answers with it. */
export const useSubmitScreening = (cohortId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (answers: EligibilityAnswers) =>
      (await graphqlRequest('SubmitEligibility', { cohortId, answers: JSON.stringify(answers) })).submitEligibility,
    onSuccess: (screening) =>
      client.setQueryData<CohortCheck>(keyOf(cohortId), (check) => (check ? { ...check, screening } : check)),
  });
};

/** Starts the application once the check let the founder in; every answer that depends on the current application is asked again. */
export const useStartAfterScreening = (cohortId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => (await graphqlRequest('StartApplication', { cohortId })).startApplication,
    onSuccess: () => client.invalidateQueries(),
  });
};
