import type { TranslatedLocale } from '../locales.ts';
import type { LanguagePack } from './texts.ts';
import { HINDI } from './hi/index.ts';
import { MARATHI } from './mr/index.ts';
import { GUJARATI } from './gu/index.ts';
import { TAMIL } from './ta/index.ts';
import { KANNADA } from './kn/index.ts';
import { TELUGU } from './te/index.ts';
import { BENGALI } from './bn/index.ts';
import { URDU } from './ur/index.ts';

/**
 * Every language's shared pack, for the completeness tests and the translators' scripts (scripts/texts/). The web
 * app never imports this file: it loads each language as a chunk of its own (apps/web/src/languages/).
 */
export const SHARED_PACKS: Record<TranslatedLocale, LanguagePack> = {
  hi: HINDI,
  mr: MARATHI,
  gu: GUJARATI,
  ta: TAMIL,
  kn: KANNADA,
  te: TELUGU,
  bn: BENGALI,
  ur: URDU,
};
