import type { Database } from '../../db/types.ts';

/**
 * The rows a batched step save changed, as the WITH of its statement names them on PostgreSQL
 * (batched-step-saves.ts): each row's `id`, its `updated_at` (the time of the save) and `saved_by` (who saved it).
 * The step's save marks of those rows are built over it by the repositories that own their tables (save-marks.ts).
 */
export const SAVED_ROWS = 'saved';

/** The column of the saved rows that names who saved. */
export const SAVED_BY = 'saved_by';

export interface SavedRowsTable {
  id: string;
  updated_at: string;
  [SAVED_BY]: string;
}

export type SavedRows = { [SAVED_ROWS]: SavedRowsTable };

export type WithSavedRows = Database & SavedRows;
