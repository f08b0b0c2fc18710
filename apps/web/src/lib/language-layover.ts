import { i18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { TranslatedLocale } from '@portal/shared/locales';
import type { LanguagePack } from '@portal/shared/i18n/texts';

/**
 * Lays a language's pack over the shared English constants and gives Lingui the catalogue of texts keyed by their
 * English wording, so `t()` also says in the language a message that arrived in English (a schema's, the
 * server's). Loaded by lib/i18n.ts with the first language other than English; each language's texts are a chunk
 * of their own (src/languages/). `restoreEnglish` puts every English text back.
 */
const originals = new Map<object, Record<string, unknown>>();

const layOver = (target: object, values: Record<string, unknown>) => {
  const record = target as Record<string, unknown>;
  if (!originals.has(target)) originals.set(target, { ...record });
  for (const [key, value] of Object.entries(values)) {
    if (value !== null && typeof value === 'object' && typeof record[key] === 'object')
      layOver(record[key] as object, value as Record<string, unknown>);
    else record[key] = value;
  }
};

export const restoreEnglish = () => {
  for (const [target, english] of originals) Object.assign(target, english);
};

/** English text → the language's text, from every laid-over constant and option label. */
const textsByEnglish = (pack: LanguagePack): Record<string, string> => {
  const texts: Record<string, string> = {};
  const collect = (english: Record<string, unknown>, translated: Record<string, unknown>) => {
    for (const [key, value] of Object.entries(english)) {
      const said = translated[key];
      if (typeof value === 'string' && typeof said === 'string') texts[value] = said;
      else if (value !== null && typeof value === 'object' && said !== null && typeof said === 'object')
        collect(value as Record<string, unknown>, said as Record<string, unknown>);
    }
  };
  for (const table of pack.tables) collect(table.english as Record<string, unknown>, table.translated as Record<string, unknown>);
  for (const list of pack.labels)
    for (const option of list.options) {
      const label = list.labels[option.value ?? option.id ?? ''];
      if (label) texts[option.label] = label;
    }
  return { ...texts, ...pack.texts };
};

export const applyLanguage = (
  locale: TranslatedLocale,
  pack: LanguagePack,
): ((text: string, values?: Record<string, string | number>) => string) => {
  restoreEnglish();
  const catalogue = textsByEnglish(pack);
  i18n.setMessagesCompiler(compileMessage);
  i18n.loadAndActivate({ locale, messages: catalogue });
  const translate = (text: string, values?: Record<string, string | number>): string => {
    if (Object.hasOwn(catalogue, text)) return i18n._(text, values);
    for (const { pattern, say } of pack.patterns) {
      const match = text.match(pattern);
      if (match) return say(match, (part) => translate(part));
    }
    return values ? i18n._(text, values) : text;
  };
  for (const table of pack.tables) layOver(table.english, table.translated as Record<string, unknown>);
  for (const list of pack.labels) {
    if (list.shownOnly) continue;
    for (const option of list.options) {
      const label = list.labels[option.value ?? option.id ?? ''];
      if (label) layOver(option, { label });
    }
  }
  return translate;
};
