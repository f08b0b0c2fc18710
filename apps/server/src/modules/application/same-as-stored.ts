import type { ApplicationChanges } from './field-columns.ts';
import type { ApplicationRow } from './repository.ts';

/** Booleans are 0/1 on SQLite and true/false on PostgreSQL; compare them as one. */
export const comparable = (value: unknown): unknown => (typeof value === 'boolean' ? Number(value) : (value ?? null));

/** Whether every column a step save would write already holds that value (the save is a replay). */
export const sameAsStored = (row: ApplicationRow, changes: ApplicationChanges): boolean =>
  Object.entries(changes).every(([column, value]) => comparable(row[column as keyof ApplicationRow]) === comparable(value));
