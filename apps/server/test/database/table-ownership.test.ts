import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CROSS_MODULE_READS, TABLE_OWNERS } from '../../src/db/table-owners.ts';

const SRC = join(import.meta.dirname, '..', '..', 'src');
const MIGRATIONS = 'db/migrations/';

interface TableUse {
  table: string;
  kind: 'read' | 'write';
  line: number;
}

const WRITE_CALLS = new Set(['insertInto', 'updateTable', 'deleteFrom', 'replaceInto', 'mergeInto']);
const BUILDER_CALL =
  /\.(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto|innerJoin|leftJoin|rightJoin|fullJoin|crossJoin|innerJoinLateral|leftJoinLateral|using)\(\s*/g;
const TABLE_LITERAL = /^['"`]([A-Za-z_]\w*)(?:\s+as\s+\w+)?['"`]/;
const CAST_TO_TABLE = /\bas\s+['"`]([A-Za-z_]\w*)['"`]/g;
const RAW_WRITE = /\b(?:insert\s+(?:or\s+\w+\s+)?into|replace\s+into|update|delete\s+from)\s+"?([A-Za-z_]\w*)"?/gi;
const RAW_READ = /(?<!delete\s+)\b(?:from|join)\s+"?([A-Za-z_]\w*)"?/gi;

/** Comments out, line breaks kept, so a use is reported at its own line. */
const withoutComments = (source: string): string =>
  source.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' ')).replace(/(^|[^:'"`\\])\/\/[^\n]*/gm, '$1');

const lineAt = (source: string, index: number): number => source.slice(0, index).split('\n').length;

/** The tables a source text reads and writes: Kysely builder calls, and SQL written out in strings or sql`` templates. */
const tableUses = (text: string): TableUse[] => {
  const source = withoutComments(text);
  const uses: TableUse[] = [];
  for (const call of source.matchAll(BUILDER_CALL)) {
    const kind = WRITE_CALLS.has(call[1]!) ? 'write' : 'read';
    const start = call.index + call[0].length;
    const rest = source.slice(start, start + 400);
    const line = lineAt(source, call.index);
    const literal = TABLE_LITERAL.exec(rest);
    if (literal) {
      uses.push({ table: literal[1]!, kind, line });
    } else if (rest.startsWith('[')) {
      const list = rest.slice(0, rest.indexOf(']'));
      for (const item of list.matchAll(/['"`]([A-Za-z_]\w*)(?:\s+as\s+\w+)?['"`]/g)) uses.push({ table: item[1]!, kind, line });
    } else {
      const argument = rest.slice(0, rest.indexOf(')') + 1);
      const casts = [...argument.matchAll(CAST_TO_TABLE)];
      for (const cast of casts) uses.push({ table: cast[1]!, kind, line });
      // A write whose table is computed cannot be checked: it is refused outright.
      if (casts.length === 0 && kind === 'write') uses.push({ table: `<computed: ${argument.slice(0, 40)}>`, kind, line });
    }
  }
  for (const statement of source.matchAll(RAW_WRITE)) {
    if (statement[1]! in TABLE_OWNERS) uses.push({ table: statement[1]!, kind: 'write', line: lineAt(source, statement.index) });
  }
  for (const statement of source.matchAll(RAW_READ)) {
    if (statement[1]! in TABLE_OWNERS) uses.push({ table: statement[1]!, kind: 'read', line: lineAt(source, statement.index) });
  }
  return uses;
};

const isUnder = (file: string, folder: string): boolean => file.startsWith(`${folder}/`);

/** What breaks the ownership rules in one file (its path relative to apps/server/src). */
const violationsOf = (file: string, text: string, usedReads?: Set<string>): string[] => {
  const found: string[] = [];
  for (const use of tableUses(text)) {
    const owner = TABLE_OWNERS[use.table];
    const where = `${file}:${use.line}`;
    if (!owner) {
      if (use.kind === 'write') found.push(`${where} writes ${use.table}, which has no owner in db/table-owners.ts`);
      continue;
    }
    if (use.kind === 'write') {
      if (!owner.repositories.includes(file)) {
        found.push(`${where} writes ${use.table}: only ${owner.repositories.join(', ') || 'Better Auth'} may`);
      }
      continue;
    }
    if (owner.owner.some((folder) => isUnder(file, folder))) continue;
    const listed = CROSS_MODULE_READS.some((read) => read.file === file && read.tables.includes(use.table));
    if (listed) usedReads?.add(`${file} ${use.table}`);
    else
      found.push(`${where} reads ${use.table} (owned by ${owner.owner.join(', ')}) without being listed in CROSS_MODULE_READS`);
  }
  return found;
};

const sourceFiles = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [relative(SRC, path)] : [];
  });

const tablesCreatedByMigrations = (): string[] =>
  sourceFiles(join(SRC, MIGRATIONS)).flatMap((file) =>
    [...readFileSync(join(SRC, file), 'utf8').matchAll(/createTable\(\s*['"](\w+)['"]/g)].map((match) => match[1]!),
  );

describe('each table is written only by its owner and read across modules only where listed', () => {
  const files = sourceFiles(SRC).filter((file) => !file.startsWith(MIGRATIONS));

  it('finds no write outside the owner repository and no unlisted cross-module read in apps/server/src', () => {
    const usedReads = new Set<string>();
    const violations = files.flatMap((file) => violationsOf(file, readFileSync(join(SRC, file), 'utf8'), usedReads));
    expect(violations).toEqual([]);
    const stale = CROSS_MODULE_READS.flatMap((read) => read.tables.map((table) => `${read.file} ${table}`)).filter(
      (read) => !usedReads.has(read),
    );
    expect(stale, 'listed reads that no longer happen').toEqual([]);
  });

  it('names an owner for every table the migrations create, and repository files that exist', () => {
    expect(tablesCreatedByMigrations().filter((table) => !(table in TABLE_OWNERS))).toEqual([]);
    const missing = Object.values(TABLE_OWNERS)
      .flatMap((owner) => [...owner.owner, ...owner.repositories])
      .filter((path) => !existsSync(join(SRC, path)));
    expect(missing).toEqual([]);
  });

  it('refuses a planted write or unlisted read outside the owner', () => {
    const planted = [
      "await db.updateTable('applications').set({ status: 'x' }).execute();",
      "await db\n  .insertInto(\n    'files'\n  ).values(row).execute();",
      'await sql`delete from "user_preferences" where user_id = ${id}`.execute(db);',
      "await trx.deleteFrom(table as 'session').execute();",
      'await db.deleteFrom(tableName).execute();',
      "const row = await db.selectFrom('applications as a').selectAll().executeTakeFirst();",
      "await db.selectFrom('review_stages').innerJoin('files as f', 'f.id', 'x.file_id').execute();",
    ].join('\n');
    expect(violationsOf('modules/console/planted.ts', planted)).toEqual([
      'modules/console/planted.ts:1 writes applications: only modules/application/repository.ts, modules/application/batched-step-saves.ts may',
      'modules/console/planted.ts:3 writes files: only modules/files/file-repository.ts may',
      'modules/console/planted.ts:7 writes session: only auth/user-repository.ts, auth/end-anonymous-sessions.ts may',
      'modules/console/planted.ts:8 writes <computed: tableName)>, which has no owner in db/table-owners.ts',
      'modules/console/planted.ts:9 reads applications (owned by modules/application) without being listed in CROSS_MODULE_READS',
      'modules/console/planted.ts:10 reads review_stages (owned by modules/review-stages) without being listed in CROSS_MODULE_READS',
      'modules/console/planted.ts:10 reads files (owned by modules/files) without being listed in CROSS_MODULE_READS',
      'modules/console/planted.ts:6 writes user_preferences: only modules/preferences/repository.ts may',
    ]);
    expect(violationsOf('modules/files/file-repository.ts', "await db.insertInto('files').values(row).execute();")).toEqual([]);
  });
});
