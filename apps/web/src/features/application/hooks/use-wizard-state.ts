import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ApplicationForm } from '@portal/shared/schemas/application';
import { MESSAGES } from '@portal/shared/messages';
import type { UploadKind } from '@portal/shared/files';
import type { ApplicationRecord } from '@portal/shared/application-record';
import { SUBMITTED_STATUS } from '@portal/shared/application-status';
import { fetchMyApplication } from '../api/application-api.ts';
import { MY_APPLICATION_KEY } from '../api/use-my-application.ts';
import type { ApplicationSyncQueue, StepPayload } from '../lib/application-sync.ts';
import { clearDraft, readDraft, writeDraft, type WizardDraft } from '../lib/draft-storage.ts';
import { recordToForm } from '../lib/record-to-form.ts';
import { SAVABLE_STEPS, pickStep, sameStepValues, stepOfField, type SavableStep } from '../lib/step-fields.ts';
import { mergeDraft, setStepValues, withStep, without } from '../lib/wizard-draft.ts';
import { checkStep, type StepCheck } from '../lib/validate-step.ts';

/**
 * clean: the server has it · dirty: typed, not saved yet · saving: on its way · queued: saved on this device, sent
 * when the connection returns · refused: the server said no (the founder keeps the text).
 */
export type StepSaveState = 'clean' | 'dirty' | 'saving' | 'queued' | 'refused';

export type SaveOutcome =
  | { kind: 'saved' }
  | { kind: 'queued' }
  | { kind: 'invalid'; check: Extract<StepCheck<SavableStep>, { ok: false }> }
  | { kind: 'error'; message: string };

/** idle, on its way, waiting on this device for a connection, or confirmed by the server. */
export type SubmissionState = 'idle' | 'sending' | 'queued' | 'confirmed';

export const URL_FIELD: Record<UploadKind, 'videoUrl' | 'financialStatementUrl' | 'pitchDeckUrl'> = {
  video: 'videoUrl',
  financial_statement: 'financialStatementUrl',
  pitch_deck: 'pitchDeckUrl',
};

interface Options {
  userId: string;
  record: ApplicationRecord | null;
  queue: ApplicationSyncQueue;
  initialData?: { name?: string; email?: string };
}

/**
 * The wizard's single source of truth: the form values, what is typed but unsaved (draft-storage), and the
 * account's save queue (application-sync.ts) that sends saves and the submission in order, now or when the
 * connection returns. Every state shown comes from there: 'Saved' only once the server confirmed.
 */
