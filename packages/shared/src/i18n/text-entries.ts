import type { LanguagePack } from './texts.ts';

/**
 * A language's texts as a flat list of keys, each with its English source: what the completeness tests check and
 * what a translator exports and imports (scripts/texts/). Texts that are functions (they build a sentence from
 * values, e.g. "Step 2 of 5") are code, kept by developers, and listed apart.
 */
export interface TextEntry {
  /** `<English constant>.<key>[.<key>…]`, `<option list>.<stored value>` or `WEB_TEXTS.<English text>`. */
  id: string;
  /** The id's parts: the table's name, then the keys (a key may itself contain dots). */
  path: string[];
  english: string;
  /** Absent when the language lacks the text. */
  translated: string | undefined;
}

export interface PackTexts {
  entries: TextEntry[];
  /** Ids of texts written as functions: both sides must be functions (the type checker holds their arguments). */
  functions: { id: string; translated: boolean }[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object';

export const packTexts = (pack: LanguagePack): PackTexts => {
  const entries: TextEntry[] = [];
  const functions: PackTexts['functions'] = [];
  const walk = (english: unknown, translated: unknown, path: string[]) => {
    const id = path.join('.');
    if (typeof english === 'string')
      entries.push({ id, path, english, translated: typeof translated === 'string' ? translated : undefined });
    else if (typeof english === 'function') functions.push({ id, translated: typeof translated === 'function' });
    else if (isRecord(english))
      for (const [key, value] of Object.entries(english))
        walk(value, isRecord(translated) ? translated[key] : undefined, [...path, key]);
  };
  for (const table of pack.tables) walk(table.english, table.translated, [table.name]);
  for (const list of pack.labels)
    for (const option of list.options) {
      const key = option.value ?? option.id ?? '';
      entries.push({ id: `${list.name}.${key}`, path: [list.name, key], english: option.label, translated: list.labels[key] });
    }
  for (const [english, translated] of Object.entries(pack.texts))
    entries.push({ id: `WEB_TEXTS.${english}`, path: ['WEB_TEXTS', english], english, translated });
  return { entries, functions };
};

/** The names of a text's placeholders (`{name}`, and the value of an ICU `{count, plural, …}`), sorted, once each. */
export const placeholdersOf = (text: string): string[] =>
  [...new Set([...text.matchAll(/\{\s*([^\s{},#]+)\s*[,}]/g)].map((match) => match[1]!))].sort();

/** What is wrong with a language's texts: missing ones and placeholders that differ from the English. */
export const textProblems = (texts: PackTexts): string[] => [
  ...texts.entries
    .filter((entry) => entry.translated === undefined || entry.translated.trim() === '')
    .map((entry) => `${entry.id}: no text (English: "${entry.english}")`),
  ...texts.functions.filter((entry) => !entry.translated).map((entry) => `${entry.id}: no text (a function in English)`),
  ...texts.entries
    .filter(
      (entry) =>
        entry.translated !== undefined && placeholdersOf(entry.translated).join() !== placeholdersOf(entry.english).join(),
    )
    .map(
      (entry) =>
        `${entry.id}: placeholders ${shown(placeholdersOf(entry.translated!))} differ from the English ${shown(placeholdersOf(entry.english))}`,
    ),
];

const shown = (names: string[]) => (names.length === 0 ? 'none' : names.map((name) => `{${name}}`).join(' '));
