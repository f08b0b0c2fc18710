import { fieldsOfStep } from '@portal/shared/application/application-fields';
import { COPIED_STEPS } from '@portal/shared/cohorts/copied-answers';
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

const isAnswered = (value: unknown): boolean => value !== null && value !== undefined && value !== '';

/**
 * The field catalogue's columns of the copied steps, read from the earlier row. `otherSector` shares `sector`'s
 * column, so it is neither copied twice nor counted as an answer of its own.
 */
export const copiedAnswersOf = (earlier: ApplicationRow): CopiedAnswers => {
  const changes: Record<string, unknown> = {};
  const uncheckedSteps: VersionedStep[] = [];
  let filled = 0;
  let total = 0;
  for (const step of COPIED_STEPS) {
    let stepFilled = 0;
    for (const field of fieldsOfStep(step)) {
      if (field.kind === 'otherSector') continue;
      const column = FIELD_COLUMNS[field.key];
      const value = earlier[column];
      total += 1;
      if (!isAnswered(value)) continue;
      changes[column] = value;
      stepFilled += 1;
    }
    filled += stepFilled;
    if (stepFilled > 0) uncheckedSteps.push(step);
  }
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
