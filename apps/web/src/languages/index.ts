import type { TranslatedLocale } from '@portal/shared/locales';
import type { LanguagePack } from '@portal/shared/i18n/texts';

/**
 * Each language but English is a chunk of its own, loaded only when chosen. A language added to LANGUAGES
 * (packages/shared/src/locales.ts) needs its line here, or typecheck fails.
 */
export const LANGUAGE_CHUNKS: Record<TranslatedLocale, () => Promise<LanguagePack>> = {
  hi: () => import('./hi.ts').then((chunk) => chunk.PACK),
  mr: () => import('./mr.ts').then((chunk) => chunk.PACK),
  gu: () => import('./gu.ts').then((chunk) => chunk.PACK),
  ta: () => import('./ta.ts').then((chunk) => chunk.PACK),
  kn: () => import('./kn.ts').then((chunk) => chunk.PACK),
  te: () => import('./te.ts').then((chunk) => chunk.PACK),
  bn: () => import('./bn.ts').then((chunk) => chunk.PACK),
  ur: () => import('./ur.ts').then((chunk) => chunk.PACK),
};
