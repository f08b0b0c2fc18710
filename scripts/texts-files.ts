/**
 * The translator's file: one row per text, its key, the English source and the translation, as a PO file (Poedit,
 * Weblate, Crowdin: msgctxt is the key) or a CSV file (a spreadsheet: columns key, english, translation).
 */
export type TextFileFormat = 'po' | 'csv';

export interface TextRow {
  key: string;
  english: string;
  translation: string;
}

// PO ----------------------------------------------------------------------------------------------------------

const poQuote = (text: string) =>
  `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n').replace(/\t/g, '\\t')}"`;

const poUnquote = (quoted: string): string =>
  quoted.slice(1, -1).replace(/\\(.)/g, (_, char: string) => ({ n: '\n', t: '\t' })[char] ?? char);

export const writePo = (language: string, rows: TextRow[]): string =>
  [
    'msgid ""',
    'msgstr ""',
    `"Language: ${language}\\n"`,
    '"MIME-Version: 1.0\\n"',
    '"Content-Type: text/plain; charset=UTF-8\\n"',
    '"Content-Transfer-Encoding: 8bit\\n"',
    '',
    ...rows.flatMap((row) => [
      `msgctxt ${poQuote(row.key)}`,
      `msgid ${poQuote(row.english)}`,
      `msgstr ${poQuote(row.translation)}`,
      '',
    ]),
  ].join('\n');

/** Reads msgctxt/msgid/msgstr entries (strings may continue on following quoted lines); the header is skipped. */
export const readPo = (content: string): TextRow[] => {
  const rows: TextRow[] = [];
  let entry: Partial<Record<'msgctxt' | 'msgid' | 'msgstr', string>> = {};
  let field: 'msgctxt' | 'msgid' | 'msgstr' | undefined;
  const finish = () => {
    if (entry.msgid !== undefined && entry.msgid !== '')
      rows.push({ key: entry.msgctxt ?? '', english: entry.msgid, translation: entry.msgstr ?? '' });
    entry = {};
    field = undefined;
  };
  content.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    const keyword = line.match(/^(msgctxt|msgid|msgstr)\s+(".*")$/);
    if (keyword) {
      if (keyword[1] === 'msgctxt' || (keyword[1] === 'msgid' && entry.msgid !== undefined)) finish();
      field = keyword[1] as typeof field;
      entry[field!] = poUnquote(keyword[2]!);
    } else if (line.startsWith('"') && line.endsWith('"') && field) entry[field] += poUnquote(line);
    else if (line === '' || line.startsWith('#')) {
      if (line === '') finish();
    } else throw new Error(`Line ${index + 1} of the PO file is not msgctxt, msgid, msgstr, a quoted line or a comment: ${raw}`);
  });
  finish();
  return rows;
};

// CSV ---------------------------------------------------------------------------------------------------------

const CSV_HEADER = ['key', 'english', 'translation'];
const csvField = (text: string) => (/[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/** With a byte-order mark, so spreadsheets open it as UTF-8. */
export const writeCsv = (rows: TextRow[]): string =>
  `\uFEFF${[CSV_HEADER, ...rows.map((row) => [row.key, row.english, row.translation])].map((cells) => cells.map(csvField).join(',')).join('\r\n')}\r\n`;

const csvRecords = (content: string): string[][] => {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    record.push(cell);
    cell = '';
  };
  for (let i = 0; i < content.length; i++) {
    const char = content[i]!;
    if (quoted) {
      if (char === '"' && content[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell === '') quoted = true;
    else if (char === ',') endCell();
    else if (char === '\n' || char === '\r') {
      if (char === '\r' && content[i + 1] === '\n') i++;
      endCell();
      records.push(record);
      record = [];
    } else cell += char;
  }
  if (quoted) throw new Error('The CSV file ends inside a quoted cell: a quote (") is not closed.');
  if (cell !== '' || record.length > 0) records.push([...record, cell]);
  return records.filter((r) => r.some((c) => c !== ''));
};

export const readCsv = (content: string): TextRow[] => {
  const [header, ...records] = csvRecords(content.replace(/^\uFEFF/, ''));
  if (header?.join(',') !== CSV_HEADER.join(','))
    throw new Error(
      `The CSV file's first row must be the columns ${CSV_HEADER.join(', ')}; it is: ${header?.join(', ') ?? '(empty)'}.`,
    );
  return records.map((cells, index) => {
    if (cells.length !== 3)
      throw new Error(`Row ${index + 2} of the CSV file has ${cells.length} cells, not 3 (key, english, translation).`);
    return { key: cells[0]!, english: cells[1]!, translation: cells[2]! };
  });
};
