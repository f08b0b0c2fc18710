import { describe, expect, it } from 'vitest';
import { HINDI } from './index.ts';
import { HI_STATE_NAMES } from './options.ts';
import { itNamesEveryOptionAndState, itSaysSchemaMessages, type PackLanguage } from '../language-pack-checks.ts';
import { foreignWords, serverStrings, strings } from '../script-check.ts';

/** Words a Hindi text may keep in Latin letters: names, abbreviations and formats ("DPIIT" is kept). */
const LATIN_ALLOWED = new Set(
  'WHY club Club DPIIT DIPP NBFC PDF PowerPoint MP MOV WebM AVI GB MB ZIP JSON SMS WhatsApp QR PIN ID HTTPS HttpOnly localhost Upload Metadata Length video financial statement pitch deck NUL Authorization Bearer API https www dpb gov in IST'.split(
    ' ',
  ),
);

const language: PackLanguage = {
  name: 'Hindi',
  locale: 'hi',
  pack: HINDI,
  stateNames: HI_STATE_NAMES,
  script: /[\u0900-\u097F]/,
};

describe('Hindi', () => {
  it('has a Hindi text for every key of every English text constant', () => {
    for (const { english, translated } of HINDI.tables) {
      const check = (en: Record<string, unknown>, hi: Record<string, unknown>, path: string) => {
        for (const [key, value] of Object.entries(en)) {
          const said = hi[key];
          expect(said, `${path}.${key} has no Hindi`).toBeDefined();
          if (typeof value === 'string') expect(typeof said === 'string' && said.trim().length > 0, `${path}.${key}`).toBe(true);
          else if (typeof value === 'function') expect(typeof said, `${path}.${key}`).toBe('function');
          else check(value as Record<string, unknown>, said as Record<string, unknown>, `${path}.${key}`);
        }
      };
      check(
        english as Record<string, unknown>,
        translated as Record<string, unknown>,
        Object.keys(english).slice(0, 2).join(','),
      );
    }
  });

  // Here an option's label only has to say something; a state is named in Devanagari.
  itNamesEveryOptionAndState(language, /\S/);

  it('is Hindi: no English words mixed in beyond names, abbreviations and formats', () => {
    // Colours (DECISION_TEXTS) are not text.
    const all = [...HINDI.tables.flatMap((table) => strings(table.translated, 'table')), ...strings(HINDI.texts, 'texts')].filter(
      ([path]) => !path.endsWith('.color'),
    );
    for (const [path, text] of all) {
      const placeholders = text.replace(/\{\w+\}/g, '');
      const english = (placeholders.match(/[A-Za-z]{2,}/g) ?? []).filter((word) => !LATIN_ALLOWED.has(word));
      expect(english, `${path}: ${text}`).toEqual([]);
    }
  });

  it('is Hindi in what the server says too: every error code, email and SMS', () => {
    for (const [where, text] of serverStrings('hi')) {
      const english = foreignWords(text, /[\u0980-\u0DFF\u0600-\u06FF]/g);
      expect(english, `${where}: ${text}`).toEqual([]);
    }
  });

  it('keeps the placeholders of the English text', () => {
    for (const [english, hindi] of Object.entries(HINDI.texts)) {
      const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(names(hindi), english).toEqual(names(english));
    }
  });

  itSaysSchemaMessages(language, 'कंपनी का नाम', [
    ['Company Name is required', 'कंपनी का नाम ज़रूरी है'],
    ['Please use at most 200 characters', 'कृपया ज़्यादा से ज़्यादा 200 अक्षर लिखें'],
    ['Please enter a valid equity funding amount', 'कृपया इक्विटी फ़ंडिंग की सही रकम लिखें'],
  ]);
});
