import { replaceEqualDeep } from '@tanstack/react-query';
import { VERSIONED_STEPS, type ApplicationRecord, type VersionedStep } from '@portal/shared/application/application-record';
import { keysOfStep } from '@portal/shared/application/application-fields';
import { ownQuestionsOf, storedAnswers } from './own-answers.ts';

/**
 * Whether `next` is a copy of `shown` read before a save this tab already has the answer to: the same application,
 * with a step at an earlier version and none at a later one; or, every step at the same version, written to earlier
 * (a save with no step version: an upload step's answers, a file, the submission; the server's `updatedAt` never moves
 * back). A read asked for just before a save (another tab's, or the service worker's) can arrive after that save's
 * answer; shown, it would put the old values back.
 */
export const isOlderCopy = (next: ApplicationRecord | null | undefined, shown: ApplicationRecord | null | undefined): boolean => {
  if (!next || !shown || next.id !== shown.id) return false;
  const behind = VERSIONED_STEPS.some((step) => next.stepVersions[step] < shown.stepVersions[step]);
  const ahead = VERSIONED_STEPS.some((step) => next.stepVersions[step] > shown.stepVersions[step]);
  if (behind || ahead) return behind && !ahead;
  return Date.parse(next.updatedAt) < Date.parse(shown.updatedAt);
};

/**
 * `next`, with each step that `shown` holds at a later version taken from `shown` (the step's fields, its answers to
 * the cohort's own questions, and its version): a copy read between two saves, ahead of the shown one in one step and
 * behind it in another, keeps the newer of each step instead of putting the older step's values back.
 */
export const newestOfEachStep = <R extends ApplicationRecord | null | undefined>(
  next: R,
  shown: ApplicationRecord | null | undefined,
): R => {
  if (!next || !shown || next.id !== shown.id) return next;
  const behind = VERSIONED_STEPS.filter((step) => next.stepVersions[step] < shown.stepVersions[step]);
  if (behind.length === 0) return next;
  const merged: ApplicationRecord = { ...next, stepVersions: { ...next.stepVersions } };
  for (const step of behind) {
    for (const key of keysOfStep(step)) Object.assign(merged, { [key]: shown[key] });
    merged.stepVersions[step] = shown.stepVersions[step];
  }
  merged.ownForm = ownFormWithAnswersOf(behind, merged.ownForm, shown.ownForm);
  return merged as R;
};

/**
 * `next`'s own-question answers with those of `steps` as `shown` has them (an answer it lacks, unanswered). A save of
 * a step writes its own answers with its fields, under the step's version. Copies of two form versions are not mixed:
 * then `next`'s stays whole.
 */
const ownFormWithAnswersOf = (
  steps: readonly VersionedStep[],
  next: ApplicationRecord['ownForm'],
  shown: ApplicationRecord['ownForm'],
): ApplicationRecord['ownForm'] => {
  if (next.version !== shown.version) return next;
  const onSteps = ownQuestionsOf({ ownForm: shown }).filter((question) => (steps as readonly string[]).includes(question.step));
  if (onSteps.length === 0) return next;
  const [answers, shownAnswers] = [{ ...storedAnswers({ ownForm: next }) }, storedAnswers({ ownForm: shown })];
  for (const { id } of onSteps) {
    if (id in shownAnswers) answers[id] = shownAnswers[id];
    else delete answers[id];
  }
  return { ...next, answers: JSON.stringify(answers) };
};

/** The founder's cached application takes a new copy unless it is an older one (query-client's structural sharing). */
export const keepNewerCopy = (shown: unknown, next: unknown): unknown => {
  const [shownRecord, nextRecord] = [shown as ApplicationRecord | null, next as ApplicationRecord | null];
  return isOlderCopy(nextRecord, shownRecord) ? shown : replaceEqualDeep(shown, newestOfEachStep(nextRecord, shownRecord));
};
