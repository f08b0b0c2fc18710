import { blankApplication, type ApplicationForm } from '@portal/shared/application/application-fields';
import type { ApplicationRecord } from '@portal/shared/application/application-record';
import { SUBMITTED_STATUS } from '@portal/shared/application/application-status';
import type { ApplicationPayload } from './application-sync.ts';
import { isStepPayload } from './application-sender.ts';
import {
  queueFieldEdits,
  sameFieldValue,
  type FieldChange,
  type FieldValue,
  type MergeValue,
} from '@portal/shared/application/field-merge';
import type { PendingFields, WizardDraft } from './draft-storage.ts';
import { recordToForm } from './record-to-form.ts';
import { ANSWER_STEPS, SAVABLE_STEPS, STEP_FIELDS, isAnswerStep, type AnswerStep, type SavableStep } from './step-fields.ts';
import type { SyncQueueState } from './sync-queue.ts';
import {
  onlyAnswers,
  ownQuestionsOf,
  serverOwnAnswers,
  setStepOwn,
  stepQuestionIds,
  storedAnswer,
  type OwnAnswers,
} from './own-answers.ts';
import type { Question } from '@portal/shared/own-questions/question-schema';

/* The wizard's draft as plain functions: what wizard-store.ts shows, merged from the server, the device and the queue. */

type QueueState = SyncQueueState<ApplicationPayload>;

export const without = (steps: SavableStep[], step: SavableStep): SavableStep[] => steps.filter((s) => s !== step);
export const withStep = (steps: SavableStep[], step: SavableStep): SavableStep[] =>
  steps.includes(step) ? steps : [...steps, step];
export const setStepValues = (values: ApplicationForm, step: SavableStep, from: Partial<ApplicationForm>): ApplicationForm => {
  const next = { ...values };
  for (const field of STEP_FIELDS[step]) if (field in from) (next as Record<string, unknown>)[field] = from[field];
  return next;
};
/** The given fields of a step, taken from `from`. */
export const setFields = (
  values: ApplicationForm,
  fields: readonly string[],
  from: Partial<ApplicationForm>,
): ApplicationForm => {
  const next = { ...values } as Record<string, unknown>;
  for (const field of fields) if (field in from) next[field] = (from as Record<string, unknown>)[field];
  return next as ApplicationForm;
};
/** A step's pending fields. */
export const pendingOfStep = (pending: PendingFields | undefined, step: SavableStep): PendingFields =>
  Object.fromEntries(
    (STEP_FIELDS[step] as readonly string[]).flatMap((field) => {
      const change = (pending as Record<string, PendingFields[keyof PendingFields]> | undefined)?.[field];
      return change ? [[field, change]] : [];
    }),
  ) as PendingFields;
const fieldValues = (values: Partial<ApplicationForm>, step: SavableStep): Record<string, FieldValue> =>
  Object.fromEntries(STEP_FIELDS[step].map((field) => [field, (values[field] ?? null) as FieldValue]));

/** A field as the server last answered it (nothing where it was never saved): what a change is based on. */
export const storedValue = (record: ApplicationRecord | null, field: string): FieldValue =>
  ((record as Record<string, unknown> | null)?.[field] ?? null) as FieldValue;

/**
 * The base of a field typed now: the stored value while the form shows it (or, for nothing stored, the blank form's
 * default); else the value shown, which this device saved and the server has not answered yet.
 */
export const baseOf = (record: ApplicationRecord | null, field: keyof ApplicationForm, shown: unknown): FieldValue =>
  sameFieldValue(shown as FieldValue, recordToForm(record)[field] as FieldValue)
    ? storedValue(record, field)
    : (shown as FieldValue);

/**
 * A typed field's change, or none: none when typed back to its base, or when the field has nothing stored and shows
 * the blank form's default again (what the form showed before the founder touched it).
 */
