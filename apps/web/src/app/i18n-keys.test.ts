import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HINDI } from '@portal/shared/i18n/hi/index';
import { HI_TABLE } from '../features/application/lib/texts-hi.ts';
import { WIZARD_TEXTS } from '../features/application/lib/texts.ts';

/** Every `t('…')` of the founder's pages (the console may stay English) and every web text constant has Hindi. */
const SRC = path.resolve(import.meta.dirname, '..');
const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === 'console' ? [] : sources(file);
    return /\.tsx?$/.test(name) && !name.endsWith('.test.ts') && !name.startsWith('console-') ? [file] : [];
  });

const englishWithHindi = (): Set<string> => {
  const known = new Set(Object.keys(HINDI.texts));
  const collect = (value: unknown) => {
    if (typeof value === 'string') known.add(value);
    else if (value !== null && typeof value === 'object') Object.values(value).forEach(collect);
  };
  for (const table of HINDI.tables) collect(table.english);
  for (const list of HINDI.labels)
    for (const option of list.options) if (list.labels[option.value ?? option.id ?? '']) known.add(option.label);
  return known;
};

describe('the web app in Hindi', () => {
  it('has a Hindi text for every t() of the founder pages', () => {
    const known = englishWithHindi();
    const missing: string[] = [];
    for (const file of sources(SRC)) {
      for (const match of readFileSync(file, 'utf8').matchAll(/\bt\((?:'((?:[^'\\]|\\.)*)'|"([^"]*)")/g)) {
        const text = (match[1] ?? match[2] ?? '').replace(/\\'/g, "'");
        if (!known.has(text)) missing.push(`${path.relative(SRC, file)}: ${text}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('has Hindi for every key of the wizard texts', () => {
    for (const key of Object.keys(WIZARD_TEXTS)) expect((HI_TABLE.translated as Record<string, unknown>)[key], key).toBeDefined();
  });
});
