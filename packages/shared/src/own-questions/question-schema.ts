import { z } from 'zod';
import { FUNDING_MAX_RUPEES } from '../limits.ts';
import { OWN_QUESTION_LIMITS as L, QUESTION_STEPS } from './question-kinds.ts';
import {
  LOCAL_TEXT_LANGUAGES,
  missingByLanguage,
  type LocalText,
  type LocalTexts,
  type MissingLocalTexts,
} from './question-text.ts';

/**
 * A question a program team adds to a cohort's form (docs/own-questions.md): the console's editor and the server
 * parse it with this schema; its type comes from here. The Hindi texts may be left blank while the form is a
 * draft, but a cohort does not open until every one is written (`missingHindi`). The texts in the seven other
 * languages (`labelIn`, `helpIn`, an option's `labelIn`: by language code) are optional: a form saved before they
 * existed parses unchanged, and a language without its own text reads the fallback (question-text.ts).
 */
export const QUESTION_DEFINITION_MESSAGES = {
  ID_INVALID: 'A question id is letters, digits, - and _, at most 40 characters.',
  LABEL_REQUIRED: 'Write the question in English.',
  LABEL_TOO_LONG: `A question can be at most ${L.labelMax} characters.`,
  HELP_TOO_LONG: `Help text can be at most ${L.helpMax} characters.`,
  OPTIONS_COUNT: `A choice question needs between 2 and ${L.optionsMax} options.`,
  OPTION_LABEL: `Each option needs an English text of at most ${L.optionLabelMax} characters.`,
  OPTION_IDS_REPEATED: 'Two options have the same id.',
  LIMIT_INVALID: 'Enter the limits as whole numbers, the smallest first.',
  QUESTION_IDS_REPEATED: 'Two questions have the same id.',
  TOO_MANY_QUESTIONS: `A form can have at most ${L.questionsMax} questions.`,
  LANGUAGE_INVALID: 'Texts can be written only in the languages the portal offers.',
} as const;
const M = QUESTION_DEFINITION_MESSAGES;

const id = z.string().regex(new RegExp(`^[A-Za-z0-9_-]{1,${L.idMax}}$`), M.ID_INVALID);
const optionalText = (max: number, message: string) => z.string().trim().max(max, message).default('');
/**
 * A text in the other languages, each optional: blank ones are left out, and none at all is no key, so the stored
 * JSON of a form without them stays as it was (saving it again makes no new version).
 */
export const localTextsSchema = (max: number, message: string) =>
  z
    .partialRecord(
      z.enum(LOCAL_TEXT_LANGUAGES, { error: M.LANGUAGE_INVALID }),
      z.string({ error: message }).trim().max(max, message),
      { error: M.LANGUAGE_INVALID },
    )
    .transform((texts): LocalTexts | undefined => {
      const kept = LOCAL_TEXT_LANGUAGES.flatMap((language) => (texts[language] ? [[language, texts[language]]] : []));
      return kept.length ? (Object.fromEntries(kept) as LocalTexts) : undefined;
    })
    .optional();
const bound = z.number().int(M.LIMIT_INVALID).min(-L.numberBound, M.LIMIT_INVALID).max(L.numberBound, M.LIMIT_INVALID);

const base = {
  id,
  labelEn: z.string().trim().min(1, M.LABEL_REQUIRED).max(L.labelMax, M.LABEL_TOO_LONG),
  labelHi: optionalText(L.labelMax, M.LABEL_TOO_LONG),
  helpEn: optionalText(L.helpMax, M.HELP_TOO_LONG),
  helpHi: optionalText(L.helpMax, M.HELP_TOO_LONG),
  labelIn: localTextsSchema(L.labelMax, M.LABEL_TOO_LONG),
  helpIn: localTextsSchema(L.helpMax, M.HELP_TOO_LONG),
  required: z.boolean().default(false),
  step: z.enum(QUESTION_STEPS),
};
/** Text answers are hidden in blind review unless the team turns it off; other kinds are shown. */
const hidden = (byDefault: boolean) => ({ hideInBlindReview: z.boolean().default(byDefault) });

