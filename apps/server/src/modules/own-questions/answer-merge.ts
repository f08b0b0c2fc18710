import type { Kysely } from 'kysely';
import { mergeField, sameFieldValue, type MergeValue } from '@portal/shared/application/field-merge';
import type { Answers } from '@portal/shared/own-questions/answer-schema';
import type { Database } from '../../db/types.ts';
import { AppError } from '../../http/errors.ts';
import { findAnswers, saveAnswers } from './answer-repository.ts';
import type { CheckedStepAnswers } from './founder-answers.ts';

/*
 * Per-answer merging of a save's answers to the cohort's own questions (docs/own-questions.md, docs/co-founders.md):
 * the save names, for each answer it changed, the answer it started from (`ownAnswerBases`), and the shared rule of the
 * spec's fields (packages/shared/src/application/field-merge.ts) decides each one. The caller runs it in the
 * transaction that locked the application's row, so two saves of one application's answers never interleave.
 */

/** The answers each changed answer started from, by question id (null: it was unanswered). */
export type AnswerBases = Record<string, MergeValue>;

const isMergeValue = (value: unknown): value is MergeValue =>
  value === null ||
  ['string', 'number', 'boolean'].includes(typeof value) ||
  (Array.isArray(value) && value.every((item) => typeof item === 'string'));

/**
 * Reads `ownAnswerBases` (JSON: the base of each changed answer by question id); undefined or null: the save has none
 * and its answers are written as sent (a client from before per-answer merging). Anything else is refused.
 */
export const readAnswerBases = (sent: string | null | undefined): AnswerBases | null => {
  if (sent === undefined || sent === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(sent);
  } catch {
    throw new AppError('BAD_REQUEST');
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw new AppError('BAD_REQUEST');
  const entries = Object.entries(parsed);
  if (!entries.every(([, value]) => isMergeValue(value))) throw new AppError('BAD_REQUEST');
  return Object.fromEntries(entries) as AnswerBases;
};

/** An answer the save could not write: another member stored another one since the save's base. */
export interface AnswerConflict {
  questionId: string;
  stored: MergeValue;
  yours: MergeValue;
}

/** What a save did to the answers: the ones it wrote (a new value), the replays, and the conflicts. */
export interface AnswerMerge {
  written: string[];
  replayed: string[];
  conflicts: AnswerConflict[];
}

const NOTHING: AnswerMerge = { written: [], replayed: [], conflicts: [] };

/**
 * Stores a step's checked answers. With bases, only the answers they name are merged, each by the shared rule; the
 * others stay as stored (as a merge save's unnamed fields). Without bases every answer of the step is written (the last
 * save wins). A base for a question the checked answers do not hold writes nothing.
 */
export const mergeStepAnswers = async (
  db: Kysely<Database>,
  applicationId: string,
  checked: CheckedStepAnswers | null,
  bases: AnswerBases | null,
): Promise<AnswerMerge> => {
  if (!checked?.formVersionId) return NOTHING;
  const found = await findAnswers(db, applicationId);
  const stored: Answers = found && found.formVersionId === checked.formVersionId ? found.answers : {};
  const named = bases ? checked.questionIds.filter((id) => id in bases) : checked.questionIds;
  const merge: AnswerMerge = { written: [], replayed: [], conflicts: [] };
  const next: Answers = { ...stored };
  for (const id of named) {
    const value = checked.answers[id] ?? null;
    const outcome = bases ? mergeField(stored[id] ?? null, bases[id] ?? null, value) : 'written';
    if (outcome === 'conflict') merge.conflicts.push({ questionId: id, stored: stored[id] ?? null, yours: value });
    else if (outcome === 'replay' || sameFieldValue(stored[id] ?? null, value)) merge.replayed.push(id);
    else {
      next[id] = value;
      merge.written.push(id);
    }
  }
  // Every named answer is kept in the row (a null too), as a whole-step save always wrote them; a row on another form
  // version (a draft moved since) starts again from the step's answers.
  const rowChanges = !found || found.formVersionId !== checked.formVersionId || merge.written.length > 0;
  if (rowChanges) {
    for (const id of [...merge.written, ...merge.replayed]) next[id] = checked.answers[id] ?? null;
    await saveAnswers(db, applicationId, checked.formVersionId, next);
  }
  return merge;
};
