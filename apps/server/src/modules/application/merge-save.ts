import type { Kysely } from 'kysely';
import { fieldsOfStep, type FieldEntry } from '@portal/shared/application/application-fields';
import { sectorForStorage } from '@portal/shared/application/options';
import type { VersionedStep } from '@portal/shared/application/application-record';
import { sameFieldValue, type FieldValue } from '@portal/shared/application/field-merge';
import { FIELD_COLUMNS } from '../../db/application-columns.ts';
import type { Database } from '../../db/types.ts';
import { AppError } from '../../http/errors.ts';
import { stepChanges, type ApplicationChanges } from './field-columns.ts';
import { comparable } from './same-as-stored.ts';
import { mergeOwnApplication, toApplication, type Application, type ApplicationRow, type ColumnMerge } from './repository.ts';
import { fieldAuthors, recordFieldSaves } from './field-saves-repository.ts';

/*
 * Per-field merging of a step save (docs/co-founders.md): the save names each field it changed with the value it
 * started from (`fieldBases`); the rule (packages/shared/src/application/field-merge.ts) runs in the UPDATE itself
 * (repository.ts mergeOwnApplication), and what it could not write comes back as conflicts with who wrote the value.
 */

/** One changed field of a save, as the API takes it: the catalogue key and its base value JSON-encoded (null: empty). */
export interface FieldBaseInput {
  field: string;
  base?: string | null;
}

/** A field the save could not write, as the API answers it (values JSON-encoded, as the bases are sent). */
export interface FieldConflictAnswer {
  field: string;
  stored: string;
  storedBy: string | null;
  storedAt: string | null;
  yours: string;
}

/** A step save's answer: the application as stored after it, and the fields it could not write. */
export type MergedApplication = Application & { conflicts: FieldConflictAnswer[] };

const invalid = (message: string) => new AppError('VALIDATION_FAILED', { message, details: [message] });

const decodeBase = (input: FieldBaseInput): FieldValue => {
  if (input.base === null || input.base === undefined) return null;
  let value: unknown;
  try {
    value = JSON.parse(input.base);
  } catch {
    throw invalid(`fieldBases: the base of ${input.field} is not JSON`);
  }
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return value as FieldValue;
  throw invalid(`fieldBases: the base of ${input.field} is not a single value`);
};

/** A base value as its column stores it (field-columns.ts writes the new values the same way). */
const baseColumnValue = (entry: FieldEntry, bases: Map<string, FieldValue>, parsed: Record<string, unknown>): unknown => {
  const base = bases.get(entry.key) ?? null;
  switch (entry.kind) {
    case 'yesNo':
      return base === null ? null : base === true || base === 1 ? 1 : 0;
    case 'sector':
    case 'otherSector': {
      const sector = bases.has('sector') ? bases.get('sector') : parsed['sector'];
      const other = bases.has('otherSector') ? bases.get('otherSector') : parsed['otherSector'];
      if (sector === null || sector === undefined || sector === '') return null;
      const words = sectorForStorage({
        sector: String(sector),
        otherSector: other === null || other === undefined ? '' : String(other),
      });
      return words === '' ? null : words;
    }
    default:
      return base === '' ? null : base;
  }
};

/** The columns a merge save names, from its changed fields; a field of another step or none at all is refused. */
const columnMerges = (
  step: VersionedStep,
  parsed: Record<string, unknown>,
  fieldBases: readonly FieldBaseInput[],
): { merges: Record<string, ColumnMerge>; changes: ApplicationChanges } => {
  const entries = new Map(fieldsOfStep(step).map((entry) => [entry.key as string, entry]));
  const bases = new Map<string, FieldValue>();
  for (const input of fieldBases) {
    if (!entries.has(input.field)) throw invalid(`fieldBases: ${input.field} is not a field of this step`);
    bases.set(input.field, decodeBase(input));
  }
  const changes = stepChanges(step, parsed as never);
  const merges: Record<string, ColumnMerge> = {};
  for (const field of bases.keys()) {
    const entry = entries.get(field)!;
    const column = FIELD_COLUMNS[entry.key];
    const base = baseColumnValue(entry, bases, parsed);
    // Based on nothing stored: the form showed its default there, which a co-founder's save may have filled in.
    const shown = entry.blank as FieldValue;
    const blank =
      base === null && !sameFieldValue(shown, null) ? baseColumnValue(entry, new Map([[field, shown]]), parsed) : null;
    merges[column] = {
      base,
      value: changes[column as keyof ApplicationChanges] ?? null,
      ...(blank === null || blank === undefined ? {} : { blank }),
    };
  }
  return { merges, changes };
};

const json = (value: unknown): string => JSON.stringify(value ?? null);

/**
 * Saves the changed fields of a step by the per-field rule; a save naming no field (a copied step confirmed unchanged)
 * writes nothing but checks the step. Returns nothing when no row matched (the caller explains why); else the stored
 * application with the conflicts. Fields it kept are recorded as the user's.
 */
export const mergeStepSave = async (
  db: Kysely<Database>,
  target: { id: string; userId: string; step: VersionedStep },
  parsed: Record<string, unknown>,
  fieldBases: readonly FieldBaseInput[],
): Promise<{ row: ApplicationRow; application: MergedApplication; kept: string[] } | undefined> => {
  const { merges } = columnMerges(target.step, parsed, fieldBases);
  const row = await mergeOwnApplication(db, target, merges);
  if (!row) return undefined;
  const fields = fieldBases.map((input) => input.field);
  const columnOf = (field: string) => FIELD_COLUMNS[field as keyof typeof FIELD_COLUMNS];
  const conflicting = fields.filter((field) => comparable(row[columnOf(field)]) !== comparable(merges[columnOf(field)]!.value));
  const kept = fields.filter((field) => !conflicting.includes(field));
  await recordFieldSaves(db, { applicationId: row.id, fields: kept, userId: target.userId });
  const authors = new Map((await fieldAuthors(db, row.id, conflicting)).map((author) => [author.field, author]));
  const application = toApplication(row);
  const record = application as unknown as Record<string, unknown>;
  const conflicts = conflicting.map((field) => ({
    field,
    stored: json(record[field]),
    storedBy: authors.get(field)?.name ?? null,
    storedAt: authors.get(field)?.savedAt ?? null,
    yours: json(parsed[field] === '' ? null : parsed[field]),
  }));
  return { row, application: { ...application, conflicts }, kept };
};
