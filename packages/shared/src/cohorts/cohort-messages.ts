/**
 * The cohorts' limits, messages and names, without zod: the founder's dashboard and the Hindi catalogue read them
 * without bringing the schema (cohort.ts) into their chunks.
 */
import { LANGUAGES, type Locale } from '../locales.ts';

export const COHORT_LIMITS = { nameMax: 80, descriptionMax: 500 } as const;

export const COHORT_MESSAGES = {
  NAME_REQUIRED: 'Enter the cohort name in English and in Hindi.',
  NAME_TOO_LONG: `A cohort name can be at most ${COHORT_LIMITS.nameMax} characters.`,
  DESCRIPTION_TOO_LONG: `The description can be at most ${COHORT_LIMITS.descriptionMax} characters.`,
  TIME_INVALID: 'Enter the opening and closing times as a date and time in IST.',
  DATES_REVERSED: 'The closing time must come after the opening time.',
  CLOSES_IN_PAST: 'The closing time has already passed: choose a time in the future, or close the cohort now instead.',
  COHORT_NOT_FOUND: 'This cohort was not found.',
  ALREADY_APPLIED: 'You already have an application for this cohort: open it from your dashboard.',
  DRAFT_ELSEWHERE:
    'You have an application in progress for another cohort that is still open. Submit it first, then apply to this one.',
  COHORT_ARCHIVED: 'This cohort is archived and can no longer be changed.',
  STILL_OPEN: 'This cohort is still open: close it before archiving it.',
  STAGE_OTHER_COHORT:
    'Some of these applications belong to a different cohort than this stage. Move each cohort’s applications into its own stages.',
} as const;

export const COHORT_MESSAGES_HI: Record<keyof typeof COHORT_MESSAGES, string> = {
  NAME_REQUIRED: 'कोहोर्ट का नाम अंग्रेज़ी और हिंदी दोनों में लिखें।',
  NAME_TOO_LONG: `कोहोर्ट का नाम ज़्यादा से ज़्यादा ${COHORT_LIMITS.nameMax} अक्षरों का हो सकता है।`,
  DESCRIPTION_TOO_LONG: `विवरण ज़्यादा से ज़्यादा ${COHORT_LIMITS.descriptionMax} अक्षरों का हो सकता है।`,
  TIME_INVALID: 'खुलने और बंद होने का समय IST में तारीख़ और समय के रूप में लिखें।',
  DATES_REVERSED: 'बंद होने का समय खुलने के समय के बाद होना चाहिए।',
  CLOSES_IN_PAST: 'बंद होने का समय बीत चुका है: आगे का कोई समय चुनें, या कोहोर्ट को अभी बंद करें।',
  COHORT_NOT_FOUND: 'यह कोहोर्ट नहीं मिला।',
  ALREADY_APPLIED: 'इस कोहोर्ट के लिए आपका आवेदन पहले से है: उसे अपने डैशबोर्ड से खोलें।',
  DRAFT_ELSEWHERE: 'किसी दूसरे खुले कोहोर्ट के लिए आपका एक आवेदन अधूरा है। पहले उसे जमा करें, फिर इस कोहोर्ट के लिए आवेदन करें।',
  COHORT_ARCHIVED: 'यह कोहोर्ट संग्रहित है और अब इसमें बदलाव नहीं हो सकता।',
  STILL_OPEN: 'यह कोहोर्ट अभी खुला है: संग्रहित करने से पहले इसे बंद करें।',
  STAGE_OTHER_COHORT: 'इनमें से कुछ आवेदन इस चरण के कोहोर्ट के नहीं, किसी दूसरे कोहोर्ट के हैं। हर कोहोर्ट के आवेदन उसी के चरणों में ले जाएँ।',
};

/** The console's (English only) message for a name in a language not offered, or two in one language. */
export const COHORT_NAME_LANGUAGE_INVALID = 'Give at most one name per language, in a language the portal offers.';

/** A cohort's name in one of the languages beyond English and Hindi, as the team wrote it (optional, each). */
export interface LocalCohortName {
  language: string;
  name: string;
}

/** The languages whose name the team may add besides the English and the Hindi one (the console's cohort form). */
export const LOCAL_NAME_LANGUAGES = LANGUAGES.filter((language) => language.code !== 'en' && language.code !== 'hi').map(
  (language) => language.code,
) as readonly Exclude<Locale, 'en' | 'hi'>[];

/**
 * Which of the two names every cohort has (English and Hindi) a language falls back to when the team gave no name
 * in it: its own when it is one of them, the Hindi name in a language written in Devanagari (Marathi reads it), the
 * English name otherwise (a proper name in Latin letters is readable where a Devanagari one is not). docs/languages.md.
 */
export const cohortNameColumn = (locale: string): 'en' | 'hi' =>
  locale === 'en'
    ? 'en'
    : LANGUAGES.some((language) => language.code === locale && language.digits === 'devanagari')
      ? 'hi'
      : 'en';

/** The cohort's name in the reader's language: the team's name in it when there is one, else cohortNameColumn's. */
export const cohortName = (
  cohort: { nameEn: string; nameHi: string; names?: readonly LocalCohortName[] | null },
  locale: string,
): string =>
  cohort.names?.find((entry) => entry.language === locale)?.name ||
  (cohortNameColumn(locale) === 'hi' ? cohort.nameHi : cohort.nameEn);
