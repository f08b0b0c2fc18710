import type { ApplicationRecord } from '@portal/shared/application/application-record';
import { SUBMITTED_STATUS } from '@portal/shared/application/application-status';
import { blankApplication } from '@portal/shared/application/application-fields';
import {
  mergeChanges,
  mergeField,
  ownAnswerField,
  type FieldConflict,
  type FieldValue,
  type MergeValue,
} from '@portal/shared/application/field-merge';
import { MESSAGES } from '@portal/shared/texts/messages';
import { isStepPayload, mergeSaveOutcome, type ApplicationPayload, type StepPayload } from './application-sender.ts';
import type { WizardDraft } from './draft-storage.ts';
import type { SavableStep } from './step-fields.ts';
import type { QueueLocks, QueueStorage, SendOutcome, SyncEntry } from './sync-queue.ts';
import type { DraftStore } from './wizard-store.ts';
import { testRecord } from './test-record.ts';
import { localApplicationId } from './local-application.ts';

/* For the wizard's tests: a device's storage, locks and draft copy in memory, and a stand-in for the data API. */

export const memoryStorage = (): QueueStorage => {
  const stored = new Map<string, unknown>();
  return {
    read: async (key) => structuredClone(stored.get(key)),
    write: async (key, value) => void stored.set(key, structuredClone(value)),
    remove: async (key) => void stored.delete(key),
  };
};

export const memoryLocks = (): QueueLocks => {
  const tails = new Map<string, Promise<unknown>>();
  return {
    request: (name, run) => {
      const result = (tails.get(name) ?? Promise.resolve()).then(run, run);
      tails.set(
        name,
        result.catch(() => undefined),
      );
      return result;
    },
  };
};

export const memoryDrafts = () => {
  const stored = new Map<string, WizardDraft>();
  const drafts: DraftStore = {
    read: (id) => stored.get(id) ?? null,
    write: (id, d) => {
      stored.set(id, d);
      return true;
    },
    clear: (id) => void stored.delete(id),
  };
  return { drafts, stored };
};

const NEW_RECORD = testRecord();

/** As the server: every write moves the row's `updatedAt` on (here by at least 1 ms, so each write is told apart). */
const written = (record: ApplicationRecord): ApplicationRecord => ({
  ...record,
  updatedAt: new Date(Math.max(Date.now(), Date.parse(record.updatedAt) + 1)).toISOString(),
});

type Authors = Map<string, { name: string; at: string }>;

/**
 * A save's answers to the cohort's own questions as the server stores them: those it names as changed merged by the
 * shared rule (conflicts as own:<question id>), or, for a save without bases, every answer sent (the tests type answers
 * as the server stores them).
 */
const mergeOwnAnswers = (
  current: ApplicationRecord,
  payload: StepPayload | null,
  who: string,
  authors: Authors,
): { ownForm: ApplicationRecord['ownForm']; conflicts: FieldConflict[] } => {
  if (!payload?.ownAnswers) return { ownForm: current.ownForm, conflicts: [] };
  const stored = JSON.parse(current.ownForm.answers) as Record<string, MergeValue>;
  const sent = JSON.parse(payload.ownAnswers) as Record<string, MergeValue>;
  const next = { ...stored };
  const conflicts: FieldConflict[] = [];
  const at = new Date().toISOString();
  for (const id of payload.ownChanges ? payload.ownChanges.map((c) => c.question) : Object.keys(sent)) {
    const change = payload.ownChanges?.find((c) => c.question === id);
    const value = change ? change.value : (sent[id] ?? null);
    const field = ownAnswerField(id);
    if (change && mergeField(stored[id] ?? null, change.base, value) === 'conflict') {
      const author = authors.get(field);
      conflicts.push({
        field,
        stored: stored[id] ?? null,
        storedBy: author?.name ?? null,
        storedAt: author?.at ?? null,
        yours: value,
      });
      continue;
    }
    next[id] = value;
    authors.set(field, { name: who, at });
  }
  return { ownForm: { ...current.ownForm, answers: JSON.stringify(next) }, conflicts };
};

/**
 * A stand-in for the data API (modules/application/service.ts): a merge save (the payload's changes) is written
 * field by field by the shared rule (field-merge.ts), answering the fields it could not write with who wrote them; a
 * whole-step save is refused when its version is stale; nothing is answered while `online` is false.
 */