export const useWizardState = (options: Options) => {
  const { userId, queue } = options;
  const queryClient = useQueryClient();
  const queueState = useSyncExternalStore(queue.subscribe, queue.getState);
  const [draft, setDraftState] = useState<WizardDraft>(() => mergeDraft(readDraft(userId), options.record, queue.getState(), options.initialData));
  const [status, setStatus] = useState<string | null>(options.record?.status ?? null);
  const [confirmed, setConfirmed] = useState(false);
  const draftRef = useRef(draft);
  const readOnly = status === SUBMITTED_STATUS;

  const update = useCallback(
    (change: (current: WizardDraft) => WizardDraft) => {
      const next = change(draftRef.current);
      draftRef.current = next;
      setDraftState(next);
      writeDraft(userId, next);
    },
    [userId],
  );

  // Answers from the server, whichever page sent them.
  useEffect(
    () =>
      queue.onSettled((entry, outcome) => {
        if (entry.kind === 'submit') {
          if (outcome.kind !== 'sent' || !outcome.result) return;
          clearDraft(userId);
          setStatus(outcome.result.status);
          draftRef.current = mergeDraft(null, outcome.result, queue.getState(), {});
          setDraftState(draftRef.current);
          setConfirmed(true);
          return;
        }
        const step = entry.kind;
        const sent = (entry.payload as StepPayload | null)?.values ?? {};
        if (outcome.kind === 'refused') {
          // The founder keeps their text; the next save is based on what the server has now.
          update((d) => ({ ...d, dirty: withStep(d.dirty, step), bases: outcome.version === undefined ? d.bases : { ...d.bases, [step]: outcome.version } }));
          return;
        }
        const record = outcome.result;
        if (!record) return;
        update((d) => {
          const untouched = !d.dirty.includes(step) && sameStepValues(step, setStepValues(d.values, step, sent), d.values);
          const values = untouched ? setStepValues(d.values, step, recordToForm(record)) : d.values;
          return { values: { ...values, applicationId: record.id }, dirty: d.dirty, bases: { ...d.bases, [step]: record.stepVersions[step] } };
        });
        setStatus(record.status);
      }),
    [queue, update, userId],
  );

  const setField = useCallback(
    <K extends keyof ApplicationForm>(field: K, value: ApplicationForm[K]) => {
      if (readOnly) return;
      const step = stepOfField(field);
      update((d) => ({ ...d, values: { ...d.values, [field]: value }, dirty: step ? withStep(d.dirty, step) : d.dirty }));
    },
    [readOnly, update],
  );

  /** Validates a step and puts it in the queue (stored on the device before this resolves). */
  const enqueueStep = useCallback(
    async (step: SavableStep): Promise<SaveOutcome | null> => {
      const current = draftRef.current;
      const check = checkStep(step, current.values);
      if (!check.ok) return { kind: 'invalid', check };
      const personalComing = queue.getState().entries.some((e) => e.kind === 'personal');
      if (step !== 'personal' && !current.values.applicationId && !personalComing) return { kind: 'error', message: step === 'funding' ? MESSAGES.COMPLETE_PREVIOUS_FIRST : MESSAGES.COMPLETE_PERSONAL_FIRST };
      const payload: StepPayload = { values: pickStep(step, current.values), variables: check.variables };
      await queue.put(step, payload, current.bases[step] ?? 0);
      update((d) => ({ ...d, dirty: sameStepValues(step, d.values, current.values) ? without(d.dirty, step) : d.dirty }));
      return null;
    },
    [queue, update],
  );

  /** 'Save & Next': validate, queue, send now if the connection allows. */
  const saveStep = useCallback(
    async (step: SavableStep): Promise<SaveOutcome> => {
      const problem = await enqueueStep(step);
      if (problem) return problem;
      await queue.flush();
      const after = queue.getState();
      if (after.entries.some((e) => e.kind === step)) return { kind: 'queued' };
      const refusal = after.refused[step];
      return refusal ? { kind: 'error', message: refusal.message } : { kind: 'saved' };
    },
    [enqueueStep, queue],
  );

  /** Submit: queue every step with unsaved changes, then the submission behind them. Resolves to a problem, if any. */
  const submit = useCallback(async (): Promise<string | null> => {
    for (const step of SAVABLE_STEPS.filter((s) => draftRef.current.dirty.includes(s))) {
      const problem = await enqueueStep(step);
      if (problem?.kind === 'invalid') return problem.check.alert ?? MESSAGES.REQUIRED_FIELDS;
      if (problem?.kind === 'error') return problem.message;
    }
    const state = queue.getState();
    if (!draftRef.current.values.applicationId && !state.entries.some((e) => e.kind === 'personal')) return MESSAGES.APPLICATION_NOT_FOUND;
    await queue.put('submit', null);
    await queue.flush();
    return null;
  }, [enqueueStep, queue]);

  /** A finished upload: the server already stored the link on the application. */
  const setUploadedUrl = useCallback(
    (kind: UploadKind, url: string | null) => update((d) => ({ ...d, values: { ...d.values, [URL_FIELD[kind]]: url } })),
    [update],
  );

  /** A fresh copy of the application from the server (after an upload). */
  const applyRecord = useCallback(
    (record: ApplicationRecord | null) => {
      if (!record) return;
      setStatus(record.status);
      const next = mergeDraft(draftRef.current, record, queue.getState(), {});
      draftRef.current = next;
      setDraftState(next);
    },
    [queue],
  );

  // The page may first show the device copy; when the server's newer answer arrives, it is merged in (unsent edits kept).
  const shownRecord = useRef(options.record);
  useEffect(() => {
    if (options.record === shownRecord.current) return;
    shownRecord.current = options.record;
    applyRecord(options.record);
  }, [options.record, applyRecord]);

  /** Reads the application again (after an upload the server stored a new link). */
  const refresh = useCallback(async () => {
    try {
      applyRecord(await queryClient.fetchQuery({ queryKey: MY_APPLICATION_KEY, queryFn: ({ signal }) => fetchMyApplication(signal), staleTime: 0 }));
    } catch {
      // The upload itself succeeded; the next load shows the link.
    }
  }, [applyRecord, queryClient]);

  const stepState = useCallback(
    (step: SavableStep): StepSaveState => {
      if (queueState.sending === step) return 'saving';
      if (queueState.entries.some((e) => e.kind === step)) return 'queued';
      if (queueState.refused[step]) return 'refused';
      if (draft.dirty.includes(step)) return 'dirty';
      return 'clean';
    },
    [draft, queueState],
  );

  const submitRefusal = queueState.refused.submit;
  const submitWaiting = queueState.entries.some((e) => e.kind === 'submit');
  // 'queued' only once a pass found no connection: a submission on its way is not said to be offline.
  const submission: SubmissionState = confirmed
    ? 'confirmed'
    : !submitWaiting
      ? 'idle'
      : queueState.failedPasses > 0
        ? 'queued'
        : 'sending';

  return {
    values: draft.values,
    status,
    readOnly,
    stepErrors: Object.fromEntries(SAVABLE_STEPS.flatMap((s) => (queueState.refused[s] ? [[s, queueState.refused[s].message]] : []))) as Partial<Record<SavableStep, string>>,
    stepState,
    /** The server has a save of this step (its version is above 0): only then may an untouched step say Saved. */
    stepOnServer: (step: SavableStep): boolean => (draft.bases[step] ?? 0) > 0,
    setField,
    saveStep,
    submit,
    submission,
    submitProblems: submitRefusal ? (submitRefusal.details.length > 0 ? submitRefusal.details : [submitRefusal.message]) : [],
    setUploadedUrl,
    applyRecord,
    refresh,
    setStatus,
  };
};

export type WizardState = ReturnType<typeof useWizardState>;
