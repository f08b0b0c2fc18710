import type { ApplicationForm } from '@portal/shared/schemas/application';
import { MESSAGES } from '@portal/shared/texts/messages';
import type { UploadKind } from '@portal/shared/uploads/files';
import type { ApplicationRecord } from '@portal/shared/application/application-record';
import { SUBMITTED_STATUS } from '@portal/shared/application/application-status';
import {
  chooseConflictValue,
  conflictsToShow,
  questionOfField,
  sameFieldValue,
  type FieldConflict,
  type FieldValue,
  type MergeValue,
  type PendingChanges,
} from '@portal/shared/application/field-merge';
import { isStepPayload, type ApplicationPayload, type ApplicationSyncQueue, type StepPayload } from './application-sender.ts';
import { clearDraft, readDraft, writeDraft, type PendingFields, type WizardDraft } from './draft-storage.ts';
import { recordToForm } from './record-to-form.ts';
import {
  ANSWER_STEPS,
  SAVABLE_STEPS,
  isAnswerStep,
  STEP_FIELDS,
  pickStep,
  sameStepValues,
  stepOfField,
  type AnswerStep,
  type OwnStep,
  type SavableStep,
} from './step-fields.ts';
import {
  baseOf,
  laterBases,
  mergeDraft,
  setFields,
  setStepValues,
  stepChanges,
  typedChange,
  withStep,
  without,
  withTypedAnswerSteps,
  withWaitingSaves,
} from './wizard-draft.ts';
import type { StepCheck } from './validate-step.ts';
import { loadStepCheck, type CheckStep } from './step-check.ts';
import { saveFailureMessage } from './save-failure.ts';
import { refusalText } from './refusal-words.ts';
import { conflictsOfApplication, type SyncQueueState } from './sync-queue.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import type { SavedRecord } from '../api/application-api.ts';
import type { Question } from '@portal/shared/own-questions/question-schema';
import { isOlderCopy, newestOfEachStep } from './record-freshness.ts';
import {
  asInput,
  ownChangesOf,
  droppedAnswersOf,
  ownQuestionsOf,
  pickStepOwn,
  sameStepOwn,
  serverOwnAnswers,
  setStepOwn,
  stepQuestionIds,
  storedAnswer,
  type OwnChange,
  type OwnInput,
} from './own-answers.ts';

/**
 * clean: the server has it · dirty: typed, not saved yet · saving: on its way · queued: saved on this device, sent
 * when the connection returns · refused: the server said no (the founder keeps the text).
 */
export type StepSaveState = 'clean' | 'dirty' | 'saving' | 'queued' | 'refused';

export type SaveOutcome =
  | { kind: 'saved' }
  | { kind: 'queued' }
  | {
      kind: 'invalid';
      check: Extract<StepCheck<SavableStep>, { ok: false }>;
      /** The cohort's own questions refused, by question id, in the founder's language. */
      ownErrors?: Record<string, string>;
    }
  | { kind: 'error'; message: string };

/** idle, on its way, waiting on this device for a connection, or confirmed by the server. */
export type SubmissionState = 'idle' | 'sending' | 'queued' | 'confirmed';

export const URL_FIELD: Record<UploadKind, 'videoUrl' | 'financialStatementUrl' | 'pitchDeckUrl'> = {
  video: 'videoUrl',
  financial_statement: 'financialStatementUrl',
  pitch_deck: 'pitchDeckUrl',
};

/** Where the typed, unsaved draft is kept: the device's localStorage (draft-storage.ts), anything in tests. */
export interface DraftStore {
  read: (userId: string) => WizardDraft | null;
  /** False when the device refused to keep it. */
  write: (userId: string, draft: WizardDraft) => boolean;
  clear: (userId: string) => void;
}
const deviceDrafts: DraftStore = { read: readDraft, write: writeDraft, clear: clearDraft };

