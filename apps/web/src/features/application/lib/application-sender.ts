// Codes as type-checked literals: importing the error table itself would bring every text and zod into the first chunk.
import type { ErrorCode } from '@portal/shared/error-codes';
import type { ApplicationForm } from '@portal/shared/schemas/application';
import type { ApplicationRecord } from '@portal/shared/application/application-record';
import { SUBMITTED_STATUS } from '@portal/shared/application/application-status';
import {
  conflictsOfChanges,
  ownAnswerField,
  sameFieldValue,
  type FieldChange,
  type FieldConflict,
  type MergeValue,
} from '@portal/shared/application/field-merge';
import { MESSAGES } from '@portal/shared/texts/messages';
import { ApiError, NetworkError, isUnauthenticated } from '../../../lib/graphql.ts';
import {
  fetchMyApplication,
  startApplication,
  saveBusinessDetails,
  saveCompanyInfo,
  saveFundingInfo,
  savePersonalInfo,
  saveStepAnswers,
  submitApplication,
  type SaveBase,
  type SavedRecord,
  type StartChoice,
} from '../api/application-api.ts';
import { graphqlRequest } from '../../../lib/graphql.ts';
import { localApplicationId, serverApplicationId } from './local-application.ts';
import { saveFailureWords } from './save-failure.ts';
import { refusalWordsOf } from './refusal-words.ts';
import { isAnswerStep, type AnswerStep, type SavableStep } from './step-fields.ts';
import type { OwnAnswers, OwnChange } from './own-answers.ts';
import type { StepVariables } from './validate-step.ts';
import type { SendOutcome, SyncEntry, SyncQueue } from './sync-queue.ts';

/*
 * How a queued save reaches the data API: used by the page (application-sync.ts) and by the service worker on
 * Background Sync (src/sw/background-sync.ts), so nothing here may need a window, React or the query cache.
 */
/** A queued step save: the founder's values for the step (shown again after a reload) and the API variables. */
export interface StepPayload {
  values: Partial<ApplicationForm>;
  variables: unknown;
  /** The step's answers to the cohort's own questions as typed (shown again after a reload), and as sent (JSON). */
  own?: OwnAnswers;
  ownAnswers?: string;
  /**
   * The answers the founder changed, each with the answer it started from: sent as ownAnswerBases, so the server
   * writes only these, each by the fields' rule. Absent (an entry stored by an earlier version of the app): every
   * answer sent is written.
   */
  ownChanges?: OwnChange[];
  /**
   * The fields the founder changed, each with the value it started from: sent as a per-field merge (fieldBases).
   * Empty: nothing changed (a copied step confirmed as it is): the save only checks the step. Absent: a whole-step
   * save on the entry's baseVersion (an entry stored by an earlier version of the app).
   */
  changes?: FieldChange[];
}
/** A queued start of an application to a cohort (offline-start.ts). */
export interface StartPayload {
  start: StartChoice;
}
/** Step saves carry a StepPayload, a start its StartPayload; the submission carries nothing. */
export type ApplicationPayload = StepPayload | StartPayload | null;

export const isStepPayload = (payload: ApplicationPayload | undefined): payload is StepPayload =>
  Boolean(payload && 'values' in payload);
export type ApplicationSyncQueue = SyncQueue<ApplicationPayload, ApplicationRecord>;

/**
 * A waiting step save replaced by a newer one before it was sent: the newer carries both saves' changes, each field
 * with the base it first started from (the server never saw the value in between); a field typed back is no change.
 */
export const combinePayloads = (replaced: ApplicationPayload, next: ApplicationPayload): ApplicationPayload => {
  if (!isStepPayload(replaced) || !isStepPayload(next)) return next;
  const combined = { ...next, ...combinedOwnChanges(replaced, next) };
  if (!replaced.changes || !next.changes) return combined;
  const byField = new Map(replaced.changes.map((c) => [c.field, c]));
  for (const change of next.changes) {
    const first = byField.get(change.field);
    byField.set(change.field, { ...change, base: first ? first.base : change.base });
  }
  return { ...combined, changes: [...byField.values()].filter((c) => !sameFieldValue(c.base, c.value)) };
};

/** The answers both saves changed, each with the base it first started from; the newer save's answer for each. */
const combinedOwnChanges = (replaced: StepPayload, next: StepPayload): Pick<StepPayload, 'ownChanges'> => {
  if (!replaced.ownChanges || !next.ownChanges) return {};
  const byQuestion = new Map(next.ownChanges.map((c) => [c.question, c]));
  // An answer only the replaced save changed was not typed since: the newer save sends it unchanged (answers go whole).
  for (const first of replaced.ownChanges) {
    const newer = byQuestion.get(first.question);
    byQuestion.set(first.question, newer ? { ...newer, base: first.base } : first);
  }
  return { ownChanges: [...byQuestion.values()].filter((c) => !sameFieldValue(c.base, c.value)) };
};

