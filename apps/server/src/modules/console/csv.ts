/** UTF-8 byte order mark: Excel then reads the file as UTF-8 (₹, names in Indian scripts). */
export const UTF8_BOM = '\uFEFF';

/** Characters that make a spreadsheet treat a cell as a formula (or, for tab and CR, hide one). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV field: text that would start a formula gets a leading apostrophe (OWASP's advice against formula
 * injection), then RFC 4180 quoting when it holds a comma, quote or line break.
 */
export const csvField = (value: string | number | null | undefined): string => {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** One record, CRLF-terminated as RFC 4180 says. */
export const csvRecord = (fields: readonly (string | number | null | undefined)[]): string => `${fields.map(csvField).join(',')}\r\n`;
