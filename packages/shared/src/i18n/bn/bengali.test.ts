import { describeScriptCheckedLanguage } from '../language-pack-checks.ts';
import { BENGALI } from './index.ts';
import { BN_STATE_NAMES } from './options.ts';

describeScriptCheckedLanguage({
  name: 'Bengali',
  locale: 'bn',
  pack: BENGALI,
  stateNames: BN_STATE_NAMES,
  /** Bengali is written in the Bengali script (U+0980–U+09FF). */
  script: /[\u0980-\u09FF]/,
  /** No Devanagari (Hindi) but its danda (।, which Bengali writes too), no other Indian script, no Arabic script. */
  otherScripts: /[\u0900-\u0963\u0966-\u097F\u0A00-\u0DFF\u0600-\u06FF]/g,
  mixed: {
    english: 'আপনার password লিখুন',
    hindi: 'আপনার पासवर्ड লিখুন',
    clean: '{productName}-এর সাথে DPIIT https://www.dpb.gov.in',
  },
});
