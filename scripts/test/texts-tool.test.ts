import { copyFileSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { HI_MESSAGES } from '../../packages/shared/src/i18n/hi/messages.ts';
import { HI_WEB_TEXTS } from '../../packages/shared/src/i18n/hi/web.ts';
import { MESSAGES } from '../../packages/shared/src/texts/messages.ts';
import { readCsv, readPo, writeCsv, writePo, type TextRow } from '../texts-files.ts';
import {
  editedSource,
  exportTexts,
  loadLanguageTexts,
  plannedEdits,
  readTextFile,
  writeEdits,
  type LanguageTexts,
} from '../texts-tool.ts';

/** The value of the string literal a TypeScript file holds at a property, as the compiler reads it. */
const literalAt = (source: string, property: string): string | undefined => {
  let found: string | undefined;
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAssignment(node) && node.name.getText() === property && ts.isStringLiteralLike(node.initializer))
      found = node.initializer.text;
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile('x.ts', source, ts.ScriptTarget.Latest, true));
  return found;
};

const TRICKY: TextRow[] = [
  { key: 'A.plain', english: 'Save', translation: 'सहेजें' },
  { key: 'A.quotes', english: 'Say "yes", it\'s fine', translation: '"हाँ" कहें, it\'s ठीक' },
  { key: 'A.lines', english: 'One\nTwo\tand \\ back', translation: 'एक\nदो\tऔर \\ back' },
  { key: 'WEB_TEXTS.Continue, {name}', english: 'Continue, {name}', translation: 'जारी रखें, {name}' },
];

describe('the translator file formats', () => {
  it.each([
    ['po', (rows: TextRow[]) => readPo(writePo('hi', rows))],
    ['csv', (rows: TextRow[]) => readCsv(writeCsv(rows))],
  ])('%s keeps every text exactly: quotes, commas, new lines, tabs and backslashes', (_format, roundTrip) => {
    expect(roundTrip(TRICKY)).toEqual(TRICKY);
  });

  it('reads a PO file whose strings continue on the next lines, with comments, as tools write them', () => {
    const po = ['# translator comment', 'msgctxt "A.b"', 'msgid ""', '"Hello "', '"world"', 'msgstr "नमस्ते "', '"दुनिया"', ''].join(
      '\n',
    );
    expect(readPo(po)).toEqual([{ key: 'A.b', english: 'Hello world', translation: 'नमस्ते दुनिया' }]);
  });

  it('refuses a CSV file with other columns, or a row with a cell too many, saying where', () => {
    expect(() => readCsv('id,text\r\nA,B\r\n')).toThrow("The CSV file's first row must be the columns key, english, translation");
    expect(() => readCsv('key,english,translation\r\nA.b,Save,सहेजें,extra\r\n')).toThrow(
      'Row 2 of the CSV file has 4 cells, not 3',
    );
  });
});

