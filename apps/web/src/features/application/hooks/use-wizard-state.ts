import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ApplicationRecord } from '@portal/shared/application/application-record';
import { SUBMITTED_STATUS } from '@portal/shared/application/application-status';
import { fetchMyApplication } from '../api/application-api.ts';
import { MY_APPLICATION_KEY } from '../api/use-my-application.ts';
import type { ApplicationSyncQueue } from '../lib/application-sync.ts';
import type { OwnStep, SavableStep } from '../lib/step-fields.ts';
import type { DroppedAnswer } from '../lib/own-answers.ts';
import {
  changesOnlyInPageOf,
  conflictsOf,
  createWizardStore,
  stepErrorsOf,
  stepStateOf,
  submissionOf,
  submitProblemsOf,
} from '../lib/wizard-store.ts';

const NONE_DROPPED: readonly DroppedAnswer[] = [];

interface Options {
  userId: string;
  record: ApplicationRecord | null;
  queue: ApplicationSyncQueue;
  initialData?: { name?: string; email?: string };
}

/** The wizard store (lib/wizard-store.ts) for React: one per mounted wizard, re-rendering on every change. */
export const useWizardState = (options: Options) => {
  const queryClient = useQueryClient();
  const [store] = useState(() => createWizardStore(options));
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const { applyRecord } = store;

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
      applyRecord(
        await queryClient.fetchQuery({
          queryKey: MY_APPLICATION_KEY,
          queryFn: ({ signal }) => fetchMyApplication(signal),
          staleTime: 0,
        }),
      );
    } catch {
      // The upload itself succeeded; the next load shows the link.
    }
  }, [applyRecord, queryClient]);

  const stepState = useCallback((step: OwnStep) => stepStateOf(snapshot, step), [snapshot]);

  return {
    values: snapshot.draft.values,
    status: snapshot.status,
    readOnly: snapshot.status === SUBMITTED_STATUS,
    stepErrors: stepErrorsOf(snapshot),
    stepState,
    /** The server has a save of this step (its version is above 0): only then may an untouched step say Saved. */
    stepOnServer: (step: SavableStep): boolean => (snapshot.draft.bases[step] ?? 0) > 0,
    setField: store.setField,
    /** The cohort's own questions (the application's form version) and their answers as typed. */
    ownQuestions: store.ownQuestions(),
    own: snapshot.draft.own,
    /** Answers a save left out because the team removed their questions since (said until the next save). */
    droppedOwn: snapshot.draft.droppedOwn ?? NONE_DROPPED,
    setOwnAnswer: store.setOwnAnswer,
    saveStep: store.saveStep,
    saveAnswers: store.saveAnswers,
    submit: store.submit,
    submission: submissionOf(snapshot),
    /** Changes not sent yet that the device could not keep (its storage full): lost if the page is closed. */
    changesOnlyInPage: changesOnlyInPageOf(snapshot),
    /** The phone kept the last change of the typed draft. */
    draftKept: snapshot.draftKept,
    submitProblems: submitProblemsOf(snapshot),
    setUploadedUrl: store.setUploadedUrl,
    /** Fields a save could not write: the stored value, who wrote it, and the founder's own (the conflict panel). */
    conflicts: conflictsOf(snapshot),
    chooseConflict: store.chooseConflict,
    applyRecord,
    refresh,
  };
};

export type WizardState = ReturnType<typeof useWizardState>;
