import { cohortNameColumn, LOCAL_NAME_LANGUAGES } from '../cohorts/cohort-messages.ts';

/** The languages a team may write its questions in besides English and Hindi (each optional): the cohort names' list. */
export const LOCAL_TEXT_LANGUAGES = LOCAL_NAME_LANGUAGES;
export type LocalTextLanguage = (typeof LOCAL_TEXT_LANGUAGES)[number];
/** A team's text in the other languages, by language code; a language left out has no text of its own. */
export type LocalTexts = Partial<Record<LocalTextLanguage, string>>;

/**
 * A question's texts in the founder's language, by the cohort name's rule (`cohortName`): the team's text in that
 * language when it wrote one, else the one `cohortNameColumn` picks — Hindi for hi and Devanagari-script languages
 * such as Marathi, English otherwise. A Hindi text left blank reads English.
 */
export const inFounderLanguage = (text: { en: string; hi: string; in?: LocalTexts | undefined }, locale: string): string =>
  text.in?.[locale as LocalTextLanguage] || (cohortNameColumn(locale) === 'hi' && text.hi ? text.hi : text.en);

export const questionLabel = (
  q: { labelEn: string; labelHi: string; labelIn?: LocalTexts | undefined },
  locale: string,
): string => inFounderLanguage({ en: q.labelEn, hi: q.labelHi, in: q.labelIn }, locale);

export const questionHelp = (q: { helpEn: string; helpHi: string; helpIn?: LocalTexts | undefined }, locale: string): string =>
  inFounderLanguage({ en: q.helpEn, hi: q.helpHi, in: q.helpIn }, locale);

export const optionLabel = questionLabel;

/**
 * The other languages a question (or eligibility question) has no text in: for each text it has in English, every
 * language of LOCAL_TEXT_LANGUAGES that lacks it. Informational: the console lists them; only Hindi blocks opening.
 */
export const missingLocalLanguages = (texts: readonly { en: string; in?: LocalTexts | undefined }[]): LocalTextLanguage[] =>
  LOCAL_TEXT_LANGUAGES.filter((language) => texts.some((text) => text.en !== '' && !text.in?.[language]));