/** The bases of a save's changed answers, as the API takes them (JSON by question id); none for an older entry. */
const ownAnswerBasesOf = (payload: StepPayload | null): string | undefined =>
  payload?.ownChanges ? JSON.stringify(Object.fromEntries(payload.ownChanges.map((c) => [c.question, c.base]))) : undefined;

const offline = { kind: 'offline' } as const;

/**
 * The application's id: known from a save, or asked for (after a restart the queue may run before anything loaded).
 * An application started on this phone only is not asked for: its start goes first and makes it known.
 */
const applicationIdOf = async (known: { id: string | null }): Promise<string | null> => {
  if (!serverApplicationId(known.id)) known.id = (await fetchMyApplication())?.id ?? null;
  return known.id;
};

/**
 * The mutation of each savable step, with the variables validate-step.ts built for it. A record over every
 * SavableStep: a new step does not compile until it names its own mutation.
 */
const requestFor: {
  [S in SavableStep]: (
    variables: StepVariables[S],
    id: () => Promise<string>,
    base: SaveBase,
    own: string | undefined,
  ) => Promise<SavedRecord>;
} = {
  personal: (variables, _id, base, own) => savePersonalInfo(variables, base, own),
  company: async (variables, id, base, own) => saveCompanyInfo(await id(), variables, base, own),
  business: async (variables, id, base, own) => saveBusinessDetails(await id(), variables, base, own),
  funding: async (variables, id, base, own) => saveFundingInfo(await id(), variables, base, own),
};

const sendStep = <S extends SavableStep>(
  step: S,
  entry: SyncEntry<ApplicationPayload>,
  known: { id: string | null },
): Promise<SavedRecord> => {
  const id = async (): Promise<string> => {
    const found = await applicationIdOf(known);
    if (!found) throw new ApiError('COMPLETE_PERSONAL_FIRST' satisfies ErrorCode, MESSAGES.COMPLETE_PERSONAL_FIRST);
    return found;
  };
  // The queue stores what validate-step.ts built for this step (StepPayload.variables), read back from the device.
  const payload = isStepPayload(entry.payload) ? entry.payload : null;
  const ownAnswerBases = ownAnswerBasesOf(payload);
  const base: SaveBase = {
    ...(payload?.changes
      ? { fieldBases: payload.changes.map((c) => ({ field: c.field, base: c.base === null ? null : JSON.stringify(c.base) })) }
      : { baseVersion: entry.baseVersion }),
    ...(ownAnswerBases === undefined ? {} : { ownAnswerBases }),
  };
  return requestFor[step]((payload?.variables ?? {}) as StepVariables[S], id, base, payload?.ownAnswers);
};

const decoded = (json: string): MergeValue => {
  try {
    const value: unknown = JSON.parse(json);
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return value as MergeValue;
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : null;
  } catch {
    return null;
  }
};

/** The fields a merge save could not write, with their values read back from JSON. */
const conflictsOf = (record: SavedRecord): FieldConflict[] =>
  (record.conflicts ?? []).map((c) => ({
    field: c.field,
    stored: decoded(c.stored),
    storedBy: c.storedBy ?? null,
    storedAt: c.storedAt ?? null,
    yours: decoded(c.yours),
  }));

/**
 * A merge save's answer as the queue keeps it: the fields it named, and the conflicts the member is asked about (none
 * on a field the member did not change: a fill keeps what a co-founder wrote).
 */
export const mergeSaveOutcome = (
  changes: readonly FieldChange[],
  version: number | undefined,
  result: ApplicationRecord,
  conflicts: readonly FieldConflict[],
  ownChanges: readonly OwnChange[] = [],
): SendOutcome<ApplicationRecord> => ({
  kind: 'sent',
  ...(version === undefined ? {} : { version }),
  result,
  applicationId: result.id,
  fields: [...changes.map((c) => c.field), ...ownChanges.map((c) => ownAnswerField(c.question))],
  conflicts: conflictsOfChanges(changes, conflicts),
});

/**
 * An upload step's answers to the cohort's own questions: saved alone, without a version; the changed ones with their
 * bases, merged by the server (an entry from an earlier version of the app has none: the last save wins).
 */
