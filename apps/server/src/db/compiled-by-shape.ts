import { CompiledQuery, type Compilable, type Kysely } from 'kysely';
import { prepareOnPostgres } from './prepared-statements.ts';

/** Where each parameter of a compiled statement comes from: a named value of the call (`name`), or a constant of the query. */
interface Slot {
  name: string | null;
  constant: unknown;
}
interface Statement {
  sql: string;
  slots: Slot[];
}

const MARKER = '\u0000compiled-by-shape:';

const definedValues = <Values extends Record<string, unknown>>(given: Values): Values =>
  Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined)) as Values;

/**
 * A Kysely query compiled once per shape and database instead of on every call. Kysely builds and compiles a query
 * each time; for the step save that was a sixth of the server's time per save (docs/performance.md). The query is
 * built once with marker strings in place of its values, and each later call only puts its values where the markers
 * were. `shape` holds what changes the SQL other than the values (which conditions, which column); the names of the
 * values are part of the shape too, so a call with other values compiles its own statement. On PostgreSQL the
 * statement is also prepared once per connection (db/prepared-statements.ts), so it names its columns.
 */
export const compiledByShape = <DB, Shape, Values extends Record<string, unknown>, Row>(
  build: (db: Kysely<DB>, shape: Shape, values: Values) => Compilable<Row>,
) => {
  const statements = new WeakMap<Kysely<DB>, Map<string, Statement>>();

  const compile = (db: Kysely<DB>, shape: Shape, values: Values): Statement => {
    const markers = Object.fromEntries(Object.keys(values).map((name) => [name, `${MARKER}${name}`])) as Values;
    const compiled = build(db, shape, markers).compile();
    const slots = compiled.parameters.map((parameter): Slot =>
      typeof parameter === 'string' && parameter.startsWith(MARKER)
        ? { name: parameter.slice(MARKER.length), constant: undefined }
        : { name: null, constant: parameter },
    );
    const unused = Object.keys(values).filter((name) => !slots.some((slot) => slot.name === name));
    if (unused.length > 0) throw new Error(`compiledByShape: ${unused.join(', ')} did not become parameters of the query`);
    prepareOnPostgres(compiled.sql);
    return { sql: compiled.sql, slots };
  };

  return async (db: Kysely<DB>, shape: Shape, given: Values): Promise<Row | undefined> => {
    // Kysely leaves out a value that is undefined (a column not set); so does the shape. Built without copying the
    // values: this runs on every step save.
    let key = `${JSON.stringify(shape)}|`;
    for (const name of Object.keys(given)) if (given[name] !== undefined) key += `${name},`;
    let byShape = statements.get(db);
    if (!byShape) statements.set(db, (byShape = new Map()));
    let statement = byShape.get(key);
    if (!statement) byShape.set(key, (statement = compile(db, shape, definedValues(given))));
    const parameters = new Array<unknown>(statement.slots.length);
    for (let i = 0; i < parameters.length; i++) {
      const slot = statement.slots[i]!;
      parameters[i] = slot.name === null ? slot.constant : given[slot.name];
    }
    const result = await db.executeQuery<Row>(CompiledQuery.raw(statement.sql, parameters));
    return result.rows[0];
  };
};
