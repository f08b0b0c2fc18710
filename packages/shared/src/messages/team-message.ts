import { z } from 'zod';
import { WIZARD_STEPS } from '../application/steps.ts';
import { LOCAL_NAME_LANGUAGES } from '../cohorts/cohort-messages.ts';
import { LANGUAGES, type Locale } from '../locales.ts';
import { carriesSignIn } from './channels.ts';

/**
 * Messages the program team writes to a segment of a cohort's founders (docs/reminders.md, "Team messages"): who can
 * be chosen, the texts an admin writes (English and Hindi, both required; the seven other languages optional) and
 * which of them a founder gets. The console's editor and the server's operations read them from here.
 */

export const TEAM_MESSAGE_LIMITS = {
  subjectMax: 150,
  /** The body goes by email, and by SMS and WhatsApp as it is: kept short. */
  bodyMax: 1000,
  /** Hand-picked applications in one message. */
  pickedMax: 500,
} as const;

export const TEAM_MESSAGE_MESSAGES = {
  SUBJECT_REQUIRED: 'Write a subject in English and in Hindi.',
  BODY_REQUIRED: 'Write the message in English and in Hindi.',
  SUBJECT_TOO_LONG: `A subject has at most ${TEAM_MESSAGE_LIMITS.subjectMax} characters.`,
  BODY_TOO_LONG: `A message has at most ${TEAM_MESSAGE_LIMITS.bodyMax} characters.`,
  CARRIES_SIGN_IN:
    'A team message cannot carry a sign-in link or a six-digit code: only the sign-in flows send those. Remove it and try again.',
  PICK_SOME: 'Pick at least one application.',
  PICKED_TOO_MANY: `Pick at most ${TEAM_MESSAGE_LIMITS.pickedMax} applications.`,
  NO_RECIPIENTS: 'No founder in this group can be reached: nothing was sent.',
  OTHER_TEXT_HALF: 'In each other language, write both the subject and the message, or leave both blank.',
  OTHER_LANGUAGE_INVALID: 'Texts can be written only in the languages the portal offers, one text per language.',
} as const;

/** The steps a founder can still be missing (the required ones before the review). */
export const MISSABLE_STEPS = WIZARD_STEPS.filter((step) => !step.optional && step.id !== 'review').map((step) => step.id);

const id = z.string().trim().min(1).max(100);

/** Who gets a message: a cohort's founders by status, by review stage, by a step they have not done, or picked. */
export const teamSegmentSchema = z.discriminatedUnion('by', [
  z.object({ by: z.literal('status'), status: z.enum(['draft', 'submitted']) }),
  z.object({ by: z.literal('stage'), stageId: id }),
  z.object({ by: z.literal('missing'), step: z.enum(MISSABLE_STEPS as [string, ...string[]]) }),
  z.object({
    by: z.literal('picked'),
    applicationIds: z
      .array(id)
      .min(1, TEAM_MESSAGE_MESSAGES.PICK_SOME)
      .max(TEAM_MESSAGE_LIMITS.pickedMax, TEAM_MESSAGE_MESSAGES.PICKED_TOO_MANY),
  }),
]);
export type TeamSegment = z.infer<typeof teamSegmentSchema>;

const subject = z
  .string()
  .trim()
  .min(1, TEAM_MESSAGE_MESSAGES.SUBJECT_REQUIRED)
  .max(TEAM_MESSAGE_LIMITS.subjectMax, TEAM_MESSAGE_MESSAGES.SUBJECT_TOO_LONG);
const body = z
  .string()
  .trim()
  .min(1, TEAM_MESSAGE_MESSAGES.BODY_REQUIRED)
  .max(TEAM_MESSAGE_LIMITS.bodyMax, TEAM_MESSAGE_MESSAGES.BODY_TOO_LONG);
const text = z.object({ subject, body });

/** The languages a team may write a message in besides English and Hindi (each optional): the cohort names' list. */
export const TEAM_OTHER_LANGUAGES = LOCAL_NAME_LANGUAGES;
export type TeamOtherLanguage = (typeof TEAM_OTHER_LANGUAGES)[number];