export interface WizardStoreOptions {
  userId: string;
  record: ApplicationRecord | null;
  queue: ApplicationSyncQueue;
  initialData?: { name?: string; email?: string };
  drafts?: DraftStore;
}

/** Everything the wizard shows, as one immutable value (a new object on every change). */
export interface WizardSnapshot {
  draft: WizardDraft;
  status: string | null;
  /** The server confirmed the submission while this wizard was open. */
  confirmed: boolean;
  queue: SyncQueueState<ApplicationPayload>;
  /** The device kept the last change of the typed draft (false: its storage refused it). */
  draftKept: boolean;
}

/** The save state of one step, read from a snapshot. */
export const stepStateOf = ({ draft, queue }: WizardSnapshot, step: OwnStep): StepSaveState => {
  if (queue.sending === step) return 'saving';
  if (queue.entries.some((e) => e.kind === step)) return 'queued';
  if (queue.refused[step]) return 'refused';
  if (isAnswerStep(step) ? (draft.ownDirty ?? []).includes(step) : draft.dirty.includes(step)) return 'dirty';
  return 'clean';
};

/** Changes not on the server yet that the device could not keep (its storage full): closing the page loses them. */
export const changesOnlyInPageOf = ({ draft, queue, draftKept }: WizardSnapshot): boolean =>
  (queue.unstored && queue.entries.length > 0) || (!draftKept && (draft.dirty.length > 0 || (draft.ownDirty ?? []).length > 0));

/** 'queued' only once a pass found no connection: a submission on its way is not said to be offline. */
export const submissionOf = ({ confirmed, queue }: WizardSnapshot): SubmissionState => {
  if (confirmed) return 'confirmed';
  if (!queue.entries.some((e) => e.kind === 'submit')) return 'idle';
  return queue.failedPasses > 0 ? 'queued' : 'sending';
};

/** The fields of this step's saves still on their way. */
const waitingFields = (queue: SyncQueueState<ApplicationPayload>): Set<string> =>
  new Set(queue.entries.flatMap((e) => (isStepPayload(e.payload) ? (e.payload.changes ?? []).map((c) => c.field) : [])));

/** The questions whose changed answers are in saves still on their way. */
const waitingAnswers = (queue: SyncQueueState<ApplicationPayload>): Set<string> =>
  new Set(queue.entries.flatMap((e) => (isStepPayload(e.payload) ? (e.payload.ownChanges ?? []).map((c) => c.question) : [])));

/**
 * The conflicts the founder is shown: a field or an answer a save could not write, unless they typed in it again
 * since (their newer value meets the stored one in its own save).
 */
export const conflictsOf = ({ draft, queue }: WizardSnapshot): FieldConflict[] => {
  const waiting = waitingFields(queue);
  const answers = waitingAnswers(queue);
  const pending: PendingChanges = draft.pending ?? {};
  const typed = draft.ownBases ?? {};
  const own = conflictsOfApplication(queue, draft.values.applicationId);
  return conflictsToShow(pending, own).filter((c) => {
    const question = questionOfField(c.field);
    return question === null ? !waiting.has(c.field) : !(question in typed) && !answers.has(question);
  });
};

export const stepErrorsOf = ({ queue }: Pick<WizardSnapshot, 'queue'>): Partial<Record<OwnStep, string>> =>
  Object.fromEntries(
    [...SAVABLE_STEPS, ...ANSWER_STEPS].flatMap((s) => (queue.refused[s] ? [[s, refusalText(queue.refused[s])]] : [])),
  );

const withAnswerStep = (steps: AnswerStep[] | undefined, step: AnswerStep): AnswerStep[] =>
  (steps ?? []).includes(step) ? (steps ?? []) : [...(steps ?? []), step];
const withoutAnswerStep = (steps: AnswerStep[] | undefined, step: AnswerStep): AnswerStep[] =>
  (steps ?? []).filter((s) => s !== step);

