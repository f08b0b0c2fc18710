import { describeScriptCheckedLanguage } from '../language-pack-checks.ts';
import { URDU } from './index.ts';
import { UR_STATE_NAMES } from './options.ts';

describeScriptCheckedLanguage({
  name: 'Urdu',
  locale: 'ur',
  pack: URDU,
  stateNames: UR_STATE_NAMES,
  /** Urdu is written in the Arabic script (U+0600–U+06FF, with its presentation forms). */
  script: /[\u0600-\u06FF\uFB50-\uFDFF\uFE70-\uFEFF]/,
  /** No Devanagari (Hindi), and no other Indian script. */
  otherScripts: /[\u0900-\u0DFF]/g,
  mixed: {
    english: 'اپنا password لکھیں',
    hindi: 'اپنا पासवर्ड لکھیں',
    clean: '{productName} کے ساتھ DPIIT https://www.dpb.gov.in',
  },
});
