import { COPIED_STEPS, copyOfAnswers, isAnswered } from '@portal/shared/cohorts/copied-answers';
import type { VersionedStep } from '@portal/shared/application/application-record';
import { FIELD_COLUMNS } from '../../db/application-columns.ts';
import type { ApplicationChanges } from './field-columns.ts';
import type { ApplicationRow } from './repository.ts';

/** What "Start from my … application" puts into the new draft (docs/cohorts.md). */
export interface CopiedAnswers {
  /** The four typed steps' columns, as the earlier application stores them (the uploads are not among them). */
  changes: ApplicationChanges;
  /** The steps the copy filled at least one answer of: each is "not checked yet" until the founder saves it. */
  uncheckedSteps: VersionedStep[];
  filled: number;
  total: number;
}

/** The copied steps' answered columns, read from the earlier row (the rule: copyOfAnswers). */
export const copiedAnswersOf = (earlier: ApplicationRow): CopiedAnswers => {
  const { keys, uncheckedSteps, filled, total } = copyOfAnswers((key) => isAnswered(earlier[FIELD_COLUMNS[key]]));
  const changes = Object.fromEntries(keys.map((key) => [FIELD_COLUMNS[key], earlier[FIELD_COLUMNS[key]]]));
  return { changes: changes as ApplicationChanges, uncheckedSteps, filled, total };
};

/** The stored list of copied steps not saved since (migration 014); anything unreadable counts as none. */
export const uncheckedStepsOf = (row: Pick<ApplicationRow, 'unchecked_steps'>): VersionedStep[] => {
  if (!row.unchecked_steps) return [];
  try {
    const steps: unknown = JSON.parse(row.unchecked_steps);
    return Array.isArray(steps) ? steps.filter((s): s is VersionedStep => (COPIED_STEPS as readonly unknown[]).includes(s)) : [];
  } catch {
    return [];
  }
};

export const storedUncheckedSteps = (steps: readonly VersionedStep[]): string | null =>
  steps.length > 0 ? JSON.stringify(steps) : null;
