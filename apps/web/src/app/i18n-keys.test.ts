import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { packTexts, textProblems } from '@portal/shared/i18n/text-entries';
import type { LanguagePack } from '@portal/shared/i18n/texts';
import { LANGUAGE_CHUNKS } from '../languages/index.ts';

/** Every `t('…')` of the founder's pages (the console may stay English) and every web text constant, in every language. */
const SRC = path.resolve(import.meta.dirname, '..');
const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === 'console' ? [] : sources(file);
    return /\.tsx?$/.test(name) && !name.endsWith('.test.ts') && !name.startsWith('console-') ? [file] : [];
  });

const englishKnownTo = (pack: LanguagePack): Set<string> => {
  const known = new Set(Object.keys(pack.texts));
  const collect = (value: unknown) => {
    if (typeof value === 'string') known.add(value);
    else if (value !== null && typeof value === 'object') Object.values(value).forEach(collect);
  };
  for (const table of pack.tables) collect(table.english);
  for (const list of pack.labels)
    for (const option of list.options) if (list.labels[option.value ?? option.id ?? '']) known.add(option.label);
  return known;
};

describe.each(Object.entries(LANGUAGE_CHUNKS))('the web app in %s', (_code, loadChunk) => {
  it('has a text for every t() of the founder pages', async () => {
    const known = englishKnownTo(await loadChunk());
    const missing: string[] = [];
    for (const file of sources(SRC)) {
      for (const match of readFileSync(file, 'utf8').matchAll(/\bt\((?:'((?:[^'\\]|\\.)*)'|"([^"]*)")/g)) {
        const text = (match[1] ?? match[2] ?? '').replace(/\\'/g, "'");
        if (!known.has(text)) missing.push(`${path.relative(SRC, file)}: ${text}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("has every key of the web app's own text constants, with the English placeholders", async () => {
    expect(textProblems(packTexts(await loadChunk()))).toEqual([]);
  });
});
