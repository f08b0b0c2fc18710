import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Where each text of a language is written: the string literal in its pack's TypeScript files, found by following
 * the language's chunk (apps/web/src/languages/<code>.ts) through `webPack(…)` and `packFrom(…)` to each table's
 * object literal, then key by key (through `...spread` tables). The import rewrites exactly these literals.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const SHARED_SRC = path.join(ROOT, 'packages/shared/src');

export interface TextSource {
  file: string;
  start: number;
  end: number;
}

const parsed = new Map<string, ts.SourceFile>();
const sourceOf = (file: string): ts.SourceFile => {
  let source = parsed.get(file);
  if (!source) {
    source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    parsed.set(file, source);
  }
  return source;
};

const unwrap = (node: ts.Expression): ts.Expression =>
  ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node)
    ? unwrap(node.expression)
    : node;

const moduleFile = (specifier: string, from: string): string | undefined => {
  if (specifier.startsWith('.')) return path.resolve(path.dirname(from), specifier);
  if (specifier.startsWith('@portal/shared/')) return path.join(SHARED_SRC, `${specifier.slice('@portal/shared/'.length)}.ts`);
  return undefined;
};

interface Resolved {
  node: ts.Expression;
  file: string;
}

/** The value a name stands for in a file: its own `const`, or what an import brings from another of our files. */
const resolveName = (name: string, file: string): Resolved | undefined => {
  const source = sourceOf(file);
  for (const statement of source.statements) {
    if (ts.isVariableStatement(statement))
      for (const declaration of statement.declarationList.declarations)
        if (ts.isIdentifier(declaration.name) && declaration.name.text === name && declaration.initializer)
          return { node: unwrap(declaration.initializer), file };
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const bindings = statement.importClause?.namedBindings;
      if (!bindings || !ts.isNamedImports(bindings)) continue;
      const element = bindings.elements.find((e) => e.name.text === name);
      const target = element && moduleFile(statement.moduleSpecifier.text, file);
      if (element && target) return resolveName((element.propertyName ?? element.name).text, target);
    }
  }
  return undefined;
};

const resolve = (node: ts.Expression, file: string): Resolved | undefined => {
  const bare = unwrap(node);
  return ts.isIdentifier(bare) ? resolveName(bare.text, file) : { node: bare, file };
};

const propertyName = (name: ts.PropertyName): string | undefined =>
  ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name) ? name.text : undefined;

/** A table's translated object: an object literal, or the last one given to `textTable(name, english, {…})`. */
const tableObject = (resolved: Resolved | undefined): Resolved | undefined => {
  if (!resolved) return undefined;
  if (ts.isObjectLiteralExpression(resolved.node)) return resolved;
  if (ts.isCallExpression(resolved.node)) {
    const last = resolved.node.arguments.at(-1);
    return last ? tableObject(resolve(last, resolved.file)) : undefined;
  }
  return undefined;
};

/** The tables a pack is made of, by name: the properties of `packFrom({…})` and `webPack(shared, {…})` calls. */
const packTables = (resolved: Resolved | undefined, tables = new Map<string, Resolved>()): Map<string, Resolved> => {
  if (!resolved || !ts.isCallExpression(resolved.node)) return tables;
  for (const argument of resolved.node.arguments) {
    const value = resolve(argument, resolved.file);
    if (value && ts.isObjectLiteralExpression(value.node)) {
      for (const property of value.node.properties)
        if (ts.isPropertyAssignment(property)) {
          const name = propertyName(property.name);
          if (name) tables.set(name, { node: property.initializer, file: value.file });
        } else if (ts.isShorthandPropertyAssignment(property))
          tables.set(property.name.text, { node: property.name, file: value.file });
    } else packTables(value, tables);
  }
  return tables;
};

/** The value at one key of an object (or index of an array) literal, looking into `...spread` objects too. */
const valueAt = (object: Resolved, key: string): Resolved | undefined => {
  if (ts.isArrayLiteralExpression(object.node)) {
    const element = object.node.elements[Number(key)];
    return element ? resolve(element, object.file) : undefined;
  }
  if (!ts.isObjectLiteralExpression(object.node)) return undefined;
  // Later properties win, as in JavaScript.
  for (const property of [...object.node.properties].reverse()) {
    if (ts.isPropertyAssignment(property) && propertyName(property.name) === key)
      return resolve(property.initializer, object.file);
    if (ts.isSpreadAssignment(property)) {
      const spread = resolve(property.expression, object.file);
      const found = spread && valueAt(spread, key);
      if (found) return found;
    }
  }
  return undefined;
};

/** The pack of a language, as its chunk file builds it. */
export const chunkFile = (code: string) => path.join(ROOT, 'apps/web/src/languages', `${code}.ts`);

/**
 * Where each text (by its path: table name, then keys) is written, when it is a plain string literal that an
 * import can rewrite; `undefined` for a text built in code (a template with values, a reference to another text).
 */
export const textSources = (code: string, paths: string[][]): (TextSource | undefined)[] => {
  parsed.clear();
  const tables = packTables(resolveName('PACK', chunkFile(code)));
  return paths.map(([table, ...keys]) => {
    const written = tables.get(table!);
    let at = written && tableObject(resolve(written.node, written.file));
    for (const key of keys) at = at && valueAt(at, key);
    if (!at || !(ts.isStringLiteral(at.node) || ts.isNoSubstitutionTemplateLiteral(at.node))) return undefined;
    return { file: at.file, start: at.node.getStart(), end: at.node.getEnd() };
  });
};