export const typedChange = (
  pending: PendingFields | undefined,
  field: keyof PendingFields,
  base: FieldValue,
  value: FieldValue,
): PendingFields => {
  const next = queueFieldEdits(pending ?? {}, { [field]: base }, { [field]: value }) as PendingFields;
  const change = next[field];
  const blank = blankApplication()[field] as FieldValue;
  if (change && sameFieldValue(change.base, null) && sameFieldValue(change.value, blank)) delete next[field];
  return next;
};

/**
 * A step save's changes: the fields typed, each with its base; and, marked as a fill, a field with nothing stored
 * that the save fills all the same (the blank form's default the founder left, a head count the step's rules make 1),
 * based on nothing, unless a save still on its way names it. Every other field is not named: the server keeps what it
 * has. A fill is never a conflict: where a co-founder wrote the field meanwhile, theirs stays.
 */
export const stepChanges = (
  step: SavableStep,
  variables: unknown,
  pending: PendingFields | undefined,
  record: ApplicationRecord | null,
  waiting: ReadonlySet<string> = new Set(),
): FieldChange[] =>
  STEP_FIELDS[step].flatMap((field) => {
    const typed = pending?.[field];
    if (typed) return [{ field, base: typed.base, value: typed.value }];
    const value = ((variables as Record<string, unknown> | null)?.[field] ?? null) as FieldValue;
    const fills = sameFieldValue(storedValue(record, field), null) && !sameFieldValue(value, null) && !waiting.has(field);
    return fills ? [{ field, base: null, value, fill: true }] : [];
  });

const lastEntryOf = (queue: QueueState, step: SavableStep | AnswerStep) => queue.entries.filter((e) => e.kind === step).at(-1);

/**
 * A step's typed answers laid over the server's, each with the answer it started from: only those typed (`ownBases`);
 * a copy from before per-answer bases has none, so every answer that differs from the stored one, based on it.
 */
const typedAnswers = (
  questions: readonly Question[],
  step: SavableStep | AnswerStep,
  stored: WizardDraft,
  record: ApplicationRecord | null,
): { own: OwnAnswers; bases: Record<string, MergeValue> } => {
  const ids = stepQuestionIds(questions, step);
  const recorded = stored.ownBases;
  if (recorded) {
    const typed = ids.filter((id) => id in recorded);
    return { own: onlyAnswers(stored.own, typed), bases: Object.fromEntries(typed.map((id) => [id, recorded[id] ?? null])) };
  }
  const server = serverOwnAnswers(record);
  const typed = ids.filter((id) => id in stored.own && JSON.stringify(stored.own[id]) !== JSON.stringify(server[id] ?? null));
  return { own: onlyAnswers(stored.own, typed), bases: Object.fromEntries(typed.map((id) => [id, storedAnswer(record, id)])) };
};

/** The answers of a save on its way or refused: those it changed (all of the step's for an entry without changes). */
const entryAnswers = (payload: { own?: OwnAnswers; ownChanges?: { question: string }[] }): OwnAnswers | undefined =>
  payload.ownChanges
    ? onlyAnswers(
        payload.own,
        payload.ownChanges.map((c) => c.question),
      )
    : payload.own;
const maxOf = (...values: (number | null | undefined)[]): number =>
  Math.max(0, ...values.filter((v): v is number => typeof v === 'number'));

/**
 * Each step's later version of two drafts of one application: within one application a step's version never goes back.
 * A copy of the application merged while this tab's queue still lists a save whose answer it has not heard yet finds
 * that save waiting, on the version it was typed on.
 */
export const laterBases = (shown: WizardDraft['bases'], merged: WizardDraft['bases']): WizardDraft['bases'] =>
  Object.fromEntries(SAVABLE_STEPS.map((step) => [step, maxOf(shown[step], merged[step])]));

/**
 * The steps holding an answer typed and not queued yet (`ownBases`), by the form's questions: after the team moved a
 * question to another step, its typed answer shows on its new step and is saved with it (docs/own-questions.md).
 */
const stepsWithTypedAnswers = (questions: readonly Question[], ownBases: Record<string, MergeValue> | undefined): Set<string> =>
  new Set(questions.filter((q) => q.id in (ownBases ?? {})).map((q) => q.step));

