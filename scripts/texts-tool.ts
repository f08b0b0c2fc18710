import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as prettier from 'prettier';
import { packTexts, placeholdersOf, type TextEntry } from '../packages/shared/src/i18n/text-entries.ts';
import type { LanguagePack } from '../packages/shared/src/i18n/texts.ts';
import { chunkFile, textSources, type TextSource } from './texts-sources.ts';
import { readCsv, readPo, writeCsv, writePo, type TextFileFormat, type TextRow } from './texts-files.ts';

/**
 * A language's texts for a translator (docs/languages.md): export them with their English, import a corrected
 * file back into the pack's TypeScript files. The pack stays TypeScript (so the type checker still requires every
 * text of every table), and the import rewrites only the string literals whose text changed.
 */
export interface LanguageTexts {
  /** Texts a translator can change, each once (a table spread into another is listed under the first name). */
  editable: (TextEntry & { source: TextSource })[];
  /** Texts built in code (a template with values, a function): a developer changes them. */
  inCode: string[];
}

const ROOT = path.resolve(import.meta.dirname, '..');

export const loadLanguageTexts = async (code: string): Promise<LanguageTexts> => {
  if (!/^[a-z]{2,3}$/.test(code) || code === 'en' || !existsSync(chunkFile(code)))
    throw new Error(
      `"${code}" has no language pack: expected ${path.relative(ROOT, chunkFile(code || '<code>'))} (docs/languages.md, "Adding a language").`,
    );
  const { PACK } = (await import(pathToFileURL(chunkFile(code)).href)) as { PACK: LanguagePack };
  const { entries, functions } = packTexts(PACK);
  const sources = textSources(
    code,
    entries.map((entry) => entry.path),
  );
  const editable: LanguageTexts['editable'] = [];
  const inCode = functions.map((f) => f.id);
  const seen = new Set<string>();
  entries.forEach((entry, index) => {
    const source = sources[index];
    if (!source) return void inCode.push(entry.id);
    const site = `${source.file}:${source.start}`;
    if (seen.has(site)) return;
    seen.add(site);
    editable.push({ ...entry, source });
  });
  return { editable, inCode };
};

export const exportTexts = (code: string, texts: LanguageTexts, format: TextFileFormat): string => {
  const rows: TextRow[] = texts.editable.map((entry) => ({
    key: entry.id,
    english: entry.english,
    translation: entry.translated ?? '',
  }));
  return format === 'po' ? writePo(code, rows) : writeCsv(rows);
};

export const readTextFile = (content: string, format: TextFileFormat): TextRow[] =>
  format === 'po' ? readPo(content) : readCsv(content);

export interface TextEdit {
  source: TextSource;
  key: string;
  text: string;
}

/**
 * The edits a translator's file asks for, or why it is refused: a key missing or empty, a key the language does
 * not have, a key twice, an English source that changed since the export, or placeholders unlike the English.
 */
export const plannedEdits = (texts: LanguageTexts, rows: TextRow[]): { edits: TextEdit[]; problems: string[] } => {
  const problems: string[] = [];
  const byKey = new Map(texts.editable.map((entry) => [entry.id, entry]));
  const given = new Map<string, TextRow>();
  for (const row of rows) {
    if (given.has(row.key)) problems.push(`"${row.key}" is in the file twice.`);
    given.set(row.key, row);
    const entry = byKey.get(row.key);
    if (!entry) {
      problems.push(
        texts.inCode.includes(row.key)
          ? `"${row.key}" is built in code; a developer changes it.`
          : `"${row.key}" is not a text of this language (a typo, or a text that was removed).`,
      );
      continue;
    }
    if (row.english !== entry.english)
      problems.push(
        `"${row.key}": its English changed since the export ("${row.english}" is now "${entry.english}"); export again.`,
      );
    if (row.translation.trim() === '') problems.push(`"${row.key}" has no translation.`);
    else if (placeholdersOf(row.translation).join() !== placeholdersOf(entry.english).join())
      problems.push(
        `"${row.key}": the placeholders ${shown(placeholdersOf(row.translation))} differ from the English ${shown(placeholdersOf(entry.english))}; keep every {name} exactly as in the English.`,
      );
  }
  for (const entry of texts.editable) if (!given.has(entry.id)) problems.push(`"${entry.id}" is missing from the file.`);
  const edits = texts.editable
    .filter((entry) => given.has(entry.id) && given.get(entry.id)!.translation !== entry.translated)
    .map((entry) => ({ source: entry.source, key: entry.id, text: given.get(entry.id)!.translation }));
  return { edits: problems.length > 0 ? [] : edits, problems };
};

const shown = (names: string[]) => (names.length === 0 ? 'none' : names.map((name) => `{${name}}`).join(' '));

/** A TypeScript string literal holding the text exactly. */
export const stringLiteral = (text: string): string =>
  `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n').replace(/\r/g, '\\r').replace(/\t/g, '\\t')}'`;

/** One file's text with its edits made (from the end, so earlier offsets hold). */
export const editedSource = (content: string, edits: TextEdit[]): string =>
  [...edits]
    .sort((a, b) => b.source.start - a.source.start)
    .reduce((text, edit) => text.slice(0, edit.source.start) + stringLiteral(edit.text) + text.slice(edit.source.end), content);

/** Writes the edits into the pack's files, formatted as the repository formats them; returns the files changed. */
export const writeEdits = async (edits: TextEdit[]): Promise<string[]> => {
  const files = [...new Set(edits.map((edit) => edit.source.file))];
  for (const file of files) {
    const edited = editedSource(
      readFileSync(file, 'utf8'),
      edits.filter((edit) => edit.source.file === file),
    );
    const options = await prettier.resolveConfig(file);
    writeFileSync(file, await prettier.format(edited, { ...options, filepath: file }));
  }
  return files.map((file) => path.relative(ROOT, file));
};

export const formatOf = (file: string, given: string | undefined): TextFileFormat => {
  const format = given ?? path.extname(file).slice(1).toLowerCase();
  if (format !== 'po' && format !== 'csv') throw new Error(`Unknown format "${format}": use --format po or --format csv.`);
  return format;
};
