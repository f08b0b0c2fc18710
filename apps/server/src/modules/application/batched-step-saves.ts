import { CompiledQuery, type Kysely } from 'kysely';
import type { ApplicationsTable, Database } from '../../db/types.ts';
import { prepareOnPostgres } from '../../db/prepared-statements.ts';
import { marksOfSavedRows } from './save-marks.ts';
import { SAVED_BY, SAVED_ROWS } from './saved-rows.ts';

type Column = keyof ApplicationsTable & string;

/** One founder's step save: the row it targets, the columns it sets, and the step version it was based on. */
export interface StepSave {
  id: string;
  userId: string;
  updatedAt: string;
  changes: Record<string, unknown>;
  versionColumn: Column | null;
  /** The step's version the text started from; null or absent: the last save wins. */
  base?: number | null;
  /** The step whose save marks go with the row (who saved it; the members' read marks cleared, save-marks.ts). */
  savedStep?: string | null;
}

interface Waiting {
  save: StepSave;
  resolve: (row: unknown) => void;
  reject: (error: unknown) => void;
}

/** Rows in one statement at most; a save waits for at most one statement of others before its own is sent. */
const MAX_BATCH = 64;

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * The row's unchecked list without the saved step (a step copied from an earlier application is checked by its save,
 * in the same statement): the JSON `replace` the merge save uses (repository.ts `uncheckedWithout`).
 */
const uncheckedWithoutSql = (step: string): string => {
  const quoted = JSON.stringify(step);
  return `nullif(replace(replace(replace(a."unchecked_steps", ${literal(`${quoted},`)}, ''), ${literal(`,${quoted}`)}, ''), ${literal(quoted)}, ''), '[]')`;
};

/**
 * The statement for saves of one shape (which columns they set, which step's version moves, whose save marks go
 * with them). The rows come as one JSON parameter turned into rows of the table's own type (`json_populate_recordset`),
 * so each value gets its column's type without a list of types here; the base version travels in the version column's
 * own field. With a saved step, the UPDATE runs in a WITH, and the step's save marks of every row it changed are
 * written by the same statement.
 */
const statementFor = (
  db: Kysely<Database>,
  columns: readonly Column[],
  versionColumn: Column | null,
  uncheckedStep: string | null,
  lockedStatus: string,
  rowColumns: readonly Column[],
  savedStep: string | null,
): string => {
  const set = columns.map((column) => `${quote(column)} = v.${quote(column)}`);
  // Never back (repository.ts updatedAtMovedTo).
  set.push(`"updated_at" = greatest(a."updated_at", v."updated_at")`);
  if (versionColumn) set.push(`${quote(versionColumn)} = a.${quote(versionColumn)} + 1`);
  if (uncheckedStep) set.push(`"unchecked_steps" = ${uncheckedWithoutSql(uncheckedStep)}`);
  const versionCheck = versionColumn
    ? ` and (v.${quote(versionColumn)} is null or a.${quote(versionColumn)} = v.${quote(versionColumn)})`
    : '';
  const update =
    `update "applications" as a set ${set.join(', ')}` +
    ` from json_populate_recordset(null::"applications", $1::json) as v` +
    ` where a."id" = v."id" and exists (select 1 from "application_members" as m where m."application_id" = a."id" and m."user_id" = v."user_id") and a."application_status" != '${lockedStatus.replaceAll("'", "''")}'${versionCheck}` +
    ` returning ${rowColumns.map((column) => `a.${quote(column)}`).join(', ')}`;
  if (!savedStep) return update;
  return (
    `with ${quote(SAVED_ROWS)} as (${update}, v."user_id" as ${quote(SAVED_BY)}), ${marksOfSavedRows(db, savedStep)}` +
    ` select ${rowColumns.map(quote).join(', ')} from ${quote(SAVED_ROWS)}`
  );
};

/**
 * Concurrent founders' step saves of the same shape in one UPDATE on PostgreSQL: while one statement is out, the
 * saves that arrive wait and then go together, so each pays a share of one round trip, one statement and one commit
 * instead of its own (decision 019); a step's save marks ride in the same statement. A save alone goes at once. Each is answered only
 * after the statement that carried it has committed, with its own row, or with none when its conditions did not hold,
 * exactly as its own UPDATE would. Two saves of one application never share a statement (the second waits for the
 * next), so they apply in the order they came. If a statement fails, each of its saves runs again on its own through
 * `single`, so one bad value fails only its own save.
 */
export const stepSaveBatcher = <Row>(
  db: Kysely<Database>,
  options: {
    lockedStatus: string;
    rowColumns: readonly Column[];
    /** The step whose version the column holds: its save takes it off the unchecked list. */
    stepOfVersionColumn: (column: Column) => string | null;
    single: (save: StepSave) => Promise<Row | undefined>;
  },
) => {
  const lanes = new Map<string, { statement: string; waiting: Waiting[]; busy: boolean }>();

  const send = async (lane: { statement: string; waiting: Waiting[]; busy: boolean }): Promise<void> => {
    const taken: Waiting[] = [];
    const ids = new Set<string>();
    const left: Waiting[] = [];
    for (const waiting of lane.waiting) {
      if (taken.length < MAX_BATCH && !ids.has(waiting.save.id)) {
        ids.add(waiting.save.id);
        taken.push(waiting);
      } else left.push(waiting);
    }
    lane.waiting = left;
    lane.busy = true;
    try {
      const rows = taken.map(({ save }) => {
        const row: Record<string, unknown> = { ...save.changes, id: save.id, user_id: save.userId, updated_at: save.updatedAt };
        if (save.versionColumn && save.base !== undefined && save.base !== null) row[save.versionColumn] = save.base;
        return row;
      });
      let result: Row[] | undefined;
      try {
        result = (await db.executeQuery<Row>(CompiledQuery.raw(lane.statement, [JSON.stringify(rows)]))).rows;
      } catch {
        result = undefined;
      }
      if (result) {
        const byId = new Map(result.map((row) => [(row as { id: string }).id, row]));
        for (const waiting of taken) waiting.resolve(byId.get(waiting.save.id));
      } else {
        await Promise.all(taken.map((waiting) => options.single(waiting.save).then(waiting.resolve, waiting.reject)));
      }
    } finally {
      lane.busy = false;
      if (lane.waiting.length > 0) void send(lane);
    }
  };

  return (save: StepSave): Promise<Row | undefined> => {
    const columns = Object.keys(save.changes).filter((column) => save.changes[column] !== undefined) as Column[];
    const savedStep = save.savedStep ?? null;
    const key = `${save.versionColumn ?? ''}|${savedStep ?? ''}|${columns.join(',')}`;
    let lane = lanes.get(key);
    if (!lane) {
      const step = save.versionColumn ? options.stepOfVersionColumn(save.versionColumn) : null;
      const statement = statementFor(db, columns, save.versionColumn, step, options.lockedStatus, options.rowColumns, savedStep);
      prepareOnPostgres(statement);
      lanes.set(key, (lane = { statement, waiting: [], busy: false }));
    }
    const own = lane;
    return new Promise((resolve, reject) => {
      own.waiting.push({ save, resolve: resolve as (row: unknown) => void, reject });
      if (!own.busy) void send(own);
    });
  };
};