/** The draft with every step holding a typed answer marked unsaved (after a new form version moved a question). */
export const withTypedAnswerSteps = (draft: WizardDraft, questions: readonly Question[]): WizardDraft => {
  const steps = stepsWithTypedAnswers(questions, draft.ownBases);
  const dirty = SAVABLE_STEPS.filter((s) => steps.has(s) && !draft.dirty.includes(s));
  const ownDirty = ANSWER_STEPS.filter((s) => steps.has(s) && !(draft.ownDirty ?? []).includes(s));
  if (dirty.length === 0 && ownDirty.length === 0) return draft;
  return { ...draft, dirty: [...draft.dirty, ...dirty], ownDirty: [...(draft.ownDirty ?? []), ...ownDirty] };
};

/**
 * The draft with the saves on their way laid over every field and answer not typed here, as mergeDraft lays them: a save
 * another tab queued shows in this one as it will be sent, not only once the server has answered it.
 */
export const withWaitingSaves = (draft: WizardDraft, queue: QueueState, questions: readonly Question[]): WizardDraft => {
  let { values, own } = draft;
  for (const { kind, payload } of queue.entries) {
    const step = [...SAVABLE_STEPS, ...ANSWER_STEPS].find((s) => s === kind);
    if (!step || !isStepPayload(payload)) continue;
    const savable = !isAnswerStep(step);
    const typedHere = savable ? draft.dirty.includes(step) : (draft.ownDirty ?? []).includes(step);
    // A step typed here by a copy from before per-field bases: every field of it counts as typed.
    const typedField = (field: string) => typedHere && (!draft.pending || field in draft.pending);
    const typedAnswer = (id: string) => (draft.ownBases ? id in draft.ownBases : typedHere);
    if (savable && (payload.changes || !typedHere)) {
      const fields: readonly string[] = payload.changes?.map((c) => c.field) ?? STEP_FIELDS[step];
      values = setFields(
        values,
        fields.filter((field) => !typedField(field)),
        payload.values,
      );
    }
    if (payload.ownChanges || !typedHere) {
      const answers = entryAnswers(payload) ?? {};
      own = setStepOwn(
        questions,
        own,
        step,
        onlyAnswers(
          answers,
          Object.keys(answers).filter((id) => !typedAnswer(id)),
        ),
      );
    }
  }
  const same = JSON.stringify(values) === JSON.stringify(draft.values) && JSON.stringify(own) === JSON.stringify(draft.own);
  return same ? draft : { ...draft, values, own };
};

/**
 * The form as this device should show it: the server's values, except for the fields the device holds something
 * newer for (typed and unsaved with the value each started from, queued, or a refused step — the founder keeps their
 * words), each step with the server version its values started from.
 */
