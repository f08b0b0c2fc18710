import type { ApplicationForm } from '@portal/shared/schemas/application';
import { SAVABLE_STEPS, type SavableStep } from './step-fields.ts';

/**
 * What the founder typed, kept on this device until the server has it: survives a reload, a closed tab and a
 * lost connection. `dirty` steps were changed and not yet saved; `queued` steps were saved while offline and are
 * sent when the connection returns.
 */
export interface WizardDraft {
  values: ApplicationForm;
  dirty: SavableStep[];
  queued: SavableStep[];
}

const VERSION = 1;
const keyFor = (userId: string): string => `portal.application-draft.${userId}`;

const stepList = (value: unknown): SavableStep[] =>
  Array.isArray(value) ? SAVABLE_STEPS.filter((step) => value.includes(step)) : [];

export const readDraft = (userId: string): WizardDraft | null => {
  try {
    const raw = window.localStorage.getItem(keyFor(userId));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { v?: number; values?: unknown; dirty?: unknown; queued?: unknown };
    if (parsed.v !== VERSION || typeof parsed.values !== 'object' || parsed.values === null) return null;
    return { values: parsed.values as ApplicationForm, dirty: stepList(parsed.dirty), queued: stepList(parsed.queued) };
  } catch {
    return null;
  }
};

/** Writes the draft, or removes it once nothing is waiting for the server. */
export const writeDraft = (userId: string, draft: WizardDraft): void => {
  try {
    if (draft.dirty.length === 0 && draft.queued.length === 0) {
      window.localStorage.removeItem(keyFor(userId));
      return;
    }
    window.localStorage.setItem(keyFor(userId), JSON.stringify({ v: VERSION, ...draft }));
  } catch {
    // Storage full or disabled (private mode): the form still works, only the device copy is missing.
  }
};

export const clearDraft = (userId: string): void => {
  try {
    window.localStorage.removeItem(keyFor(userId));
  } catch {
    // nothing to clear
  }
};
