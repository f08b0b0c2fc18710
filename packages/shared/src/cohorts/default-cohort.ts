import type { Locale } from '../locales.ts';
import type { LocalCohortName } from './cohort-messages.ts';

/**
 * The first cohort's name when COHORT_NAME is not set, in every language: a fresh install then shows each founder
 * the cohort in their own language. A team that sets COHORT_NAME writes its other names on the console.
 */
export const DEFAULT_COHORT_NAME = 'Winter 2025 Cohort';
export const DEFAULT_COHORT_NAME_HI = 'विंटर 2025 कोहोर्ट';

const DEFAULT_NAMES: Record<Exclude<Locale, 'en' | 'hi'>, string> = {
  mr: 'हिवाळी 2025 समूह',
  gu: 'શિયાળુ 2025 જૂથ',
  ta: 'குளிர்கால 2025 சுற்று',
  te: 'శీతాకాలం 2025 బ్యాచ్',
  kn: 'ಚಳಿಗಾಲದ 2025 ಬ್ಯಾಚ್',
  bn: 'শীতকালীন 2025 ব্যাচ',
  ur: 'موسم سرما 2025 گروپ',
};

export const DEFAULT_COHORT_NAMES: LocalCohortName[] = Object.entries(DEFAULT_NAMES).map(([language, name]) => ({
  language,
  name,
}));
