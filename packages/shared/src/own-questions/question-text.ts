import { cohortNameColumn } from '../cohorts/cohort-messages.ts';

/**
 * A question's texts in the founder's language: the team writes each in English and Hindi, and a language shows the
 * one its reader can read, by the cohort name's rule (cohortNameColumn: Hindi for hi and Devanagari-script
 * languages such as Marathi, English otherwise). A Hindi text left blank reads English.
 */
export const inFounderLanguage = (text: { en: string; hi: string }, locale: string): string =>
  cohortNameColumn(locale) === 'hi' && text.hi ? text.hi : text.en;

export const questionLabel = (q: { labelEn: string; labelHi: string }, locale: string): string =>
  inFounderLanguage({ en: q.labelEn, hi: q.labelHi }, locale);

export const questionHelp = (q: { helpEn: string; helpHi: string }, locale: string): string =>
  inFounderLanguage({ en: q.helpEn, hi: q.helpHi }, locale);

export const optionLabel = questionLabel;
