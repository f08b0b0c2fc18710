import type { Kysely } from 'kysely';
import { ownAnswerField } from '@portal/shared/application/field-merge';
import type { Database } from '../../db/types.ts';
import { mergeStepAnswers, type AnswerBases } from '../own-questions/answer-merge.ts';
import { checkedOnCurrentForm, type CheckedStepAnswers } from '../own-questions/founder-answers.ts';
import { fieldAuthors, recordFieldSaves } from './field-saves-repository.ts';
import type { FieldConflictAnswer } from './merge-save.ts';

/*
 * A save's answers to the cohort's own questions, merged per answer as a step's fields are (docs/co-founders.md): the
 * answers it wrote are recorded as the member's (`own:<question id>` in application_field_saves), and the ones it could
 * not write come back as conflicts in the same list as the fields', with who stored them and when.
 */

export interface SavedAnswers {
  /** Whether the save changed a stored answer (then the step counts as saved by the member, and sign-offs are cleared). */
  changed: boolean;
  conflicts: FieldConflictAnswer[];
  /** The answers left out (their questions removed, or moved and no longer fitting), as checked on the current form. */
  dropped: string[];
}

const json = (value: unknown): string => JSON.stringify(value ?? null);

/**
 * Runs inside the caller's transaction, after the application's row was written or locked: the answers are checked
 * again there if a new form version moved the draft since their first check (checkedOnCurrentForm).
 */
export const saveOwnAnswers = async (
  db: Kysely<Database>,
  save: { applicationId: string; userId: string },
  sent: CheckedStepAnswers | null,
  bases: AnswerBases | null,
): Promise<SavedAnswers> => {
  const checked = await checkedOnCurrentForm(db, save.applicationId, sent);
  const merge = await mergeStepAnswers(db, save.applicationId, checked, bases);
  await recordFieldSaves(db, {
    applicationId: save.applicationId,
    fields: merge.written.map(ownAnswerField),
    userId: save.userId,
  });
  const fields = merge.conflicts.map((c) => ownAnswerField(c.questionId));
  const authors = new Map((await fieldAuthors(db, save.applicationId, fields)).map((author) => [author.field, author]));
  const conflicts = merge.conflicts.map((conflict) => {
    const author = authors.get(ownAnswerField(conflict.questionId));
    return {
      field: ownAnswerField(conflict.questionId),
      stored: json(conflict.stored),
      storedBy: author?.name ?? null,
      storedAt: author?.savedAt ?? null,
      yours: json(conflict.yours),
    };
  });
  return { changed: merge.written.length > 0, conflicts, dropped: checked?.dropped ?? [] };
};
