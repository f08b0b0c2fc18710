import path from 'node:path';
import { existsSync } from 'node:fs';
import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { Dialect } from '../../src/db/types.ts';
import { TEST_DIALECTS } from '../support/helper.ts';
import { createStore } from '../support/reliability-kit.ts';
import { databaseBefore, type OldDb } from '../support/migration-kit.ts';

/**
 * The upgrade to cohorts (migration 013) on a database at the schema before it, every table of it filled: every row
 * of every table is still there afterwards, unchanged, and every application and stage belongs to the first cohort,
 * made from COHORT_NAME and COHORT_CLOSES_AT.
 */
interface Column {
  name: string;
  type: string;
}
interface Table {
  name: string;
  columns: Column[];
  references: Map<string, { table: string; column: string }>;
}

const tablesOf = async (db: OldDb, dialect: Dialect): Promise<Table[]> => {
  if (dialect === 'sqlite') {
    const names = (
      await sql<{
        name: string;
      }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%'`.execute(
        db,
      )
    ).rows.map((r) => r.name);
    return Promise.all(
      names.map(async (name) => {
        const columns = (await sql<{ name: string; type: string }>`select name, type from pragma_table_info(${name})`.execute(db))
          .rows;
        const keys = (
          await sql<{
            table: string;
            from: string;
            to: string;
          }>`select "table", "from", "to" from pragma_foreign_key_list(${name})`.execute(db)
        ).rows;
        return { name, columns, references: new Map(keys.map((k) => [k.from, { table: k.table, column: k.to }])) };
      }),
    );
  }
  const columns = (
    await sql<{ table: string; name: string; type: string }>`
      select table_name as table, column_name as name, data_type as type from information_schema.columns
      where table_schema = current_schema() and table_name not like 'kysely_%' order by ordinal_position`.execute(db)
  ).rows;
  const keys = (
    await sql<{ table: string; column: string; ref: string; refColumn: string }>`
      select rel.relname as table, att.attname as column, frel.relname as ref, fatt.attname as "refColumn"
      from pg_constraint con
      join pg_class rel on rel.oid = con.conrelid join pg_attribute att on att.attrelid = con.conrelid and att.attnum = con.conkey[1]
      join pg_class frel on frel.oid = con.confrelid join pg_attribute fatt on fatt.attrelid = con.confrelid and fatt.attnum = con.confkey[1]
      where con.contype = 'f' and con.connamespace = current_schema()::regnamespace`.execute(db)
  ).rows;
  return [...new Set(columns.map((c) => c.table))].map((name) => ({
    name,
    columns: columns.filter((c) => c.table === name),
    references: new Map(keys.filter((k) => k.table === name).map((k) => [k.column, { table: k.ref, column: k.refColumn }])),
  }));
};

/** Parents before children. */
const inDependencyOrder = (tables: Table[]): Table[] => {
  const done: Table[] = [];
  const left = [...tables];
  while (left.length > 0) {
    const index = left.findIndex((t) =>
      [...t.references.values()].every((r) => r.table === t.name || done.some((d) => d.name === r.table)),
    );
    if (index < 0) throw new Error(`reference cycle among ${left.map((t) => t.name).join(', ')}`);
    done.push(...left.splice(index, 1));
  }
  return done;
};

const ROWS = 4;
const APPLICATION_STATUSES = ['in-progress', 'submitted', 'submitted', 'in-progress'];
const REVIEW_STATUSES = ['submitted', 'under-review', 'shortlisted', 'rejected'];
const DECISIONS = [null, 'accepted', 'rejected', 'waitlisted'];

/** A value for row i of a column, typed for the dialect; distinct per row, so unique columns hold. */
const valueFor = (table: string, column: Column, i: number, dialect: Dialect): unknown => {
  const type = column.type.toLowerCase();
  if (table === 'applications' && column.name === 'application_status') return APPLICATION_STATUSES[i];
  if (table === 'application_reviews' && column.name === 'status') return REVIEW_STATUSES[i];
  if (table === 'application_reviews' && column.name === 'decision') return DECISIONS[i];
  if (type.includes('bool')) return dialect === 'postgres' ? i % 2 === 0 : i % 2;
  if (type.includes('timestamp') || type === 'date') {
    const at = new Date(Date.UTC(2025, i, 15, 10));
    return dialect === 'postgres' ? at : at.toISOString();
  }
  if (type.includes('int') || type === 'bigint') return i + 1;
  if (type.includes('real') || type.includes('double') || type.includes('numeric')) return i + 0.5;
  if (/_at$|_on$|^expires|^created|^updated/i.test(column.name)) return new Date(Date.UTC(2025, i, 15, 10)).toISOString();
  if (/payload|metadata|permissions|details|data$/i.test(column.name)) return JSON.stringify({ row: i });
  return `${table}-${column.name}-${i}`;
};

const seed = async (db: OldDb, dialect: Dialect, tables: Table[]): Promise<void> => {
  const stored = new Map<string, Record<string, unknown>[]>();
  for (const table of inDependencyOrder(tables)) {
    const rows: Record<string, unknown>[] = [];
    for (let i = 0; i < ROWS; i += 1) {
      const row: Record<string, unknown> = {};
      for (const column of table.columns) {
        const reference = table.references.get(column.name);
        if (reference && reference.table !== table.name) row[column.name] = stored.get(reference.table)![i]![reference.column];
        else if (reference) row[column.name] = null;
        else row[column.name] = valueFor(table.name, column, i, dialect);
      }
      rows.push(row);
    }
    await db.insertInto(table.name).values(rows).execute();
    stored.set(table.name, rows);
  }
};

