import type { Selectable, Updateable } from 'kysely';
import {
  APPLICATION_FIELDS,
  fieldsOfStep,
  type CatalogueRecord,
  type FieldEntry,
  type KeyOfStep,
} from '@portal/shared/application/application-fields';
import { sectorForStorage, sectorFromStorage } from '@portal/shared/application/options';
import type { Business } from '@portal/shared/schemas/application';
import type { VersionedStep } from '@portal/shared/application/application-record';
import { FIELD_COLUMNS } from '../../db/application-columns.ts';
import { toBool, type ApplicationsTable } from '../../db/types.ts';

/*
 * The catalogue's fields to and from their columns (db/application-columns.ts), by the field's kind: the record
 * mapper (`toApplication`) reads through `catalogueRecordOf`, every step save writes through `stepChanges`.
 */

type Row = Selectable<ApplicationsTable>;

/** The columns of `applications` a founder's saves may write (the row's keys, owner and versions are the server's). */
export type ApplicationChanges = Omit<
  Updateable<ApplicationsTable>,
  'id' | 'user_id' | 'created_at' | 'updated_at' | 'personal_version' | 'company_version' | 'business_version' | 'funding_version'
>;

const readField = (entry: FieldEntry, row: Row): CatalogueRecord[FieldEntry['key']] => {
  const stored = row[FIELD_COLUMNS[entry.key]];
  if (stored === null || stored === undefined) return null;
  switch (entry.kind) {
    case 'yesNo':
      return typeof stored === 'string' ? null : toBool(stored);
    // 'other' is stored as the founder's own words; the record splits it back into sector + otherSector.
    case 'sector':
      return stored === '' ? null : sectorFromStorage(String(stored)).sector;
    case 'otherSector':
      return stored === '' ? null : sectorFromStorage(String(stored)).otherSector || null;
    default:
      return stored;
  }
};

/** Every catalogue field of a stored row, as the API returns it. */
export const catalogueRecordOf = (row: Row): CatalogueRecord =>
  Object.fromEntries(APPLICATION_FIELDS.map((f) => [f.key, readField(f, row)])) as CatalogueRecord;

/** One parsed value as its column stores it; undefined: the column is written by another field. */
const storedValue = (entry: FieldEntry, values: Record<string, unknown>): unknown => {
  const value = values[entry.key];
  switch (entry.kind) {
    case 'yesNo':
      return value ? 1 : 0;
    case 'sector':
      // The business schema parsed both, so they are the option value and the founder's words.
      return sectorForStorage(values as Pick<Business, 'sector' | 'otherSector'>);
    case 'otherSector':
      return undefined;
    default:
      return value === '' || value === undefined ? null : value;
  }
};

/**
 * The columns a step's save writes, from the values its shared schema parsed (the schema's output must carry every
 * catalogue field of the step, or this does not compile).
 */
export const stepChanges = <S extends VersionedStep>(step: S, values: Record<KeyOfStep<S>, unknown>): ApplicationChanges => {
  const changes: Record<string, unknown> = {};
  for (const entry of fieldsOfStep(step)) {
    const value = storedValue(entry, values);
    if (value !== undefined) changes[FIELD_COLUMNS[entry.key]] = value;
  }
  return changes as ApplicationChanges;
};