/** A text in one of the other languages: both parts written, or both blank (then left out). */
const otherText = z
  .object({
    language: z.enum(TEAM_OTHER_LANGUAGES, { error: TEAM_MESSAGE_MESSAGES.OTHER_LANGUAGE_INVALID }),
    subject: z.string().trim().max(TEAM_MESSAGE_LIMITS.subjectMax, TEAM_MESSAGE_MESSAGES.SUBJECT_TOO_LONG),
    body: z.string().trim().max(TEAM_MESSAGE_LIMITS.bodyMax, TEAM_MESSAGE_MESSAGES.BODY_TOO_LONG),
  })
  .refine((t) => (t.subject === '') === (t.body === ''), TEAM_MESSAGE_MESSAGES.OTHER_TEXT_HALF);
export type TeamOtherText = z.infer<typeof otherText>;

/**
 * The texts an admin writes: English and Hindi, both required; `other`, texts in the seven other languages, each
 * optional (blank ones left out, none at all is no key, so a message stored before they existed reads unchanged).
 */
export const teamMessageTextsSchema = z.object({
  en: text,
  hi: text,
  other: z
    .array(otherText)
    .refine((list) => new Set(list.map((t) => t.language)).size === list.length, TEAM_MESSAGE_MESSAGES.OTHER_LANGUAGE_INVALID)
    .transform((list): TeamOtherText[] | undefined => {
      const written = list.filter((t) => t.body !== '');
      return written.length > 0 ? written : undefined;
    })
    .optional(),
});
export type TeamMessageTexts = z.infer<typeof teamMessageTextsSchema>;

/** Whether any of the texts carries a sign-in link or code (refused: TEAM_MESSAGE_CARRIES_SIGN_IN). */
export const textsCarrySignIn = (texts: TeamMessageTexts): boolean =>
  [texts.en, texts.hi, ...(texts.other ?? [])].some((t) => carriesSignIn(t.subject) || carriesSignIn(t.body));

/** A message as the console sends it: its id is made once by the editor, so a second confirm sends nothing more. */
export const teamMessageInputSchema = z.object({
  id: z.string().uuid(),
  cohortId: id,
  segment: teamSegmentSchema,
  texts: teamMessageTextsSchema,
});
export type TeamMessageInput = z.infer<typeof teamMessageInputSchema>;

/** What the console asks for a preview: the group and the texts, no id yet. */
export const teamMessagePreviewInputSchema = teamMessageInputSchema.omit({ id: true });

/**
 * The fallback when the team wrote no text in a founder's language: the Hindi for Hindi and for the other languages
 * written in Devanagari (Marathi), the English for every other language.
 */
export const teamTextLanguage = (locale: Locale): 'en' | 'hi' =>
  locale === 'hi' || LANGUAGES.find((language) => language.code === locale)?.digits === 'devanagari' ? 'hi' : 'en';

/**
 * The text a founder in `locale` gets, and its language: the team's text in that language when it wrote one, else
 * the fallback (teamTextLanguage).
 */
export const teamTextFor = (
  texts: {
    en: { subject: string; body: string };
    hi: { subject: string; body: string };
    other?: readonly TeamOtherText[] | undefined;
  },
  locale: Locale,
): { language: Locale; subject: string; body: string } => {
  const own = texts.other?.find((t) => t.language === locale);
  if (own) return own;
  const fallback = teamTextLanguage(locale);
  return { language: fallback, ...texts[fallback] };
};

/** The console's plain statement of the rule above, next to the editor. */
export const TEAM_TEXT_LANGUAGE_RULE =
  "Founders get the text in their account's language when you write one. Without it, founders using Hindi or Marathi (both written in Devanagari) get the Hindi text, and founders using any other language get the English text.";

/** What a recipient's delivery on a channel can be, as the console shows it. */
export const TEAM_DELIVERY_STATES = ['waiting', 'queued', 'sent', 'delivered', 'failed', 'stopped', 'daily-cap'] as const;
