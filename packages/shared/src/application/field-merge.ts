/*
 * Per-field merging of step saves (docs/co-founders.md, "Merging, offline included"). A save names, for each field it
 * changed, the value it started from (`base`) and the new value. The server writes a field when its stored value still
 * equals the base, or already equals the new value (a replay); otherwise the field is a conflict, answered with the
 * stored value and who wrote it, and the member chooses. Fields a save does not name are never touched.
 *
 * The server applies this rule in its UPDATE (one `case when` per column, modules/application/merge-save.ts); the
 * device keeps its changed fields with their bases through `queueFieldEdits` / `knownWithUnanswered` below. The
 * property test (field-merge.test.ts) runs both against random interleavings of two devices.
 */

/** A field's value as the application record holds it (API form): text, a number, yes/no, or nothing. */
export type FieldValue = string | number | boolean | null;

/**
 * What the rule compares: a field's value, or an answer to one of the cohort's own questions (docs/own-questions.md),
 * which may also be a list of option ids (several choices, in the options' order).
 */
export type MergeValue = FieldValue | readonly string[];

/** One changed field of a save: the value it started from and the member's new value. */
export interface FieldChange<K extends string = string> {
  field: K;
  base: FieldValue;
  value: FieldValue;
  /**
   * Not changed by the member: a form's default left as it is, sent (based on nothing) only to fill a field with
   * nothing stored. Where someone has written that field meanwhile, their value stays and is shown: no conflict.
   */
  fill?: boolean;
}

/** Empty text, no option chosen and nothing are one value (an emptied field or answer is stored as nothing). */
const normal = <V extends MergeValue>(value: V | undefined): V | null =>
  value === '' || value === undefined || (Array.isArray(value) && value.length === 0) ? null : value;

/** Two values the rule takes as one: lists of option ids are the same when they name the same options in order. */
export const sameFieldValue = (a: MergeValue | undefined, b: MergeValue | undefined): boolean => {
  const x = normal(a);
  const y = normal(b);
  if (!Array.isArray(x) || !Array.isArray(y)) return x === y;
  return x.length === y.length && x.every((option, i) => option === y[i]);
};

export type FieldMergeOutcome = 'written' | 'replay' | 'conflict';

/**
 * The rule for one field: the stored value, the save's base and its new value. A base of nothing also stands for the
 * form's default (`blank`) the member saw there: a co-founder's save may have filled it in meanwhile.
 */
export const mergeField = (
  stored: MergeValue | undefined,
  base: MergeValue,
  value: MergeValue,
  blank: MergeValue = null,
): FieldMergeOutcome => {
  if (sameFieldValue(stored, value)) return 'replay';
  if (sameFieldValue(stored, base)) return 'written';
  if (sameFieldValue(base, null) && !sameFieldValue(blank, null) && sameFieldValue(stored, blank)) return 'written';
  return 'conflict';
};

/**
 * A field the save could not write: what is stored, who wrote it and when (when known), and what the save had. An
 * answer to one of the cohort's own questions is named `own:<question id>` (OWN_ANSWER_PREFIX).
 */
export interface FieldConflict<K extends string = string, V extends MergeValue = MergeValue> {
  field: K;
  stored: V;
  storedBy: string | null;
  storedAt: string | null;
  yours: V;
}

/** How a save's conflicts (and the authors kept per field) name an answer to one of the cohort's own questions. */
export const OWN_ANSWER_PREFIX = 'own:';
export const ownAnswerField = (questionId: string): string => `${OWN_ANSWER_PREFIX}${questionId}`;
/** The question an `own:` name is about; null for a field of the application. */
export const questionOfField = (field: string): string | null =>
  field.startsWith(OWN_ANSWER_PREFIX) ? field.slice(OWN_ANSWER_PREFIX.length) : null;

/** The rule over one save: the merged values, the fields kept (written or replayed) and the conflicting ones. */
export const mergeChanges = <K extends string>(
  stored: Partial<Record<K, FieldValue>>,
  changes: readonly FieldChange<K>[],
  blanks: Partial<Record<K, FieldValue>> = {},
): { merged: Partial<Record<K, FieldValue>>; kept: K[]; conflicts: K[] } => {
  const merged = { ...stored };
  const kept: K[] = [];
  const conflicts: K[] = [];
  for (const change of changes) {
    const outcome = mergeField(stored[change.field], change.base, change.value, blanks[change.field]);
    if (outcome === 'conflict') conflicts.push(change.field);
    else {
      merged[change.field] = normal(change.value);
      kept.push(change.field);
    }
  }
  return { merged, kept, conflicts };
};

/**
 * A device's changes waiting to be sent, by field. A field edited again before its save reached the server keeps the
 * base it first started from (the server has not seen the value in between), with the newest value; a field edited
 * back to its base is no change.
 */
export type PendingChanges<K extends string = string> = Partial<Record<K, { base: FieldValue; value: FieldValue }>>;

export const queueFieldEdits = <K extends string>(
  pending: PendingChanges<K>,
  known: Partial<Record<K, FieldValue>>,
  edits: Partial<Record<K, FieldValue>>,
): PendingChanges<K> => {
  const next: PendingChanges<K> = { ...pending };
  for (const field of Object.keys(edits) as K[]) {
    const value = normal<FieldValue>(edits[field]);
    const base = pending[field] ? pending[field]!.base : normal<FieldValue>(known[field]);
    if (sameFieldValue(base, value)) delete next[field];
    else next[field] = { base, value };
  }
  return next;
};

/** The pending changes as a save sends them. */
export const changesOf = <K extends string>(pending: PendingChanges<K>): FieldChange<K>[] =>
  (Object.keys(pending) as K[]).map((field) => ({ field, base: pending[field]!.base, value: pending[field]!.value }));

/**
 * The values a device builds its next edits on: what the server last answered, with a save whose answer was lost (the
 * server may have applied it) laid over it. Edits typed after such a save are queued behind it, based on its values;
 * the lost save itself is sent again unchanged (a replay) before them.
 */
export const knownWithUnanswered = <K extends string>(
  known: Partial<Record<K, FieldValue>>,
  unanswered: readonly FieldChange<K>[] | null,
): Partial<Record<K, FieldValue>> => {
  const values = { ...known };
  for (const change of unanswered ?? []) values[change.field] = normal(change.value);
  return values;
};

/**
 * The conflicts of an answer the member is shown: not a field they typed in again after that save was sent (their
 * newer value is queued on the same base and meets the stored value in its own save, shown then).
 */
export const conflictsToShow = <K extends string, C extends FieldConflict<K>>(
  pending: PendingChanges<K>,
  conflicts: readonly C[],
): C[] => conflicts.filter((conflict) => !pending[conflict.field]);

/** The conflicts a save's member is asked about: none on a field they did not change (a fill). */
export const conflictsOfChanges = <K extends string, C extends FieldConflict<K>>(
  changes: readonly FieldChange<K>[],
  conflicts: readonly C[],
): C[] => conflicts.filter((conflict) => !changes.some((c) => c.field === conflict.field && c.fill));

/** The member's choice on a conflict: their own value saved on top of the stored one, or the stored one kept. */
export const chooseConflictValue = <K extends string>(
  pending: PendingChanges<K>,
  conflict: FieldConflict<K, FieldValue>,
  choice: 'mine' | 'theirs',
): PendingChanges<K> => {
  const next: PendingChanges<K> = { ...pending };
  if (choice === 'theirs' || sameFieldValue(conflict.stored, conflict.yours)) delete next[conflict.field];
  else next[conflict.field] = { base: normal(conflict.stored), value: normal(conflict.yours) };
  return next;
};