export const submitProblemsOf = ({ queue }: WizardSnapshot): string[] => {
  const refusal = queue.refused.submit;
  if (!refusal) return [];
  return refusal.details.length > 0 ? refusal.details : [refusalText(refusal)];
};

/** A refused save's changed answers go back to the typed ones (an answer typed again since keeps the first base). */
const withRefusedAnswers = (
  bases: Record<string, MergeValue> | undefined,
  changes: readonly OwnChange[] | undefined,
): Record<string, MergeValue> | undefined => {
  if (!changes) return bases;
  const next = { ...bases };
  for (const change of changes) if (!(change.question in next)) next[change.question] = change.base;
  return next;
};

/**
 * After a step's answers were queued: an answer not typed since has no base any more; one typed again since is based
 * on the answer queued (the server has not seen the one in between).
 */
const basesAfterQueued = (
  bases: Record<string, MergeValue> | undefined,
  ids: readonly string[],
  typedNow: Record<string, OwnInput>,
  queued: Record<string, OwnInput>,
  changes: readonly OwnChange[],
): Record<string, MergeValue> => {
  const next = { ...bases };
  for (const id of ids) {
    if (!(id in next)) continue;
    const change = changes.find((c) => c.question === id);
    if (JSON.stringify(typedNow[id] ?? null) === JSON.stringify(queued[id] ?? null)) delete next[id];
    else if (change) next[id] = change.value;
  }
  return next;
};

/** A refused merge save's changes go back to the typed ones (a field typed again since keeps the first base). */
const withRefused = (pending: PendingFields | undefined, changes: StepPayload['changes']): PendingFields | undefined => {
  if (!changes) return pending;
  const next: Record<string, { base: FieldValue; value: FieldValue }> = { ...pending };
  for (const change of changes) next[change.field] = { base: change.base, value: next[change.field]?.value ?? change.value };
  return next as PendingFields;
};

/**
 * The wizard's single source of truth, without React: the form values, what is typed but unsaved (draft-storage),
 * and the account's save queue (application-sync.ts) that sends saves and the submission in order, now or when
 * the connection returns. Every state shown comes from there: 'Saved' only once the server confirmed. The queue's
 * answers are followed while anything is subscribed (hooks/use-wizard-state.ts subscribes while mounted).
 */
