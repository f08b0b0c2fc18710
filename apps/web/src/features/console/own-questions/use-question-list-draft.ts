import { useState } from 'react';
import type { z } from 'zod';

/**
 * A question list as an admin edits it (the cohort's own questions, its eligibility check): started from what the
 * server stored, checked with the shared schema the server uses before it is sent, and the first problem named with
 * the question it is in. Any change clears the problem and the last save's outcome.
 */
export const useQuestionListDraft = <Q>(
  schema: z.ZodType<Q[]>,
  stored: string,
  save: { mutate: (list: Q[]) => void; reset: () => void },
) => {
  const [list, setList] = useState<Q[]>(() => schema.parse(JSON.parse(stored)));
  const [problem, setProblem] = useState<string | null>(null);
  const change = (next: Q[]) => {
    setList(next);
    setProblem(null);
    save.reset();
  };
  const submit = () => {
    const parsed = schema.safeParse(list);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const at = typeof issue.path[0] === 'number' ? `Question ${issue.path[0] + 1}: ` : '';
      setProblem(`${at}${issue.message}`);
      return;
    }
    save.mutate(parsed.data);
  };
  return { list, problem, change, submit };
};
