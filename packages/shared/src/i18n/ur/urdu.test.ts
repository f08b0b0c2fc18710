import { describe, expect, it } from 'vitest';
import { INDIAN_STATES } from '../../application/options.ts';
import { foreignWords, hasOwnWords, packStrings, serverStrings } from '../script-check.ts';
import { URDU } from './index.ts';
import { UR_STATE_NAMES } from './options.ts';

/** Urdu is written in the Arabic script (U+0600–U+06FF, with its presentation forms). */
const ARABIC_SCRIPT = /[\u0600-\u06FF\uFB50-\uFDFF\uFE70-\uFEFF]/;
/** No Devanagari (Hindi), and no other Indian script. */
const OTHER_SCRIPTS = /[\u0900-\u0DFF]/g;

describe('Urdu', () => {
  it('names every option of every list, and every state, in Urdu', () => {
    for (const { options, labels } of URDU.labels)
      for (const option of options) expect(labels[option.value ?? option.id ?? ''], option.label).toMatch(ARABIC_SCRIPT);
    for (const state of INDIAN_STATES) expect(UR_STATE_NAMES[state], state).toMatch(ARABIC_SCRIPT);
  });

  it.each([...packStrings(URDU), ...serverStrings('ur')])(
    '%s is Urdu: no English or Hindi words beyond names, abbreviations and formats',
    (_where, text) => {
      expect(foreignWords(text, OTHER_SCRIPTS)).toEqual([]);
      if (hasOwnWords(text)) expect(text).toMatch(ARABIC_SCRIPT);
    },
  );

  it('finds an English word and a Hindi one mixed into a text', () => {
    expect(foreignWords('اپنا password لکھیں', OTHER_SCRIPTS)).toEqual(['password']);
    expect(foreignWords('اپنا पासवर्ड لکھیں', OTHER_SCRIPTS).length).toBeGreaterThan(0);
    expect(foreignWords('{productName} کے ساتھ DPIIT https://www.dpb.gov.in', OTHER_SCRIPTS)).toEqual([]);
  });
});
