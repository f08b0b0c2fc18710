import { useQuery } from '@tanstack/react-query';
import { answerFilterValue, filterOptions, isFilterable } from '@portal/shared/own-questions/answer-display';
import { questionListSchema } from '@portal/shared/own-questions/question-schema';
import { graphqlRequest } from '../../../lib/graphql.ts';

/** A choice question of the cohort's latest form and its answers, as the list's "Answer" filter offers them. */
export interface AnswerFilterGroup {
  group: string;
  items: { value: string; label: string }[];
}

/**
 * The list's answer filter: each yes/no or choice question of the cohort's latest form, its values `question:option`
 * (the server checks them again, docs/own-questions.md). Empty while no cohort is chosen or it has no such question.
 */
export const useAnswerFilterOptions = (cohortId: string | undefined) =>
  useQuery({
    // The form editor's key: a saved form is seen here at once.
    queryKey: ['console', 'cohort-form', cohortId ?? ''] as const,
    enabled: cohortId !== undefined,
    queryFn: async ({ signal }) => (await graphqlRequest('ConsoleCohortForm', { cohortId: cohortId! }, signal)).consoleCohortForm,
    select: (form): AnswerFilterGroup[] => {
      const parsed = questionListSchema.safeParse(JSON.parse(form.questions));
      return (parsed.success ? parsed.data : []).filter(isFilterable).map((q) => ({
        group: q.labelEn,
        items: filterOptions(q).map((o) => ({ value: answerFilterValue(q.id, o.value), label: o.label })),
      }));
    },
  });