/** Every table's rows, each as sorted JSON, without the columns the upgrade added. */
const dump = async (db: OldDb, tables: string[], added: Record<string, string[]>): Promise<Record<string, string[]>> => {
  const out: Record<string, string[]> = {};
  for (const table of tables) {
    const rows = await db.selectFrom(table).selectAll().execute();
    out[table] = rows
      .map((row) =>
        JSON.stringify(
          Object.fromEntries(
            Object.entries(row)
              .filter(([key]) => !(added[table] ?? []).includes(key))
              .sort(),
          ),
        ),
      )
      .sort();
  }
  return out;
};

describe.each(TEST_DIALECTS)('migration 013-cohorts on %s', (dialect) => {
  it('keeps every row of every table, unchanged, and attaches every application and stage to the first cohort', async () => {
    const store = await createStore(dialect);
    try {
      const previous = await databaseBefore(store, '013', {
        COHORT_NAME: 'Winter 2025 Cohort',
        COHORT_CLOSES_AT: '2025-03-31T23:59:59+05:30',
      });
      const { config, db } = previous;
      const tables = await tablesOf(db, previous.dialect);
      expect(tables.map((t) => t.name)).toEqual(
        expect.arrayContaining(['applications', 'files', 'review_stages', 'staff_access_log', 'jobs']),
      );
      await seed(db, previous.dialect, tables);
      const names = tables.map((t) => t.name);
      const before = await dump(db, names, {});
      for (const table of names) expect(before[table], table).toHaveLength(ROWS);
      await previous.destroy();

      const app = await buildApp(config, { logger: false });
      await app.ready();
      try {
        // cohort_id is 013's; the others are columns later migrations add (014; 016's reminders switch, on for every
        // old row, is checked in reminders-migration.test.ts; 019's channels in message-channels-migration.test.ts),
        // empty on every old row.
        const after = await dump(app.database.db as unknown as OldDb, names, {
          applications: ['cohort_id', 'unchecked_steps', 'copied_answers_filled', 'copied_answers_total'],
          review_stages: ['cohort_id'],
          user_preferences: ['reminders', 'message_channels', 'channels_offered'],
        });
        // The portal adds rows of its own on start (the daily retention job): every row from before is still there, as it was.
        for (const table of names) expect(after[table], table).toEqual(expect.arrayContaining(before[table]!));
        for (const table of names.filter((t) => t !== 'jobs')) expect(after[table], table).toHaveLength(ROWS);

        const cohorts = await app.database.db.selectFrom('cohorts').selectAll().execute();
        expect(cohorts).toEqual([
          expect.objectContaining({
            id: 'first',
            name_en: 'Winter 2025 Cohort',
            closes_at: '2025-03-31T18:29:59.000Z',
            opens_at: new Date(Date.UTC(2025, 0, 15, 10)).toISOString(),
            archived_at: null,
          }),
        ]);
        const applications = await app.database.db
          .selectFrom('applications')
          .select(['cohort_id', 'application_status'])
          .execute();
        expect(applications.map((a) => a.cohort_id)).toEqual(['first', 'first', 'first', 'first']);
        expect(new Set(applications.map((a) => a.application_status))).toEqual(new Set(['in-progress', 'submitted']));
        const stages = await app.database.db.selectFrom('review_stages').select('cohort_id').execute();
        expect(stages.map((s) => s.cohort_id)).toEqual(['first', 'first', 'first', 'first']);

        // One application per founder per cohort: the same founder may now hold one in a second cohort, not two in one.
        const second = await app.database.db
          .insertInto('cohorts')
          .values({
            id: 'summer',
            name_en: 'Summer',
            name_hi: 'ग्रीष्म',
            opens_at: '2026-01-01T00:00:00.000Z',
            created_at: '2026-01-01T00:00:00.000Z',
            updated_at: '2026-01-01T00:00:00.000Z',
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const owner = (await app.database.db.selectFrom('applications').select('user_id').executeTakeFirstOrThrow()).user_id;
        const now = new Date().toISOString();
        const again = (id: string, cohort: string) =>
          app.database.db
            .insertInto('applications')
            .values({
              id,
              user_id: owner,
              cohort_id: cohort,
              application_status: 'in-progress',
              created_at: now,
              updated_at: now,
            })
            .execute();
        await again('again-summer', second.id);
        await expect(again('again-first', 'first')).rejects.toThrow();
      } finally {
        await app.close();
      }

      // A second start changes nothing more: one first cohort.
      const restarted = await buildApp(config, { logger: false });
      await restarted.ready();
      try {
        expect(await restarted.database.db.selectFrom('cohorts').select('id').orderBy('id').execute()).toEqual([
          { id: 'first' },
          { id: 'summer' },
        ]);
      } finally {
        await restarted.close();
      }
      // tus's file store makes its folder in a callback nobody awaits (one per start): let both run before the folder goes.
      await vi.waitFor(() => expect(existsSync(path.join(store.dataDir, 'uploads'))).toBe(true));
      await new Promise((resolve) => setTimeout(resolve, 250));
    } finally {
      await store.drop();
    }
  }, 120_000);
});
