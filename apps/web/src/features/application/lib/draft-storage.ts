import type { ApplicationForm } from '@portal/shared/schemas/application';
import type { FieldKey } from '@portal/shared/application/application-fields';
import type { FieldValue, MergeValue, PendingChanges } from '@portal/shared/application/field-merge';
import { ANSWER_STEPS, SAVABLE_STEPS, type AnswerStep, type SavableStep } from './step-fields.ts';
import type { DroppedAnswer, OwnAnswers } from './own-answers.ts';
import { noteChangesKept } from '../../../lib/device-storage.ts';

/**
 * What the founder typed and has not saved yet, kept on this device (written on every change, synchronously, so
 * a reload or a closed tab loses nothing). Saves on their way to the server are in the sync queue
 * (sync-queue.ts, IndexedDB). `bases` is the server version of each step the typed values started from.
 */
/** The fields typed and not queued yet, each with the value it started from and the founder's newest one. */
export type PendingFields = PendingChanges<FieldKey>;

export interface WizardDraft {
  values: ApplicationForm;
  dirty: SavableStep[];
  bases: Partial<Record<SavableStep, number>>;
  /** Answers to the cohort's own questions, as typed, by question id (own-answers.ts). */
  own: OwnAnswers;
  /** Upload steps whose answers to the cohort's own questions are typed and not saved yet. */
  ownDirty?: AnswerStep[];
  /** Absent in a copy written before per-field merging: the dirty steps' fields are compared with the server's. */
  pending?: PendingFields;
  /**
   * The answers to the cohort's own questions typed and not queued yet, each with the answer it started from (as the
   * server stored it). Absent in a copy written before per-answer merging: the answers are compared with the server's.
   */
  ownBases?: Record<string, MergeValue>;
  /** Answers a save left out (their questions were removed since): said until the next save; not kept on the device. */
  droppedOwn?: DroppedAnswer[];
}

const isFieldValue = (value: unknown): value is FieldValue =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value);

const pendingOf = (value: unknown): PendingFields | undefined => {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).flatMap(([field, change]) => {
      const { base, value: typed } = (change ?? {}) as { base?: unknown; value?: unknown };
      return isFieldValue(base) && isFieldValue(typed) ? [[field, { base, value: typed }]] : [];
    }),
  ) as PendingFields;
};

const isMergeValue = (value: unknown): value is MergeValue =>
  isFieldValue(value) || (Array.isArray(value) && value.every((v) => typeof v === 'string'));

const ownBasesOf = (value: unknown): Record<string, MergeValue> | undefined =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (Object.fromEntries(Object.entries(value as Record<string, unknown>).filter(([, base]) => isMergeValue(base))) as Record<
        string,
        MergeValue
      >)
    : undefined;

const ownOf = (value: unknown): OwnAnswers =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as OwnAnswers) : {};

const VERSION = 2;
const PREFIX = 'portal.application-draft.';
const keyFor = (userId: string): string => `${PREFIX}${userId}`;

const stepList = (value: unknown): SavableStep[] =>
  Array.isArray(value) ? SAVABLE_STEPS.filter((step) => value.includes(step)) : [];

const answerStepList = (value: unknown): AnswerStep[] =>
  Array.isArray(value) ? ANSWER_STEPS.filter((step) => value.includes(step)) : [];

const basesOf = (value: unknown): WizardDraft['bases'] => {
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(
    SAVABLE_STEPS.flatMap((step) => {
      const base = (value as Record<string, unknown>)[step];
      return typeof base === 'number' ? [[step, base]] : [];
    }),
  );
};

export const readDraft = (userId: string): WizardDraft | null => {
  try {
    const raw = window.localStorage.getItem(keyFor(userId));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as {
      v?: number;
      values?: unknown;
      dirty?: unknown;
      ownDirty?: unknown;
      queued?: unknown;
      bases?: unknown;
      own?: unknown;
      pending?: unknown;
      ownBases?: unknown;
    };
    if (typeof parsed.values !== 'object' || parsed.values === null) return null;
    // Version 1 also kept saves waiting for the network here: they are kept as unsaved changes.
    if (parsed.v === 1)
      return {
        values: parsed.values as ApplicationForm,
        dirty: stepList([...stepList(parsed.dirty), ...stepList(parsed.queued)]),
        bases: {},
        own: {},
      };
    if (parsed.v !== VERSION) return null;
    return {
      values: parsed.values as ApplicationForm,
      dirty: stepList(parsed.dirty),
      bases: basesOf(parsed.bases),
      own: ownOf(parsed.own),
      ownDirty: answerStepList(parsed.ownDirty),
      pending: pendingOf(parsed.pending),
      ownBases: ownBasesOf(parsed.ownBases),
    };
  } catch {
    return null;
  }
};

/**
 * Writes the draft, or removes it once nothing typed is waiting to be saved. False when the device refused (storage
 * full or turned off): the form still works, but what was typed is in the page only (the wizard says so).
 */
export const writeDraft = (userId: string, draft: WizardDraft): boolean => {
  const typed = draft.dirty.length > 0 || (draft.ownDirty ?? []).length > 0;
  let kept = true;
  try {
    if (typed) window.localStorage.setItem(keyFor(userId), JSON.stringify({ v: VERSION, ...draft }));
    else window.localStorage.removeItem(keyFor(userId));
  } catch {
    kept = !typed;
  }
  noteChangesKept(`draft:${userId}`, kept);
  return kept;
};

export const clearDraft = (userId: string): void => {
  try {
    window.localStorage.removeItem(keyFor(userId));
  } catch {
    // nothing to clear
  }
};

/** Every account's draft on this device (sign-out). */
export const clearAllDrafts = (): void => {
  try {
    const keys = Array.from({ length: window.localStorage.length }, (_, i) => window.localStorage.key(i)).filter(
      (k): k is string => k?.startsWith(PREFIX) ?? false,
    );
    for (const key of keys) window.localStorage.removeItem(key);
  } catch {
    // nothing to clear
  }
};
