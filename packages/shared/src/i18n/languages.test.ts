import { describe, expect, it } from 'vitest';
import { LANGUAGES, LANGUAGES_IN_TRANSLATION, LOCALES, LOCALE_NAMES, documentLanguage, type Language } from '../locales.ts';
import { SHARED_PACKS } from './all-packs.ts';
import { packTexts, placeholdersOf, textProblems } from './text-entries.ts';
import { textTable, type LanguagePack } from './texts.ts';

const packs = Object.entries(SHARED_PACKS);

describe('the languages (issue 53)', () => {
  it('lists each language once, English first, named in its own script, with a pack for every language but English', () => {
    expect(LOCALES[0]).toBe('en');
    const codes = [...LANGUAGES, ...LANGUAGES_IN_TRANSLATION].map((language) => language.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(LOCALE_NAMES).toMatchObject({ en: 'English', hi: 'हिन्दी' });
    expect(packs.map(([code]) => code).sort()).toEqual(LOCALES.filter((code) => code !== 'en').sort());
  });

  it.each(packs)('%s has every text of every English constant, with the same placeholders', (_code, pack) => {
    expect(textProblems(packTexts(pack))).toEqual([]);
  });

  it('every language has the same web texts (keyed by their English)', () => {
    const keys = packs.map(([, pack]) => Object.keys(pack.texts).sort());
    for (const other of keys) expect(other).toEqual(keys[0]);
  });

  it('reads placeholders by name, an ICU plural by its value', () => {
    expect(placeholdersOf('{productName} के साथ {n} {n}')).toEqual(['n', 'productName']);
    expect(placeholdersOf('{count, plural, one {# file} other {# files}}')).toEqual(['count']);
    expect(placeholdersOf('no placeholder')).toEqual([]);
  });

  it('finds a missing text and a placeholder that differs, naming the key', () => {
    const english = { GREETING: 'Hello {name}', BYE: 'Bye', NESTED: { ASK: 'Pay {amount}' }, STEP: (n: number) => `Step ${n}` };
    const pack: LanguagePack = {
      tables: [
        textTable('TEST_TEXTS', english, {
          GREETING: 'नमस्ते {नाम}',
          BYE: '',
          NESTED: { ASK: '{amount} दें' },
          STEP: (n) => `चरण ${n}`,
        }),
      ],
      labels: [],
      texts: { 'Sign In': 'साइन इन' },
      patterns: [],
    };
    expect(textProblems(packTexts(pack))).toEqual([
      'TEST_TEXTS.BYE: no text (English: "Bye")',
      'TEST_TEXTS.GREETING: placeholders {नाम} differ from the English {name}',
    ]);
  });
});

describe('the document language and direction', () => {
  /** A language only this test knows: right-to-left mechanics are proved without offering a fake language. */
  const RTL_TEST: Language = { code: 'ur-x-test', name: 'اردو', direction: 'rtl', digits: 'extendedArabicIndic' };

  it('is left to right for the offered languages, right to left for a right-to-left one, English for an unknown code', () => {
    expect(documentLanguage('hi')).toEqual({ lang: 'hi', dir: 'ltr' });
    expect(documentLanguage('ur-x-test', [...LANGUAGES, RTL_TEST])).toEqual({ lang: 'ur-x-test', dir: 'rtl' });
    expect(documentLanguage('xx')).toEqual({ lang: 'en', dir: 'ltr' });
  });

  it('writes Urdu, the one right-to-left language, right to left', () => {
    const all: readonly Language[] = [...LANGUAGES, ...LANGUAGES_IN_TRANSLATION];
    expect(all.filter((language) => language.direction === 'rtl').map((l) => l.code)).toEqual(['ur']);
    expect(documentLanguage('ur')).toEqual({ lang: 'ur', dir: 'rtl' });
    expect(documentLanguage('bn')).toEqual({ lang: 'bn', dir: 'ltr' });
  });
});
