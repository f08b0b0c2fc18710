import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ApplicationForm } from '@portal/shared/schemas/application';
import { MESSAGES } from '@portal/shared/messages';
import { retryDelayMs } from '@portal/shared/limits';
import type { UploadKind } from '@portal/shared/files';
import type { ApplicationRecord } from '@portal/shared/application-record';
import { fetchMyApplication, saveBusinessDetails, saveCompanyInfo, saveFundingInfo, savePersonalInfo } from '../api/application-api.ts';
import { SUBMITTED_STATUS } from '@portal/shared/application-status';
import { MY_APPLICATION_KEY } from '../api/use-my-application.ts';
import { readDraft, writeDraft, type WizardDraft } from '../lib/draft-storage.ts';
import { recordToForm } from '../lib/record-to-form.ts';
import { isRetryable, saveFailureMessage } from '../lib/save-failure.ts';
import { SAVABLE_STEPS, STEP_FIELDS, sameStepValues, stepOfField, type SavableStep } from '../lib/step-fields.ts';
import { checkStep, type StepCheck } from '../lib/validate-step.ts';

export type StepSaveState = 'clean' | 'dirty' | 'saving' | 'queued';

export type SaveOutcome =
  | { kind: 'saved' }
  | { kind: 'queued' }
  | { kind: 'invalid'; check: Extract<StepCheck<SavableStep>, { ok: false }> }
  | { kind: 'error'; message: string };

export const URL_FIELD: Record<UploadKind, 'videoUrl' | 'financialStatementUrl' | 'pitchDeckUrl'> = {
  video: 'videoUrl',
  financial_statement: 'financialStatementUrl',
  pitch_deck: 'pitchDeckUrl',
};

const MAX_RETRY_DELAY_MS = 60_000;

interface Options {
  userId: string;
  record: ApplicationRecord | null;
  initialData?: { name?: string; email?: string };
}

const without = (steps: SavableStep[], step: SavableStep): SavableStep[] => steps.filter((s) => s !== step);
const withStep = (steps: SavableStep[], step: SavableStep): SavableStep[] => (steps.includes(step) ? steps : [...steps, step]);

/** Server values for the steps the device has nothing pending for; the device's own words for the rest. */
const mergeRecord = (draft: WizardDraft, record: ApplicationRecord | null, initialData: Options['initialData']): ApplicationForm => {
  const server = recordToForm(record, initialData);
  const pending = new Set([...draft.dirty, ...draft.queued]);
  const values = { ...server };
  for (const step of pending) {
    for (const field of STEP_FIELDS[step]) (values as Record<string, unknown>)[field] = draft.values[field];
  }
  return values;
};

const initialDraft = ({ userId, record, initialData }: Options): WizardDraft => {
  const stored = readDraft(userId) ?? { values: recordToForm(record, initialData), dirty: [], queued: [] };
  // A submitted application cannot change: whatever the device still holds is stale.
  if (record?.status === SUBMITTED_STATUS) return { values: recordToForm(record, initialData), dirty: [], queued: [] };
  return { ...stored, values: mergeRecord(stored, record, initialData) };
};

const requestFor = (step: SavableStep, applicationId: string | null | undefined, variables: unknown): Promise<ApplicationRecord> => {
  if (step === 'personal') return savePersonalInfo(variables as Parameters<typeof savePersonalInfo>[0]);
  if (!applicationId) return Promise.reject(new Error(MESSAGES.COMPLETE_PERSONAL_FIRST));
  if (step === 'company') return saveCompanyInfo(applicationId, variables as Parameters<typeof saveCompanyInfo>[1]);
  if (step === 'business') return saveBusinessDetails(applicationId, variables as Parameters<typeof saveBusinessDetails>[1]);
  return saveFundingInfo(applicationId, variables as Parameters<typeof saveFundingInfo>[1]);
};

/**
 * The wizard's single source of truth: the form values, the device draft, and the save queue that sends steps in
 * order (personal first, for the application id) and retries when the connection returns.
 */
