import { describe, expect, it } from 'vitest';
import { foreignWords } from '@portal/shared/i18n/script-check';
import type { TextTable } from '@portal/shared/i18n/texts';
import { BN_TABLE } from './texts-bn.ts';
import { UR_TABLE } from './texts-ur.ts';

/**
 * The wizard's own texts (WIZARD_TEXTS) in Bengali and Urdu, the functions called with sample values: written in the
 * language's script, with no English or Hindi word (the shared packs' script tests cover the rest).
 */
const SAMPLES: Record<string, unknown[]> = {
  stepOf: [2, 8],
  copiedAnswers: [3, 10],
  acceptedTypes: [['.pdf', '.pptx'], '10 MB'],
  timeLeft: ['about 2 minutes'],
  perSecond: ['1.5 MB'],
  documentLabel: ['x'],
};
const textsOf = (table: TextTable): [string, string][] =>
  Object.entries(table.translated as Record<string, unknown>).map(([key, value]) => [
    key,
    typeof value === 'function' ? String((value as (...args: unknown[]) => unknown)(...(SAMPLES[key] ?? ['x']))) : String(value),
  ]);

describe.each([
  ['Bengali', BN_TABLE, /[\u0980-\u09FF]/, /[\u0900-\u0963\u0966-\u097F\u0A00-\u0DFF\u0600-\u06FF]/g],
  ['Urdu', UR_TABLE, /[\u0600-\u06FF]/, /[\u0900-\u0DFF]/g],
] as const)("the wizard's texts in %s", (_language, table, own, others) => {
  it.each(textsOf(table))('%s is in the language', (_key, text) => {
    expect(text).toMatch(own);
    expect(foreignWords(text, others)).toEqual([]);
  });
});
