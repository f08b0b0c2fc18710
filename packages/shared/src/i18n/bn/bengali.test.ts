import { describe, expect, it } from 'vitest';
import { INDIAN_STATES } from '../../application/options.ts';
import { foreignWords, hasOwnWords, packStrings, serverStrings } from '../script-check.ts';
import { BENGALI } from './index.ts';
import { BN_STATE_NAMES } from './options.ts';

/** Bengali is written in the Bengali script (U+0980–U+09FF). */
const BENGALI_SCRIPT = /[\u0980-\u09FF]/;
/** No Devanagari (Hindi) but its danda (।, which Bengali writes too), no other Indian script, no Arabic script. */
const OTHER_SCRIPTS = /[\u0900-\u0963\u0966-\u097F\u0A00-\u0DFF\u0600-\u06FF]/g;

describe('Bengali', () => {
  it('names every option of every list, and every state, in Bengali', () => {
    for (const { options, labels } of BENGALI.labels)
      for (const option of options) expect(labels[option.value ?? option.id ?? ''], option.label).toMatch(BENGALI_SCRIPT);
    for (const state of INDIAN_STATES) expect(BN_STATE_NAMES[state], state).toMatch(BENGALI_SCRIPT);
  });

  it.each([...packStrings(BENGALI), ...serverStrings('bn')])(
    '%s is Bengali: no English or Hindi words beyond names, abbreviations and formats',
    (_where, text) => {
      expect(foreignWords(text, OTHER_SCRIPTS)).toEqual([]);
      if (hasOwnWords(text)) expect(text).toMatch(BENGALI_SCRIPT);
    },
  );

  it('finds an English word and a Hindi one mixed into a text', () => {
    expect(foreignWords('আপনার password লিখুন', OTHER_SCRIPTS)).toEqual(['password']);
    expect(foreignWords('আপনার पासवर्ड লিখুন', OTHER_SCRIPTS).length).toBeGreaterThan(0);
    expect(foreignWords('{productName}-এর সাথে DPIIT https://www.dpb.gov.in', OTHER_SCRIPTS)).toEqual([]);
  });
});