export const createWizardStore = (options: WizardStoreOptions) => {
  const { userId, queue } = options;
  const drafts = options.drafts ?? deviceDrafts;
  let draft = mergeDraft(drafts.read(userId), options.record, queue.getState(), options.initialData);
  let status = options.record?.status ?? null;
  /** The application as the server last answered it: what typed fields are based on. */
  let server = options.record;
  /** The cohort's own questions of the application's form version (from the record, so the device copy has them). */
  let questions = ownQuestionsOf(options.record);
  let confirmed = false;
  let draftKept = true;
  let snapshot: WizardSnapshot = { draft, status, confirmed, queue: queue.getState(), draftKept };
  const listeners = new Set<() => void>();
  let detach: (() => void) | null = null;

  const getSnapshot = (): WizardSnapshot => {
    const queueState = queue.getState();
    if (
      snapshot.draft !== draft ||
      snapshot.status !== status ||
      snapshot.confirmed !== confirmed ||
      snapshot.queue !== queueState ||
      snapshot.draftKept !== draftKept
    ) {
      snapshot = { draft, status, confirmed, queue: queueState, draftKept };
    }
    return snapshot;
  };
  const notify = () => {
    for (const listener of listeners) listener();
  };

  /** Changes the draft and keeps the device copy in step. */
  const update = (change: (current: WizardDraft) => WizardDraft) => {
    draft = change(draft);
    draftKept = drafts.write(userId, draft);
    notify();
  };

  /**
   * A step's answers as the server has them, except those typed since or in a save still on its way (the founder's
   * stay): a co-founder's answer shows, and where this save met a conflict the stored one does (both in the panel).
   */
  const serverAnswersOf = (d: WizardDraft, step: OwnStep, record: ApplicationRecord): Record<string, OwnInput> => {
    const waiting = waitingAnswers(queue.getState());
    const stored = serverOwnAnswers(record);
    const ids = stepQuestionIds(questions, step).filter((id) => !(id in (d.ownBases ?? {})) && !waiting.has(id));
    return Object.fromEntries(ids.map((id) => [id, stored[id] ?? null]));
  };

  /** What a newly typed answer is based on: the answer a save on its way carries for it, else the stored one. */
  const ownBaseOf = (questionId: string): MergeValue => {
    const sent = queue
      .getState()
      .entries.flatMap((e) => (isStepPayload(e.payload) ? (e.payload.ownChanges ?? []) : []))
      .filter((c) => c.question === questionId)
      .at(-1);
    return sent ? sent.value : storedAnswer(server, questionId);
  };

  /**
   * A save that left out answers to questions the team removed or changed since: they leave the draft, and the wizard
   * says so (instead of a plain "Saved") until the next save is queued. Called once `questions` is the save's form.
   */
  const noteDropped = (record: SavedRecord, shown: readonly Question[]) => {
    const dropped = droppedAnswersOf(record, shown, questions, currentLocale());
    if (dropped.length === 0) return;
    const ids = new Set(dropped.map((d) => d.questionId));
    update((d) => ({
      ...d,
      own: Object.fromEntries(Object.entries(d.own).filter(([id]) => !ids.has(id))),
      ownBases: d.ownBases && Object.fromEntries(Object.entries(d.ownBases).filter(([id]) => !ids.has(id))),
      droppedOwn: [...(d.droppedOwn ?? []), ...dropped],
    }));
  };

  /** An answer that brought a new form version: a typed answer whose question moved makes its new step unsaved. */
  const followMovedAnswers = (shown: readonly Question[]) => {
    if (questions !== shown) update((d) => withTypedAnswerSteps(d, questions));
  };

  /** A save's answer becomes the store's copy of the server's; returns the questions shown until then. */
  const adopt = (record: SavedRecord): readonly Question[] => {
    server = record;
    status = record.status;
    const shown = questions;
    questions = ownQuestionsOf(record);
    return shown;
  };

  /** Once the draft holds a save's answers: answers whose question moved or left the form since it was shown. */
  const afterNewForm = (record: SavedRecord, shown: readonly Question[]) => {
    followMovedAnswers(shown);
    noteDropped(record, shown);
  };

  /** Answers from the server, whichever page (or the service worker) sent them. */
  const onSettled: Parameters<ApplicationSyncQueue['onSettled']>[0] = (entry, outcome) => {
    if (entry.kind === 'submit') {
      if (outcome.kind !== 'sent' || !outcome.result) return;
      drafts.clear(userId);
      server = outcome.result;
      status = outcome.result.status;
      draft = mergeDraft(null, outcome.result, queue.getState(), {});
      confirmed = true;
      notify();
      return;
    }
    if (entry.kind === 'start') {
      // The application started on this phone now has the server's id (and the server's copy of the answers).
      if (outcome.kind !== 'sent' || !outcome.result) return;
      const record = outcome.result;
      server = record;
      status = record.status;
      update((d) => ({ ...d, values: { ...d.values, applicationId: record.id } }));
      return;
    }
    const step = entry.kind;
    const ownChanges = isStepPayload(entry.payload) ? entry.payload.ownChanges : undefined;
    if (isAnswerStep(step)) {
      // An upload step's answers to the cohort's own questions: no version, the founder keeps their answers when refused.
      if (outcome.kind === 'refused') {
        update((d) => ({
          ...d,
          ownDirty: withAnswerStep(d.ownDirty, step),
          ownBases: withRefusedAnswers(d.ownBases, ownChanges),
        }));
        return;
      }
      const record = outcome.result;
      if (!record) return;
      const shown = adopt(record);
      if (ownChanges) {
        update((d) => ({ ...d, own: setStepOwn(questions, d.own, step, serverAnswersOf(d, step, record)) }));
        followMovedAnswers(shown);
        return;
      }
      update((d) =>
        (d.ownDirty ?? []).includes(step) ? d : { ...d, own: setStepOwn(questions, d.own, step, serverOwnAnswers(record)) },
      );
      afterNewForm(record, shown);
      return;
    }
    const sent = isStepPayload(entry.payload) ? entry.payload.values : {};
    const changes = isStepPayload(entry.payload) ? entry.payload.changes : undefined;
    if (outcome.kind === 'refused') {
      // The founder keeps their text and its changes; the next save is based on what the server has now.
      update((d) => ({
        ...d,
        dirty: withStep(d.dirty, step),
        bases: outcome.version === undefined ? d.bases : { ...d.bases, [step]: outcome.version },
        pending: withRefused(d.pending, changes),
        ownBases: withRefusedAnswers(d.ownBases, ownChanges),
      }));
      return;
    }
    const record = outcome.result;
    if (!record) return;
    const shown = adopt(record);
    if (changes) {
      // A merge save: every field of the step not typed since, nor on its way, shows what the server has now (a
      // co-founder's value, or theirs where this save met a conflict: both are in the conflict panel).
      update((d) => {
        const waiting = waitingFields(queue.getState());
        const fields = STEP_FIELDS[step].filter((f) => !d.pending?.[f] && !waiting.has(f));
        const untouched = !d.dirty.includes(step);
        return {
          ...d,
          values: { ...setFields(d.values, fields, recordToForm(record)), applicationId: record.id },
          bases: { ...d.bases, [step]: record.stepVersions[step] },
          own: ownChanges
            ? setStepOwn(questions, d.own, step, serverAnswersOf(d, step, record))
            : untouched
              ? setStepOwn(questions, d.own, step, serverOwnAnswers(record))
              : d.own,
        };
      });
      afterNewForm(record, shown);
      return;
    }
    update((d) => {
      const untouched = !d.dirty.includes(step) && sameStepValues(step, setStepValues(d.values, step, sent), d.values);
      const values = untouched ? setStepValues(d.values, step, recordToForm(record)) : d.values;
      const own = untouched ? setStepOwn(questions, d.own, step, serverOwnAnswers(record)) : d.own;
      return {
        ...d,
        values: { ...values, applicationId: record.id },
        dirty: d.dirty,
        bases: { ...d.bases, [step]: record.stepVersions[step] },
        own,
      };
    });
    afterNewForm(record, shown);
  };

  /** The queue changed (here, in another tab or in the service worker): its waiting saves show as they will be sent. */
  const followQueue = () => {
    if (status !== SUBMITTED_STATUS) draft = withWaitingSaves(draft, queue.getState(), questions);
    notify();
  };

  const subscribe = (listener: () => void): (() => void) => {
    listeners.add(listener);
    if (!detach) {
      const offSettled = queue.onSettled(onSettled);
      const offQueue = queue.subscribe(followQueue);
      detach = () => {
        offSettled();
        offQueue();
      };
    }
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0 && detach) {
        detach();
        detach = null;
      }
    };
  };

  const setField = <K extends keyof ApplicationForm>(field: K, value: ApplicationForm[K]) => {
    if (status === SUBMITTED_STATUS) return;
    const step = stepOfField(field);
    update((d) => ({
      ...d,
      values: { ...d.values, [field]: value },
      dirty: step ? withStep(d.dirty, step) : d.dirty,
      // The field's first value is its base until it is queued; typed back to it, it is no change.
      pending: step
        ? typedChange(d.pending, field as keyof PendingFields, baseOf(server, field, d.values[field]), value as FieldValue)
        : d.pending,
    }));
  };

  /** An answer to one of the cohort's own questions: its step has changes the server does not have yet. */
  const setOwnAnswer = (questionId: string, value: OwnInput) => {
    if (status === SUBMITTED_STATUS) return;
    const step = questions.find((q) => q.id === questionId)?.step;
    const savable = SAVABLE_STEPS.find((s) => s === step);
    const answerStep = ANSWER_STEPS.find((s) => s === step);
    update((d) => ({
      ...d,
      own: { ...d.own, [questionId]: value },
      // The answer it started from is kept from the first change until it is queued.
      ownBases: d.ownBases && questionId in d.ownBases ? d.ownBases : { ...d.ownBases, [questionId]: ownBaseOf(questionId) },
      dirty: savable ? withStep(d.dirty, savable) : d.dirty,
      ownDirty: answerStep ? withAnswerStep(d.ownDirty, answerStep) : d.ownDirty,
    }));
  };

  /** Validates a step and puts it in the queue (stored on the device before this resolves). */
  const enqueueStep = async (step: SavableStep): Promise<SaveOutcome | null> => {
    let checkStep: CheckStep;
    try {
      checkStep = await loadStepCheck();
    } catch (error) {
      // The rules' chunk could not load (no network and not cached yet): nothing is lost, the founder tries again.
      return { kind: 'error', message: saveFailureMessage(step, error) };
    }
    const current = draft;
    const check = checkStep(step, current.values);
    let ownAnswers: string | undefined;
    let ownChanges: OwnChange[] = [];
    if (stepQuestionIds(questions, step).length > 0) {
      let own;
      try {
        own = (await import('./validate-step.ts')).checkOwnAnswers(questions, step, current.own, currentLocale());
      } catch (error) {
        return { kind: 'error', message: saveFailureMessage(step, error) };
      }
      if (!own.ok)
        return {
          kind: 'invalid',
          check: check.ok ? { ok: false, alert: null, fieldErrors: {} } : check,
          ownErrors: own.ownErrors,
        };
      ownAnswers = own.ownAnswers;
      ownChanges = ownChangesOf(stepQuestionIds(questions, step), current.ownBases, own.values, server);
    }
    if (!check.ok) return { kind: 'invalid', check };
    const personalComing = queue.getState().entries.some((e) => e.kind === 'personal');
    if (step !== 'personal' && !current.values.applicationId && !personalComing) {
      return { kind: 'error', message: step === 'funding' ? MESSAGES.COMPLETE_PREVIOUS_FIRST : MESSAGES.COMPLETE_PERSONAL_FIRST };
    }
    // Always a merge save: with no field changed (a copied step confirmed as it is) it only checks the step, so it
    // never overwrites a co-founder's save of it nor is refused as stale.
    const changes = stepChanges(step, check.variables, current.pending, server, waitingFields(queue.getState()));
    const payload: StepPayload = {
      values: pickStep(step, current.values),
      variables: check.variables,
      ...(ownAnswers === undefined ? {} : { own: pickStepOwn(questions, step, current.own), ownAnswers, ownChanges }),
      changes,
    };
    await queue.put(step, payload, current.bases[step] ?? 0);
    // Typed again while it was being stored: the step stays dirty, the newer value based on the one queued.
    update((d) => {
      const pending: Record<string, { base: FieldValue; value: FieldValue }> = { ...d.pending };
      for (const change of changes) {
        const now = pending[change.field];
        if (!now || sameFieldValue(now.value, change.value)) delete pending[change.field];
        else pending[change.field] = { base: change.value, value: now.value };
      }
      return {
        ...d,
        pending: pending as PendingFields,
        ownBases: basesAfterQueued(d.ownBases, stepQuestionIds(questions, step), d.own, current.own, ownChanges),
        droppedOwn: undefined,
        dirty:
          sameStepValues(step, d.values, current.values) && sameStepOwn(questions, step, d.own, current.own)
            ? without(d.dirty, step)
            : d.dirty,
      };
    });
    return null;
  };

  /**
   * An upload step's answers to the cohort's own questions: checked with the shared schema in the founder's language,
   * queued (stored on the device before this resolves) and sent now if the connection allows. Nothing to do without
   * questions on the step.
   */
  const enqueueAnswers = async (step: AnswerStep): Promise<SaveOutcome | null> => {
    if (stepQuestionIds(questions, step).length === 0) return null;
    const current = draft;
    let own;
    try {
      own = (await import('./validate-step.ts')).checkOwnAnswers(questions, step, current.own, currentLocale());
    } catch (error) {
      return { kind: 'error', message: saveFailureMessage(step, error) };
    }
    if (!own.ok) return { kind: 'invalid', check: { ok: false, alert: null, fieldErrors: {} }, ownErrors: own.ownErrors };
    if (!current.values.applicationId && !queue.getState().entries.some((e) => e.kind === 'personal'))
      return { kind: 'error', message: MESSAGES.COMPLETE_PERSONAL_FIRST };
    const unchanged = !(current.ownDirty ?? []).includes(step) && !queue.getState().refused[step];
    if (unchanged) return null;
    const ids = stepQuestionIds(questions, step);
    const ownChanges = ownChangesOf(ids, current.ownBases, own.values, server);
    const payload: StepPayload = {
      values: {},
      variables: null,
      own: pickStepOwn(questions, step, current.own),
      ownAnswers: own.ownAnswers,
      ownChanges,
    };
    await queue.put(step, payload, null);
    update((d) => ({
      ...d,
      ownBases: basesAfterQueued(d.ownBases, ids, d.own, current.own, ownChanges),
      droppedOwn: undefined,
      ownDirty: sameStepOwn(questions, step, d.own, current.own) ? withoutAnswerStep(d.ownDirty, step) : d.ownDirty,
    }));
    return null;
  };

  /** 'Save & Next' on an upload step: its answers to the cohort's own questions checked, queued and sent. */
  const saveAnswers = async (step: AnswerStep): Promise<SaveOutcome> => {
    const problem = await enqueueAnswers(step);
    if (problem) return problem;
    await queue.flush();
    const after = queue.getState();
    if (after.entries.some((e) => e.kind === step)) return { kind: 'queued' };
    const refusal = after.refused[step];
    return refusal ? { kind: 'error', message: refusalText(refusal) } : { kind: 'saved' };
  };

  /** 'Save & Next': validate, queue, send now if the connection allows. */
  const saveStep = async (step: SavableStep): Promise<SaveOutcome> => {
    const problem = await enqueueStep(step);
    if (problem) return problem;
    await queue.flush();
    const after = queue.getState();
    if (after.entries.some((e) => e.kind === step)) return { kind: 'queued' };
    const refusal = after.refused[step];
    return refusal ? { kind: 'error', message: refusalText(refusal) } : { kind: 'saved' };
  };

  /** Submit: queue every step with unsaved changes, then the submission behind them. Resolves to a problem, if any. */
  const submit = async (): Promise<string | null> => {
    for (const step of SAVABLE_STEPS.filter((s) => draft.dirty.includes(s))) {
      const problem = await enqueueStep(step);
      if (problem?.kind === 'invalid') return problem.check.alert ?? MESSAGES.REQUIRED_FIELDS;
      if (problem?.kind === 'error') return problem.message;
    }
    for (const step of ANSWER_STEPS.filter((s) => (draft.ownDirty ?? []).includes(s))) {
      const problem = await enqueueAnswers(step);
      if (problem?.kind === 'invalid') return Object.values(problem.ownErrors ?? {})[0] ?? MESSAGES.REQUIRED_FIELDS;
      if (problem?.kind === 'error') return problem.message;
    }
    if (!draft.values.applicationId && !queue.getState().entries.some((e) => e.kind === 'personal'))
      return MESSAGES.APPLICATION_NOT_FOUND;
    await queue.put('submit', null);
    await queue.flush();
    return null;
  };

  /** A finished upload: the server already stored the link on the application. */
  const setUploadedUrl = (kind: UploadKind, url: string | null) =>
    update((d) => ({ ...d, values: { ...d.values, [URL_FIELD[kind]]: url } }));

  /**
   * The founder's choice on an answer's conflict: the stored answer kept (nothing to save), or theirs saved with the
   * stored one as its base, with the step's other answers as typed.
   */
  const chooseAnswerConflict = async (
    questionId: string,
    conflict: FieldConflict | undefined,
    choice: 'mine' | 'theirs',
  ): Promise<SaveOutcome> => {
    const step = questions.find((q) => q.id === questionId)?.step;
    const savable = SAVABLE_STEPS.find((s) => s === step);
    const answerStep = ANSWER_STEPS.find((s) => s === step);
    if (!conflict || (!savable && !answerStep)) return { kind: 'saved' };
    const mine = choice === 'mine' && !sameFieldValue(conflict.stored, conflict.yours);
    update((d) => {
      const ownBases = { ...d.ownBases };
      if (mine) ownBases[questionId] = conflict.stored;
      else delete ownBases[questionId];
      return {
        ...d,
        own: { ...d.own, [questionId]: asInput(mine ? conflict.yours : conflict.stored) },
        ownBases,
        dirty: mine && savable ? withStep(d.dirty, savable) : d.dirty,
        ownDirty: mine && answerStep ? withAnswerStep(d.ownDirty, answerStep) : d.ownDirty,
      };
    });
    await queue.dropConflict(conflict.field, draft.values.applicationId ?? null);
    if (!mine) return { kind: 'saved' };
    return savable ? saveStep(savable) : saveAnswers(answerStep!);
  };

  /**
   * The founder's choice on a conflict: the stored value kept (nothing to save), or theirs saved as a merge save whose
   * base is the stored value. The other fields of the step are as the server has them, or as typed.
   */
  const chooseConflict = async (field: string, choice: 'mine' | 'theirs'): Promise<SaveOutcome> => {
    const applicationId = draft.values.applicationId;
    const conflict = conflictsOfApplication(queue.getState(), applicationId).find((c) => c.field === field);
    const question = questionOfField(field);
    if (question !== null) return chooseAnswerConflict(question, conflict, choice);
    const step = stepOfField(field as keyof ApplicationForm);
    if (!conflict || !step) return { kind: 'saved' };
    update((d) => {
      const pending = chooseConflictValue(d.pending ?? {}, conflict as FieldConflict<keyof PendingFields, FieldValue>, choice);
      const value = choice === 'mine' ? conflict.yours : conflict.stored;
      return {
        ...d,
        values: { ...d.values, [field]: value },
        pending,
        dirty: pending[field as keyof PendingFields] ? withStep(d.dirty, step) : d.dirty,
      };
    });
    await queue.dropConflict(field, applicationId ?? null);
    return choice === 'mine' ? saveStep(step) : { kind: 'saved' };
  };

  /** A fresh copy of the application from the server (after an upload, or a newer load): unsent edits are kept. */
  const applyRecord = (copy: ApplicationRecord | null) => {
    if (!copy || isOlderCopy(copy, server)) return;
    const sameApplication = copy.id === server?.id;
    const record = newestOfEachStep(copy, server);
    server = record;
    status = record.status;
    questions = ownQuestionsOf(record);
    const { droppedOwn, bases } = draft;
    const merged = mergeDraft(draft, record, queue.getState(), {});
    draft = {
      ...merged,
      bases: sameApplication ? laterBases(bases, merged.bases) : merged.bases,
      ...(droppedOwn ? { droppedOwn } : {}),
    };
    notify();
  };

  /** The cohort's own questions the wizard shows (the application's form version). */
  const ownQuestions = () => questions;

  return {
    getSnapshot,
    subscribe,
    setField,
    setOwnAnswer,
    ownQuestions,
    saveStep,
    saveAnswers,
    submit,
    setUploadedUrl,
    applyRecord,
    chooseConflict,
  };
};

export type WizardStore = ReturnType<typeof createWizardStore>;
