import { replaceEqualDeep } from '@tanstack/react-query';
import { VERSIONED_STEPS, type ApplicationRecord } from '@portal/shared/application/application-record';

/**
 * Whether `next` is a copy of `shown` read before a save this tab already has the answer to: the same application,
 * with a step at an earlier version and none at a later one. A read asked for just before a save (another tab's, or
 * the service worker's) can arrive after that save's answer; shown, it would put the step's old values back.
 */
export const isOlderCopy = (next: ApplicationRecord | null | undefined, shown: ApplicationRecord | null | undefined): boolean => {
  if (!next || !shown || next.id !== shown.id) return false;
  const behind = VERSIONED_STEPS.some((step) => next.stepVersions[step] < shown.stepVersions[step]);
  const ahead = VERSIONED_STEPS.some((step) => next.stepVersions[step] > shown.stepVersions[step]);
  return behind && !ahead;
};

/** The founder's cached application takes a new copy unless it is an older one (query-client's structural sharing). */
export const keepNewerCopy = (shown: unknown, next: unknown): unknown =>
  isOlderCopy(next as ApplicationRecord | null, shown as ApplicationRecord | null) ? shown : replaceEqualDeep(shown, next);