const sendAnswers = async (
  step: AnswerStep,
  entry: SyncEntry<ApplicationPayload>,
  known: { id: string | null },
): Promise<SavedRecord> => {
  const id = await applicationIdOf(known);
  if (!id) throw new ApiError('COMPLETE_PERSONAL_FIRST' satisfies ErrorCode, MESSAGES.COMPLETE_PERSONAL_FIRST);
  const payload = isStepPayload(entry.payload) ? entry.payload : null;
  return saveStepAnswers(id, step, payload?.ownAnswers ?? '{}', ownAnswerBasesOf(payload));
};

/**
 * A start whose answer was lost and is sent again finds the application started: a success when the founder's
 * current application is in that cohort (started by this send, or on another device).
 */
const sendStart = async (choice: StartChoice): Promise<ApplicationRecord | null> => {
  try {
    return await startApplication(choice);
  } catch (error) {
    if (error instanceof ApiError && error.code === ('COHORT_ALREADY_APPLIED' satisfies ErrorCode)) {
      const mine = (await graphqlRequest('MyApplications', {})).myApplications;
      if (mine.some((a) => a.current && a.cohort?.id === choice.cohortId)) return fetchMyApplication();
    }
    throw error;
  }
};

/** A submit whose answer was lost and is sent again finds the application submitted: that is a success. */
const sendSubmit = async (known: { id: string | null }): Promise<SendOutcome<ApplicationRecord>> => {
  const id = await applicationIdOf(known);
  if (!id) return { kind: 'refused', message: MESSAGES.APPLICATION_NOT_FOUND };
  try {
    return { kind: 'sent', result: await submitApplication(id) };
  } catch (error) {
    if (error instanceof ApiError && error.code === ('APPLICATION_LOCKED' satisfies ErrorCode)) {
      const current = await fetchMyApplication();
      if (current?.status === SUBMITTED_STATUS) return { kind: 'sent', result: current };
    }
    throw error;
  }
};

export const sender =
  (known: { id: string | null }) =>
  async (entry: SyncEntry<ApplicationPayload>): Promise<SendOutcome<ApplicationRecord>> => {
    try {
      if (entry.kind === 'submit') return await sendSubmit(known);
      if (entry.kind === 'start') {
        const choice = entry.payload && 'start' in entry.payload ? entry.payload.start : null;
        if (!choice) return { kind: 'refused', message: MESSAGES.APPLICATION_NOT_FOUND };
        const record = await sendStart(choice);
        known.id = record?.id ?? null;
        if (!record) return { kind: 'refused', message: MESSAGES.APPLICATION_NOT_FOUND };
        return { kind: 'sent', result: record, applicationId: record.id, standIn: localApplicationId(choice.cohortId) };
      }
      const step = entry.kind;
      const payload = isStepPayload(entry.payload) ? entry.payload : null;
      const ownChanges = payload?.ownChanges;
      if (isAnswerStep(step)) {
        const { conflicts, ...record } = await sendAnswers(step, entry, known);
        known.id = record.id;
        if (!ownChanges) return { kind: 'sent', result: record };
        return mergeSaveOutcome([], undefined, record, conflictsOf({ ...record, conflicts }), ownChanges);
      }
      const { conflicts, ...record } = await sendStep(step, entry, known);
      known.id = record.id;
      const changes = payload?.changes;
      if (!changes && !ownChanges) return { kind: 'sent', version: record.stepVersions[step], result: record };
      return mergeSaveOutcome(
        changes ?? [],
        record.stepVersions[step],
        record,
        conflictsOf({ ...record, conflicts }),
        ownChanges,
      );
    } catch (error) {
      // No answer, or the session ended (the founder signs in again and the queue carries on): try later.
      if (error instanceof NetworkError || isUnauthenticated(error)) return offline;
      if (!(error instanceof ApiError)) return offline;
      // Each refusal is kept unsaid (refusal-words.ts): the page says it in the founder's language when it shows it.
      if (entry.kind === 'start') return { kind: 'refused', ...refusalWordsOf(error) };
      if (entry.kind === 'submit') {
        if (error.code === ('INTERNAL' satisfies ErrorCode))
          return { kind: 'refused', message: MESSAGES.SUBMIT_FAILED, details: [] };
        return { kind: 'refused', ...refusalWordsOf(error, MESSAGES.SUBMIT_FAILED) };
      }
      if (error.code === ('STALE_WRITE' satisfies ErrorCode) && !isAnswerStep(entry.kind)) {
        // The founder keeps their text; the next Save & Next is based on what the server has now.
        const current = await fetchMyApplication().catch(() => null);
        return { kind: 'refused', ...refusalWordsOf(error), version: current?.stepVersions[entry.kind] };
      }
      return { kind: 'refused', ...saveFailureWords(entry.kind, error) };
    }
  };
