import { sql, type ColumnDefinitionBuilder, type CreateTableBuilder, type RawBuilder } from 'kysely';
import type { Dialect } from '../types.ts';

/*
 * Column groups several migrations declare alike. Applied migrations must keep producing the same SQL, so a change
 * here changes every migration that uses it: add a new helper rather than change one.
 */

/** A floating-point column on either dialect. */
export const floatType = (dialect: Dialect): RawBuilder<unknown> => sql.raw(dialect === 'postgres' ? 'double precision' : 'real');

/** A 64-bit integer column on either dialect (SQLite's integer already is one). */
export const bigintType = (dialect: Dialect): RawBuilder<unknown> => sql.raw(dialect === 'postgres' ? 'bigint' : 'integer');

/** A required reference whose row goes with the row it points at. */
export const cascadingTo =
  (target: string) =>
  (column: ColumnDefinitionBuilder): ColumnDefinitionBuilder =>
    column.notNull().references(target).onDelete('cascade');

/** A primary key that is also a reference: one row per row it points at, gone with it. */
export const keyCascadingTo =
  (target: string) =>
  (column: ColumnDefinitionBuilder): ColumnDefinitionBuilder =>
    column.primaryKey().references(target).onDelete('cascade');

/** `id`, the text primary key. */
export const textId = <TB extends string, C extends string>(table: CreateTableBuilder<TB, C>): CreateTableBuilder<TB, C | 'id'> =>
  table.addColumn('id', 'text', (c) => c.primaryKey());

/** One `cascadingTo` column per entry, in the order given: `{ application_id: 'applications.id' }`. */
export const cascadingKeys =
  <K extends string>(targets: Record<K, string>) =>
  <TB extends string, C extends string>(table: CreateTableBuilder<TB, C>): CreateTableBuilder<TB, C | K> =>
    (Object.entries(targets) as [K, string][]).reduce<CreateTableBuilder<TB, C | K>>(
      (builder, [column, target]) => builder.addColumn(column, 'text', cascadingTo(target)),
      table,
    );

/** Who wrote a row: `<role>_id`, emptied when the account goes, and `<role>_name`, kept so the row still names them. */
export const writtenBy =
  <R extends string>(role: R) =>
  <TB extends string, C extends string>(table: CreateTableBuilder<TB, C>): CreateTableBuilder<TB, C | `${R}_id` | `${R}_name`> =>
    table
      .addColumn(`${role}_id`, 'text', (c) => c.references('user.id').onDelete('set null'))
      .addColumn(`${role}_name`, 'text', (c) => c.notNull());

/** `created_at` and `updated_at`, both required. */
export const timestamps = <TB extends string, C extends string>(
  table: CreateTableBuilder<TB, C>,
): CreateTableBuilder<TB, C | 'created_at' | 'updated_at'> =>
  table.addColumn('created_at', 'text', (c) => c.notNull()).addColumn('updated_at', 'text', (c) => c.notNull());

/**
 * A durable background queue: webhook_events (002-review.ts) and jobs (003-jobs.ts), which replaced it. Each row is
 * due at next_attempt_at and retried with backoff; `kind` names what it delivers, `finished` when it was done.
 */
export const queueColumns =
  <K extends string, F extends string>(kind: K, finished: F) =>
  <TB extends string, C extends string>(table: CreateTableBuilder<TB, C>) =>
    table
      .$call(textId)
      .addColumn(kind, 'text', (c) => c.notNull())
      .addColumn('payload', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_attempt_at', 'text', (c) => c.notNull())
      .addColumn('last_error', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn(finished, 'text');
