/** UTF-8 byte order mark: Excel then reads the file as UTF-8 (₹, names in Indian scripts). */
export const UTF8_BOM = '\uFEFF';

/** Characters that make a spreadsheet treat a cell as a formula (or, for tab and CR, hide one). */
const FORMULA_START = /^[=+\-@\t\r]/;
/**
 * A formula character right after a list separator (`,`, `;`, tab) or a line break, with only spaces or quotes
 * between: where a reader that splits on that separator, or ignores quotes, would start a new cell.
 */
const FORMULA_AFTER_SEPARATOR = /([,;\t\r\n][\s"]*)(?=[=+\-@])/g;

/**
 * One CSV field, neutralised as OWASP's CSV-injection advice says: text that would start a formula, at its start
 * or after a separator inside it, gets an apostrophe before it; then every field is quoted (inner quotes doubled),
 * so `,`, `;` and tab can never split it, whichever separator the spreadsheet's locale uses.
 */
export const csvField = (value: string | number | null | undefined): string => {
  if (value === null || value === undefined) return '""';
  let text = String(value);
  if (typeof value === 'string') {
    text = text.replace(FORMULA_AFTER_SEPARATOR, "$1'");
    if (FORMULA_START.test(text)) text = `'${text}`;
  }
  return `"${text.replace(/"/g, '""')}"`;
};

/** One record, CRLF-terminated as RFC 4180 says. */
export const csvRecord = (fields: readonly (string | number | null | undefined)[]): string =>
  `${fields.map(csvField).join(',')}\r\n`;