export const useWizardState = (options: Options) => {
  const { userId } = options;
  const queryClient = useQueryClient();
  const [draft, setDraftState] = useState<WizardDraft>(() => initialDraft(options));
  const [status, setStatus] = useState<string | null>(options.record?.status ?? null);
  const [saving, setSaving] = useState<SavableStep | null>(null);
  const [stepErrors, setStepErrors] = useState<Partial<Record<SavableStep, string>>>({});
  const [retryAttempt, setRetryAttempt] = useState(0);
  const draftRef = useRef(draft);
  const errorsRef = useRef(stepErrors);
  const chainRef = useRef<Promise<void>>(Promise.resolve());
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

  const setStepError = useCallback((step: SavableStep, message: string | null) => {
    const next = { ...errorsRef.current };
    if (message) next[step] = message;
    else delete next[step];
    errorsRef.current = next;
    setStepErrors(next);
  }, []);

  const setField = useCallback(
    <K extends keyof ApplicationForm>(field: K, value: ApplicationForm[K]) => {
      if (readOnly) return;
      const step = stepOfField(field);
      update((d) => ({ ...d, values: { ...d.values, [field]: value }, dirty: step ? withStep(d.dirty, step) : d.dirty }));
    },
    [readOnly, update],
  );

  /** The server's answer for a step: adopt it unless the founder has typed something newer meanwhile. */
  const adoptSaved = useCallback(
    (step: SavableStep, sent: ApplicationForm, record: ApplicationRecord) => {
      const saved = recordToForm(record);
      update((d) => {
        const unchanged = sameStepValues(step, sent, d.values);
        const values = { ...d.values, applicationId: record.id };
        if (unchanged) for (const field of STEP_FIELDS[step]) (values as Record<string, unknown>)[field] = saved[field];
        return { values, queued: without(d.queued, step), dirty: unchanged ? without(d.dirty, step) : d.dirty };
      });
      setStatus(record.status);
      queryClient.setQueryData(MY_APPLICATION_KEY, record);
    },
    [queryClient, update],
  );

  /** Sends one queued step. Returns false when the connection is down (stop and retry later). */
  const sendQueued = useCallback(
    async (step: SavableStep): Promise<boolean> => {
      const sent = draftRef.current.values;
      const check = checkStep(step, sent);
      if (!check.ok) {
        update((d) => ({ ...d, queued: without(d.queued, step) }));
        const firstField = Object.values(check.fieldErrors).find((m) => typeof m === 'string');
        setStepError(step, check.alert ?? (typeof firstField === 'string' ? firstField : MESSAGES.REQUIRED_FIELDS));
        return true;
      }
      if (step !== 'personal' && !sent.applicationId) {
        update((d) => ({ ...d, queued: without(d.queued, step) }));
        setStepError(step, MESSAGES.COMPLETE_PERSONAL_FIRST);
        return true;
      }
      setSaving(step);
      try {
        const record = await requestFor(step, sent.applicationId, check.variables);
        setStepError(step, null);
        adoptSaved(step, sent, record);
        return true;
      } catch (error) {
        if (isRetryable(error)) return false;
        update((d) => ({ ...d, queued: without(d.queued, step) }));
        setStepError(step, saveFailureMessage(step, error));
        return true;
      } finally {
        setSaving(null);
      }
    },
    [adoptSaved, setStepError, update],
  );

  /** One pass over the queue in step order; passes never overlap. */
  const flush = useCallback((): Promise<void> => {
    const pass = async () => {
      for (const step of SAVABLE_STEPS) {
        if (!draftRef.current.queued.includes(step)) continue;
        const reached = await sendQueued(step);
        if (!reached) {
          setRetryAttempt((n) => n + 1);
          return;
        }
      }
      setRetryAttempt(0);
    };
    chainRef.current = chainRef.current.then(pass, pass);
    return chainRef.current;
  }, [sendQueued]);

  /** 'Save & Next': validate, then send (or keep it queued on the device when offline). */
  const saveStep = useCallback(
    async (step: SavableStep): Promise<SaveOutcome> => {
      const current = draftRef.current;
      const check = checkStep(step, current.values);
      if (!check.ok) return { kind: 'invalid', check };
      if (step !== 'personal' && !current.values.applicationId && !current.queued.includes('personal')) {
        return { kind: 'error', message: MESSAGES.COMPLETE_PERSONAL_FIRST };
      }
      setStepError(step, null);
      update((d) => ({ ...d, queued: withStep(d.queued, step) }));
      await flush();
      if (draftRef.current.queued.includes(step)) return { kind: 'queued' };
      const message = errorsRef.current[step];
      return message ? { kind: 'error', message } : { kind: 'saved' };
    },
    [flush, setStepError, update],
  );

  /** Saves every step with unsent changes (before submitting). Resolves to the first problem, if any. */
  const saveAllPending = useCallback(async (): Promise<string | null> => {
    const pending = SAVABLE_STEPS.filter((s) => draftRef.current.dirty.includes(s) || draftRef.current.queued.includes(s));
    for (const step of pending) {
      const outcome = await saveStep(step);
      if (outcome.kind === 'invalid') return outcome.check.alert ?? MESSAGES.SUBMIT_FAILED;
      if (outcome.kind === 'error') return outcome.message;
      if (outcome.kind === 'queued') return MESSAGES.SUBMIT_FAILED;
    }
    return null;
  }, [saveStep]);

  /** A finished upload: the server already stored the link on the application. */
  const setUploadedUrl = useCallback(
    (kind: UploadKind, url: string | null) => update((d) => ({ ...d, values: { ...d.values, [URL_FIELD[kind]]: url } })),
    [update],
  );

  /** A fresh copy of the application from the server (after an upload or a submit). */
  const applyRecord = useCallback(
    (record: ApplicationRecord | null) => {
      if (!record) return;
      setStatus(record.status);
      update((d) => {
        if (record.status === SUBMITTED_STATUS) return { values: recordToForm(record), dirty: [], queued: [] };
        return { ...d, values: mergeRecord(d, record, {}) };
      });
    },
    [update],
  );

  /** Reads the application again (after an upload the server stored a new link). */
  const refresh = useCallback(async () => {
    try {
      applyRecord(await queryClient.fetchQuery({ queryKey: MY_APPLICATION_KEY, queryFn: ({ signal }) => fetchMyApplication(signal), staleTime: 0 }));
    } catch {
      // The upload itself succeeded; the next load shows the link.
    }
  }, [applyRecord, queryClient]);

  // Retry the queue when the connection returns, and on a backoff timer (the 'online' event can be missed or lie).
  useEffect(() => {
    const onOnline = () => void flush();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [flush]);

  const hasQueue = draft.queued.length > 0;
  useEffect(() => {
    if (!hasQueue || readOnly || retryAttempt === 0) return;
    const timer = window.setTimeout(() => void flush(), Math.min(retryDelayMs(retryAttempt), MAX_RETRY_DELAY_MS));
    return () => window.clearTimeout(timer);
  }, [flush, hasQueue, retryAttempt, readOnly]);

  // Saves left queued when the tab was closed go out as soon as the wizard opens again.
  useEffect(() => {
    if (draftRef.current.queued.length > 0) void flush();
  }, [flush]);

  const stepState = useCallback(
    (step: SavableStep): StepSaveState => {
      if (saving === step) return 'saving';
      if (draft.queued.includes(step)) return 'queued';
      if (draft.dirty.includes(step)) return 'dirty';
      return 'clean';
    },
    [draft, saving],
  );

  return {
    values: draft.values,
    status,
    readOnly,
    stepErrors,
    stepState,
    setField,
    saveStep,
    saveAllPending,
    setUploadedUrl,
    applyRecord,
    refresh,
    setStatus,
    clearStepError: (step: SavableStep) => setStepError(step, null),
  };
};

export type WizardState = ReturnType<typeof useWizardState>;
