import type { Database } from '../../db/types.ts';

/**
 * The rows a batched step save changed, as the WITH of its statement names them on PostgreSQL
 * (batched-step-saves.ts): each row's `id`, its `updated_at` (the time of the save) and `saved_by` (who saved it).
 * The step's save marks of those rows are built over it by the repositories that own their tables (save-marks.ts).
 */
export interface SavedRowsTable {
  id: string;
  updated_at: string;
  saved_by: string;
}

export type WithSavedRows = Database & { saved: SavedRowsTable };
