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

/** One of a question's texts: its English and its texts in the other languages. */
export type LocalText = { en: string; in?: LocalTexts | undefined };
export type MissingLocalTexts = { language: LocalTextLanguage; questions: string[] }[];

/**
 * Per other language, the questions (by English text) with a written English text not written in that language,
 * languages with none left out. Informational: the console lists them; only Hindi blocks opening.
 */
export const missingByLanguage = (questions: readonly { labelEn: string; texts: readonly LocalText[] }[]): MissingLocalTexts =>
  LOCAL_TEXT_LANGUAGES.map((language) => ({
    language,
    questions: questions.filter((q) => q.texts.some((text) => text.en !== '' && !text.in?.[language])).map((q) => q.labelEn),
  })).filter((m) => m.questions.length > 0);
