import { describe, expect, it } from 'vitest';
import {
  LANGUAGES,
  LANGUAGES_IN_TRANSLATION,
  LOCALES,
  LOCALE_NAMES,
  documentLanguage,
  type Language,
  type TranslatedLocale,
} from '../locales.ts';
import { ENGLISH_ERROR_TEXTS, ERROR_CODES, ERROR_MESSAGES, type ErrorParams, type ErrorText } from '../error-codes.ts';
import { SHARED_PACKS } from './all-packs.ts';
import { foreignWords, hasOwnWords, packStrings, serverStrings } from './script-check.ts';
import { packTexts, placeholdersOf, textProblems, type PackTexts } from './text-entries.ts';
import { textTable, type LanguagePack } from './texts.ts';

const packs = Object.entries(SHARED_PACKS);

/** Every param any code's text reads, so a text built from params is checked whole. */
const SAMPLE: ErrorParams = {
  kind: 'video',
  max: 3,
  steps: 'company,funding',
  questions: 'Q1',
  invited: 'a@b.in',
  current: 'c@d.in',
};
const said = (text: ErrorText | undefined) => (typeof text === 'function' ? text(SAMPLE) : text);
/** The error codes a language lacks a text for, or says in English (the web app shows these texts by code). */
const errorTextProblems = (errors: LanguagePack['errors']): string[] =>
  ERROR_CODES.flatMap((errorCode) => {
    const text = said(errors[errorCode]);
    if (!text?.trim()) return [`${errorCode}: no text`];
    return text === said(ENGLISH_ERROR_TEXTS[errorCode]) ? [`${errorCode}: the English text`] : [];
  }).sort();

/**
 * The texts a language gives as their English, word for word: a text left untranslated. Texts with no words of their own
 * (a product name, "SMS", "WhatsApp", an abbreviation: script-check.ts) and colours are the same in every language.
 */
const englishCopies = (texts: PackTexts): string[] =>
  texts.entries
    .filter((entry) => entry.translated === entry.english && !entry.id.endsWith('.color') && hasOwnWords(entry.english))
    .map((entry) => `${entry.id}: "${entry.english}"`);

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

  it.each(packs)('%s has a text of its own for every error code, the one the server’s table gives', (code, pack) => {
    expect(errorTextProblems(pack.errors)).toEqual([]);
    const server = ERROR_MESSAGES[code as TranslatedLocale];
    expect(ERROR_CODES.filter((errorCode) => said(server[errorCode]) !== said(pack.errors[errorCode]))).toEqual([]);
  });

  it('finds an error code without a text, or with the English one, naming it', () => {
    const { TOO_MANY_EXPORTS: _dropped, ...rest } = SHARED_PACKS.hi.errors;
    expect(errorTextProblems({ ...rest, FORBIDDEN: ENGLISH_ERROR_TEXTS.FORBIDDEN, PASSKEY_NOT_FOUND: ' ' })).toEqual([
      'FORBIDDEN: the English text',
      'PASSKEY_NOT_FOUND: no text',
      'TOO_MANY_EXPORTS: no text',
    ]);
  });

  it.each(packs)('%s says no text in English: a copied English text is found (names and abbreviations aside)', (_code, pack) => {
    expect(englishCopies(packTexts(pack))).toEqual([]);
    const [first] = packTexts(pack).entries.filter((entry) => hasOwnWords(entry.english));
    const copied = { ...packTexts(pack), entries: [{ ...first!, translated: first!.english }] };
    expect(englishCopies(copied)).toEqual([`${first!.id}: "${first!.english}"`]);
  });

  it.each(packs)(
    '%s has no English word in any text, emails, SMS and error codes included (kept names, abbreviations and formats aside)',
    (code, pack) => {
      const english = [...packStrings(pack, code as TranslatedLocale), ...serverStrings(code as TranslatedLocale)].flatMap(
        ([where, text]) => {
          const words = foreignWords(text, /(?!)/g);
          return words.length > 0 ? [`${where}: ${words.join(' ')} in ${text}`] : [];
        },
      );
      expect(english).toEqual([]);
      expect(foreignWords('आपके पहचान प्रदाता (identity provider) का टोकन', /(?!)/g)).toEqual(['identity', 'provider']);
    },
  );

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
      errors: {},
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