export const mergeDraft = (
  stored: WizardDraft | null,
  record: ApplicationRecord | null,
  queue: QueueState,
  initialData: { name?: string; email?: string } | undefined,
): WizardDraft => {
  const server = recordToForm(record, initialData);
  const serverOwn = serverOwnAnswers(record);
  // A submitted application cannot change: whatever the device still holds is stale.
  if (record?.status === SUBMITTED_STATUS)
    return {
      values: server,
      dirty: [],
      bases: { ...record.stepVersions },
      own: serverOwn,
      ownDirty: [],
      pending: {},
      ownBases: {},
    };
  const questions = ownQuestionsOf(record);
  // An answer typed and not queued follows its question to the step the team moved it to since: that step has it unsaved.
  const typedOn = stepsWithTypedAnswers(questions, stored?.ownBases);
  let own: OwnAnswers = serverOwn;
  let values: ApplicationForm = { ...server, applicationId: record?.id ?? stored?.values.applicationId ?? null };
  const dirty: SavableStep[] = [];
  const bases: WizardDraft['bases'] = {};
  let pending: PendingFields = {};
  let ownBases: Record<string, MergeValue> = {};
  /** A step's answers typed here laid over the others, with their bases (a co-founder's other answers show). */
  const layTyped = (step: SavableStep | AnswerStep, from: WizardDraft) => {
    const typed = typedAnswers(questions, step, from, record);
    own = setStepOwn(questions, own, step, typed.own);
    ownBases = { ...ownBases, ...typed.bases };
  };
  /** A refused save's changed answers go back to the typed ones, with their bases. */
  const layRefused = (
    step: SavableStep | AnswerStep,
    payload: { own?: OwnAnswers; ownChanges?: { question: string; base: MergeValue }[] },
  ) => {
    own = setStepOwn(questions, own, step, entryAnswers(payload));
    for (const change of payload.ownChanges ?? []) ownBases = { ...ownBases, [change.question]: change.base };
  };
  for (const step of SAVABLE_STEPS) {
    const refusal = queue.refused[step];
    const entry = lastEntryOf(queue, step);
    const ownVersion = queue.versions[step];
    // The fields and answers of this step's saves on their way: as sent, until the server answers.
    for (const waiting of queue.entries.filter((e) => e.kind === step)) {
      if (isStepPayload(waiting.payload) && waiting.payload.changes)
        values = setFields(
          values,
          waiting.payload.changes.map((c) => c.field),
          waiting.payload.values,
        );
      if (isStepPayload(waiting.payload) && waiting.payload.ownChanges)
        own = setStepOwn(questions, own, step, entryAnswers(waiting.payload));
    }
    if (stored && (stored.dirty.includes(step) || typedOn.has(step))) {
      // Only the fields typed here: what a co-founder saved meanwhile in the others is shown. A step unsaved only by an
      // answer whose question moved to it has none.
      const typed = !stored.dirty.includes(step)
        ? {}
        : stored.pending
          ? pendingOfStep(stored.pending, step)
          : queueFieldEdits(
              {},
              Object.fromEntries(STEP_FIELDS[step].map((f) => [f, storedValue(record, f)])),
              fieldValues(stored.values, step),
            );
      pending = { ...pending, ...typed };
      values = setFields(values, Object.keys(typed), stored.values);
      layTyped(step, stored);
      dirty.push(step);
      bases[step] = maxOf(
        stored.bases[step],
        ownVersion,
        refusal?.version,
        stored.bases[step] === undefined ? record?.stepVersions[step] : undefined,
      );
    } else if (isStepPayload(entry?.payload)) {
      if (!entry.payload.changes) values = setStepValues(values, step, entry.payload.values);
      if (!entry.payload.ownChanges) own = setStepOwn(questions, own, step, entry.payload.own);
      bases[step] = entry.baseVersion ?? 0;
    } else if (isStepPayload(refusal?.payload)) {
      values = setStepValues(values, step, refusal.payload.values);
      for (const change of refusal.payload.changes ?? [])
        pending = { ...pending, [change.field]: { base: change.base, value: change.value } };
      layRefused(step, refusal.payload);
      dirty.push(step);
      bases[step] = maxOf(ownVersion, refusal.version);
    } else {
      bases[step] = record?.stepVersions[step] ?? 0;
    }
  }
  // The upload steps' answers: typed and unsaved, queued, or refused (kept), else the server's.
  const ownDirty: AnswerStep[] = [];
  for (const step of ANSWER_STEPS) {
    const refusal = queue.refused[step];
    const entry = lastEntryOf(queue, step);
    for (const waiting of queue.entries.filter((e) => e.kind === step))
      if (isStepPayload(waiting.payload)) own = setStepOwn(questions, own, step, entryAnswers(waiting.payload));
    if (stored && (stored.ownDirty?.includes(step) || typedOn.has(step))) {
      layTyped(step, stored);
      ownDirty.push(step);
    } else if (isStepPayload(refusal?.payload) && !isStepPayload(entry?.payload)) {
      layRefused(step, refusal.payload);
      ownDirty.push(step);
    }
  }
  return { values, dirty, bases, own, ownDirty, pending, ownBases };
};
