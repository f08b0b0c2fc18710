import type { ErrorText } from '../error-codes.ts';

/**
 * How a language other than English is laid over the English texts (docs/decisions/011-i18n-lingui.md). The
 * English constants in packages/shared stay the source; a translation gives each of their keys its own text.
 */

/** The same keys as an English text constant: strings stay strings, text-making functions keep their arguments. */
export type Translation<T> = {
  [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends readonly string[]
      ? readonly string[]
      : T[K] extends (...args: infer A) => string
        ? (...args: A) => string
        : T[K] extends Record<string, unknown>
          ? Translation<T[K]>
          : never;
};

/** One English constant and its translation, laid over it while that language is chosen. */
export interface TextTable<T extends object = object> {
  /** The English constant's name (the key of its texts in a translator's export). */
  name: string;
  english: T;
  translated: Translation<T>;
}
export const textTable = <T extends object>(name: string, english: T, translated: Translation<T>): TextTable =>
  ({ name, english, translated }) as TextTable;

/** An option list's display labels by stored value (the values stay English). */
export interface LabelTable {
  name: string;
  options: readonly { readonly value?: string; readonly id?: string; readonly label: string }[];
  labels: Record<string, string>;
  /** Stored values said in the language where shown (state names): never laid over the option list. */
  shownOnly?: boolean;
}

/** A text the shared code builds from parts (e.g. "Name is required"), read back and said again in the language. */
export interface TextPattern {
  pattern: RegExp;
  say: (match: RegExpMatchArray, translate: (text: string) => string) => string;
}

/** Everything one language brings: laid-over constants, option labels, texts keyed by their English wording, patterns. */
export interface LanguagePack {
  /** The shared constants' tables (i18n/language-texts.ts), then the web app's own (apps/web/src/languages/). */
  tables: TextTable[];
  labels: LabelTable[];
  /** Web texts without a constant, keyed by the English text (Lingui message ids; `{name}` placeholders). */
  texts: Record<string, string>;
  patterns: TextPattern[];
  /** Each error code's text (or a function of the error's params), by code: how a server error is said. */
  errors: Readonly<Record<string, ErrorText>>;
}