export const questionOptionSchema = z.object({
  id,
  labelEn: z.string().trim().min(1, M.OPTION_LABEL).max(L.optionLabelMax, M.OPTION_LABEL),
  labelHi: optionalText(L.optionLabelMax, M.OPTION_LABEL),
  labelIn: localTextsSchema(L.optionLabelMax, M.OPTION_LABEL),
});
const options = z
  .array(questionOptionSchema)
  .min(2, M.OPTIONS_COUNT)
  .max(L.optionsMax, M.OPTIONS_COUNT)
  .refine((list) => new Set(list.map((o) => o.id)).size === list.length, M.OPTION_IDS_REPEATED);

export const questionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('short_text'), ...base, ...hidden(true) }),
  z.object({
    kind: z.literal('long_text'),
    ...base,
    ...hidden(true),
    maxChars: z
      .number()
      .int(M.LIMIT_INVALID)
      .min(1, M.LIMIT_INVALID)
      .max(L.longTextCeiling, M.LIMIT_INVALID)
      .default(L.longTextDefault),
  }),
  z
    .object({
      kind: z.literal('whole_number'),
      ...base,
      ...hidden(false),
      min: bound.nullable().default(null),
      max: bound.nullable().default(null),
    })
    .refine((q) => q.min === null || q.max === null || q.min <= q.max, { message: M.LIMIT_INVALID, path: ['max'] }),
  z.object({
    kind: z.literal('amount'),
    ...base,
    ...hidden(false),
    max: z
      .number()
      .int(M.LIMIT_INVALID)
      .min(0, M.LIMIT_INVALID)
      .max(FUNDING_MAX_RUPEES, M.LIMIT_INVALID)
      .nullable()
      .default(null),
  }),
  z.object({ kind: z.literal('yes_no'), ...base, ...hidden(false) }),
  z.object({ kind: z.literal('one_choice'), ...base, ...hidden(false), options }),
  z.object({ kind: z.literal('several_choices'), ...base, ...hidden(false), options }),
  z.object({ kind: z.literal('date'), ...base, ...hidden(false) }),
]);
export type Question = z.output<typeof questionSchema>;
export type QuestionInput = z.input<typeof questionSchema>;

/** A form: its questions in order, each id once. */
export const questionListSchema = z
  .array(questionSchema)
  .max(L.questionsMax, M.TOO_MANY_QUESTIONS)
  .refine((list) => new Set(list.map((q) => q.id)).size === list.length, M.QUESTION_IDS_REPEATED);

/** What still lacks its Hindi text, per question: the console names them, and the cohort cannot open until none is left. */
export const missingHindi = (questions: readonly Question[]): { id: string; labelEn: string; missing: string[] }[] =>
  questions.flatMap((q) => {
    const missing: string[] = [];
    if (!q.labelHi) missing.push('question');
    if (q.helpEn && !q.helpHi) missing.push('help text');
    if (q.kind === 'one_choice' || q.kind === 'several_choices')
      for (const o of q.options) if (!o.labelHi) missing.push(`option “${o.labelEn}”`);
    return missing.length ? [{ id: q.id, labelEn: q.labelEn, missing }] : [];
  });

/** The console's sentence naming what lacks Hindi (empty when nothing does). */
export const missingHindiMessage = (questions: readonly Question[]): string =>
  missingHindi(questions)
    .map((m) => `“${m.labelEn}” has no Hindi ${m.missing.join(', ')}`)
    .join('; ');

/** A question's texts a founder reads (the question, its help when written, its options), each with its other languages. */
const textsOf = (q: Question): LocalText[] => [
  { en: q.labelEn, in: q.labelIn },
  { en: q.helpEn, in: q.helpIn },
  ...(q.kind === 'one_choice' || q.kind === 'several_choices' ? q.options.map((o) => ({ en: o.labelEn, in: o.labelIn })) : []),
];

/**
 * Per other language, the questions (by English text) with a text not written in it: the console lists them for
 * information (a founder in that language reads the fallback, question-text.ts); only Hindi blocks opening.
 */
export const missingLocalTexts = (questions: readonly Question[]): MissingLocalTexts =>
  missingByLanguage(questions.map((q) => ({ labelEn: q.labelEn, texts: textsOf(q) })));
