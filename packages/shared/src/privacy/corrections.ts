import { APPLICATION_FIELDS, FIELD_LABELS, type FieldEntry, type FieldKey } from '../application/application-fields.ts';
import type { StepVersions, VersionedStep } from '../application/application-record.ts';

/*
 * Making a correction a founder asked for (DPDP right to correction, docs/privacy.md): an admin edits the named
 * answers of the submitted application; the server checks them with the founder's own step schema.
 */

/** The answers a founder typed in, which a correction may change: never the status, scores, ids or files. */
export const CORRECTABLE_FIELDS = APPLICATION_FIELDS.filter(
  (f): f is Exclude<FieldEntry, { kind: 'file' }> => f.kind !== 'file',
).map((f) => f.key);
export type CorrectableField = (typeof CORRECTABLE_FIELDS)[number];

export const isCorrectableField = (key: string): key is CorrectableField =>
  (CORRECTABLE_FIELDS as readonly string[]).includes(key);

const plain = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * The answer a founder's "What is wrong" most likely names (they type it freely): its label or key, or a label within
 * their words (the longest that fits); null when none does, and the admin chooses.
 */
export const guessCorrectableField = (words: string): CorrectableField | null => {
  const said = plain(words);
  const named = CORRECTABLE_FIELDS.map((key) => ({ key, names: [plain(FIELD_LABELS[key]), plain(key)] }));
  const exact = named.find(({ names }) => names.includes(said));
  if (exact) return exact.key;
  const within = named
    .flatMap(({ key, names }) => names.map((name) => ({ key, name })))
    .filter(({ name }) => ` ${said} `.includes(` ${name} `))
    .sort((a, b) => b.name.length - a.name.length);
  return within[0]?.key ?? null;
};

/** What a resolved request says was changed: the fields' labels (the founder's page says it in their language). */
export const correctionNote = (fields: readonly FieldKey[]): string =>
  `Corrected: ${fields.map((key) => FIELD_LABELS[key]).join(', ')}`;

/**
 * What the console's editor reads before a correction (GET consoleCorrectionTarget): the application's current
 * answers and the versions of its steps, sent back with the change so an answer changed since is not overwritten.
 */
export interface CorrectionTarget {
  requestId: string;
  applicationId: string;
  cohortId: string | null;
  values: Record<CorrectableField, unknown>;
  stepVersions: StepVersions;
}

/** What the admin sends: the request, the new answers by field, the step versions the editor read (and its cohort). */
export interface CorrectionChange {
  id: string;
  values: Partial<Record<CorrectableField, unknown>>;
  stepVersions: Partial<Record<VersionedStep, number>>;
  cohort?: string;
}

export const CORRECTION_TEXTS = {
  MAKE: 'Make this correction',
  EDITOR_TITLE: 'Make the correction',
  ASKED: 'The founder asked',
  FIELD: 'Answer to correct',
  FIELD_PICK: 'Choose the answer the founder means',
  CURRENT: 'Now stored',
  NEW_VALUE: 'New value',
  SAVE: 'Save the correction',
  CANCEL: 'Cancel',
  SAVE_NEEDS_FIELD: 'Choose the answer to correct first.',
  SAVE_NEEDS_CHANGE: 'Change the value first: it is the same as the one stored.',
  ADMIN_ONLY: 'Only an admin can change a submitted application.',
  DONE: 'Corrected, and the founder was emailed.',
  HISTORY: (field: string, request: string) => `Corrected ${field} (correction request ${request})`,
  NOTIFIED:
    'Saving changes the submitted application, resolves this request, records it in the application’s history and the access log, and emails the founder.',
  BLANK: '(blank)',
} as const;

/** The refusals of a correction (error-codes.ts; Hindi there). */
export const CORRECTION_ERROR_TEXTS = {
  NOT_FOUND: 'This correction request no longer exists: the founder’s account or application may have been deleted.',
  RESOLVED: 'This correction request is already resolved, so nothing was changed. Reload the page to see what was done.',
  FIELD: 'Only the answers a founder typed in can be corrected here: not the status, scores, ids or files.',
  OTHER_COHORT:
    'This request is about an application of another cohort than the one chosen in the console. Choose its cohort and try again.',
  STALE:
    'The application changed since you opened the correction (perhaps another admin corrected it). Nothing was saved: open it again to see what is stored now.',
  UNCHANGED: CORRECTION_TEXTS.SAVE_NEEDS_CHANGE,
} as const;

/** A request named in the history and on the Data rights page: the first 8 characters of its id. */
export const shortRequestId = (id: string): string => id.slice(0, 8);