describe('exporting and importing the texts of a language (issue 53)', () => {
  let hindi: LanguageTexts;
  beforeAll(async () => {
    hindi = await loadLanguageTexts('hi');
  });
  const rowsOf = (format: 'po' | 'csv') => readTextFile(exportTexts('hi', hindi, format), format);

  it('exports every text of Hindi once, keyed by its English constant, with the English beside it', () => {
    const rows = rowsOf('po');
    expect(new Set(rows.map((row) => row.key)).size).toBe(rows.length);
    expect(rows).toContainEqual({
      key: 'MESSAGES.INVALID_EMAIL',
      english: MESSAGES.INVALID_EMAIL,
      translation: HI_MESSAGES.INVALID_EMAIL,
    });
    expect(rows).toContainEqual({
      key: 'WEB_TEXTS.Sign In to Dashboard',
      english: 'Sign In to Dashboard',
      translation: HI_WEB_TEXTS['Sign In to Dashboard'],
    });
    expect(rows.some((row) => row.key.startsWith('WIZARD_TEXTS.'))).toBe(true);
    expect(rows.some((row) => row.key.startsWith('SECTORS.'))).toBe(true);
    expect(hindi.inCode).toContain('WIZARD_TEXTS.stepOf');
  });

  it.each(['po', 'csv'] as const)('imports its own %s export as no change', (format) => {
    expect(plannedEdits(hindi, rowsOf(format))).toEqual({ edits: [], problems: [] });
  });

  it('turns a corrected text into an edit of its literal in the pack file, which then holds the new text', () => {
    const corrected = rowsOf('csv').map((row) =>
      row.key === 'MESSAGES.INVALID_EMAIL' ? { ...row, translation: 'कृपया अपना "सही" ईमेल पता लिखें, it\'s ज़रूरी' } : row,
    );
    const { edits, problems } = plannedEdits(hindi, corrected);
    expect(problems).toEqual([]);
    expect(edits.map((edit) => [edit.key, path.basename(edit.source.file)])).toEqual([['MESSAGES.INVALID_EMAIL', 'messages.ts']]);
    const edited = editedSource(readFileSync(edits[0]!.source.file, 'utf8'), edits);
    expect(literalAt(edited, 'INVALID_EMAIL')).toBe('कृपया अपना "सही" ईमेल पता लिखें, it\'s ज़रूरी');
    expect(literalAt(edited, 'INVALID_PHONE')).toBe(HI_MESSAGES.INVALID_PHONE);
  });

  it('writes the edits to the file', async () => {
    const { edits } = plannedEdits(
      hindi,
      rowsOf('po').map((row) => (row.key === 'MESSAGES.INVALID_PHONE' ? { ...row, translation: 'सही फ़ोन नंबर लिखें' } : row)),
    );
    const copy = path.join(mkdtempSync(path.join(tmpdir(), 'texts-')), 'messages.ts');
    copyFileSync(edits[0]!.source.file, copy);
    await writeEdits(edits.map((edit) => ({ ...edit, source: { ...edit.source, file: copy } })));
    expect(literalAt(readFileSync(copy, 'utf8'), 'INVALID_PHONE')).toBe('सही फ़ोन नंबर लिखें');
  });

  it('refuses a file that lacks a text, leaves one empty, changes a placeholder or brings an unknown key, naming each', () => {
    const rows = rowsOf('csv')
      .filter((row) => row.key !== 'MESSAGES.INVALID_EMAIL')
      .map((row) => {
        if (row.key === 'MESSAGES.INVALID_PHONE') return { ...row, translation: ' ' };
        if (row.key === 'WEB_TEXTS.Continue your journey with {productName}') return { ...row, translation: '{product} के साथ' };
        return row;
      });
    const { edits, problems } = plannedEdits(hindi, [
      ...rows,
      { key: 'MESSAGES.NO_SUCH_TEXT', english: 'x', translation: 'y' },
      { key: 'WIZARD_TEXTS.stepOf', english: 'x', translation: 'y' },
    ]);
    expect(edits).toEqual([]);
    expect(problems.sort()).toEqual(
      [
        '"MESSAGES.INVALID_EMAIL" is missing from the file.',
        '"MESSAGES.INVALID_PHONE" has no translation.',
        '"WEB_TEXTS.Continue your journey with {productName}": the placeholders {product} differ from the English {productName}; keep every {name} exactly as in the English.',
        '"MESSAGES.NO_SUCH_TEXT" is not a text of this language (a typo, or a text that was removed).',
        '"WIZARD_TEXTS.stepOf" is built in code; a developer changes it.',
      ].sort(),
    );
  });

  it('refuses a file made against older English, asking for a new export', () => {
    const rows = rowsOf('po').map((row) => (row.key === 'MESSAGES.INVALID_EMAIL' ? { ...row, english: 'Enter an email' } : row));
    expect(plannedEdits(hindi, rows).problems).toEqual([
      `"MESSAGES.INVALID_EMAIL": its English changed since the export ("Enter an email" is now "${MESSAGES.INVALID_EMAIL}"); export again.`,
    ]);
  });

  it('names what is wrong with a language that has no pack', async () => {
    await expect(loadLanguageTexts('ml')).rejects.toThrow('"ml" has no language pack: expected apps/web/src/languages/ml.ts');
  });
});