export const fakeServer = (initial: ApplicationRecord | null = null) => {
  let record: ApplicationRecord | null = initial;
  const authors: Authors = new Map();
  const server = {
    online: true,
    /** This device's sender (one member's, Asha Rao's; a test may put another in its place). */
    send: (async () => ({ kind: 'offline' })) as (
      entry: SyncEntry<ApplicationPayload>,
    ) => Promise<SendOutcome<ApplicationRecord>>,
    sent: [] as string[],
    get record() {
      return record;
    },
    /** Another device saves the step: this device's next whole-step save of it is stale. */
    saveElsewhere: (step: SavableStep) => {
      if (record) record = { ...record, stepVersions: { ...record.stepVersions, [step]: record.stepVersions[step] + 1 } };
    },
    /** The sender of one member's device: `who` is the name their merge saves are recorded with. */
    sendAs:
      (who: string) =>
      async (entry: SyncEntry<ApplicationPayload>): Promise<SendOutcome<ApplicationRecord>> => {
        server.sent.push(entry.kind);
        if (!server.online) return { kind: 'offline' };
        if (entry.kind === 'submit') {
          if (!record) return { kind: 'refused', message: MESSAGES.APPLICATION_NOT_FOUND };
          record = written({ ...record, status: SUBMITTED_STATUS, submittedAt: '2025-01-02T00:00:00.000Z' });
          return { kind: 'sent', result: record };
        }
        if (entry.kind === 'start') {
          // The answers the start copied: the company step, not checked yet.
          const copied = { companyName: 'Copied Co', city: 'Nashik', state: 'Maharashtra', description: 'Cold rooms.' };
          record = testRecord({ id: 'app-2', ...copied, uncheckedSteps: ['company'] });
          const cohortId = entry.payload && 'start' in entry.payload ? entry.payload.start.cohortId : '';
          return { kind: 'sent', result: record, applicationId: record.id, standIn: localApplicationId(cohortId) };
        }
        const step = entry.kind;
        const current = record ?? NEW_RECORD;
        const payload = isStepPayload(entry.payload) ? entry.payload : null;
        const own = mergeOwnAnswers(current, payload, who, authors);
        if (step === 'video' || step === 'financial' || step === 'pitch_deck') {
          // An upload step's answers to the cohort's own questions: stored beside the others, no version.
          record = own.ownForm.answers === current.ownForm.answers ? current : written({ ...current, ownForm: own.ownForm });
          if (!payload?.ownChanges) return { kind: 'sent', result: record };
          return mergeSaveOutcome([], undefined, record, own.conflicts, payload.ownChanges);
        }
        const checked = current.uncheckedSteps.filter((s) => s !== step);
        if (payload?.changes) {
          const stored = current as unknown as Record<string, FieldValue>;
          const blanks = blankApplication() as unknown as Record<string, FieldValue>;
          const { merged, kept, conflicts } = mergeChanges(stored, payload.changes, blanks);
          // As the server: a save naming a field, or changing an answer to the step's own questions, moves its version on.
          const answersChanged = own.ownForm.answers !== current.ownForm.answers;
          const changed = payload.changes.length > 0 || answersChanged;
          const version = current.stepVersions[step] + (changed ? 1 : 0);
          const at = new Date().toISOString();
          const answer = conflicts.map((field) => ({
            field,
            stored: stored[field] ?? null,
            storedBy: authors.get(field)?.name ?? null,
            storedAt: authors.get(field)?.at ?? null,
            yours: payload.changes!.find((c) => c.field === field)!.value,
          }));
          for (const field of kept) authors.set(field, { name: who, at });
          const stepSaved: ApplicationRecord = {
            ...(merged as unknown as ApplicationRecord),
            ownForm: own.ownForm,
            stepVersions: { ...current.stepVersions, [step]: version },
            // The step is checked when the save kept a field or named none (a copied step confirmed as it is).
            uncheckedSteps: kept.length > 0 || payload.changes.length === 0 ? checked : current.uncheckedSteps,
          };
          record = changed ? written(stepSaved) : stepSaved;
          return mergeSaveOutcome(payload.changes, version, record, [...answer, ...own.conflicts], payload.ownChanges);
        }
        if (entry.baseVersion !== current.stepVersions[step])
          return { kind: 'refused', message: 'Changed on another device', version: current.stepVersions[step] };
        const version = current.stepVersions[step] + 1;
        record = written({
          ...current,
          ...((payload?.values ?? {}) as Partial<ApplicationRecord>),
          stepVersions: { ...current.stepVersions, [step]: version },
          uncheckedSteps: checked,
        });
        return { kind: 'sent', version, result: record };
      },
  };
  server.send = server.sendAs('Asha Rao');
  return server;
};
