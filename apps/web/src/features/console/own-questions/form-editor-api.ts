import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConsoleCohortFormQuery } from '@portal/shared/graphql/graphql-types.generated';
import type { Question } from '@portal/shared/own-questions/question-schema';
import { graphqlRequest } from '../../../lib/graphql.ts';

/** A cohort's form as the console's editor reads it (packages/shared/src/graphql/own-question-operations.ts). */
export type CohortForm = ConsoleCohortFormQuery['consoleCohortForm'];

const keyOf = (cohortId: string) => ['console', 'cohort-form', cohortId] as const;

export const useCohortForm = (cohortId: string) =>
  useQuery({
    queryKey: keyOf(cohortId),
    queryFn: async ({ signal }) => (await graphqlRequest('ConsoleCohortForm', { cohortId }, signal)).consoleCohortForm,
  });

export const useSaveCohortForm = (cohortId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (questions: Question[]) =>
      (await graphqlRequest('SaveCohortForm', { cohortId, questions: JSON.stringify(questions) })).saveCohortForm,
    onSuccess: (form) => client.setQueryData(keyOf(cohortId), form),
  });
};
