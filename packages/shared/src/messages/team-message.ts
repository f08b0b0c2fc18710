import { z } from 'zod';
import { WIZARD_STEPS } from '../application/steps.ts';
import { LANGUAGES, type Locale } from '../locales.ts';
import { carriesSignIn } from './channels.ts';

/**
 * Messages the program team writes to a segment of a cohort's founders (docs/reminders.md, "Team messages"): who can
 * be chosen, the texts an admin writes (English and Hindi, both required) and which of them a founder gets. The
 * console's editor and the server's operations read them from here.
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

/** The texts an admin writes: English and Hindi, both required. */
export const teamMessageTextsSchema = z.object({ en: text, hi: text });
export type TeamMessageTexts = z.infer<typeof teamMessageTextsSchema>;

/** Whether any of the texts carries a sign-in link or code (refused: TEAM_MESSAGE_CARRIES_SIGN_IN). */
export const textsCarrySignIn = (texts: TeamMessageTexts): boolean =>
  [texts.en.subject, texts.en.body, texts.hi.subject, texts.hi.body].some(carriesSignIn);

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
 * Which text a founder gets: the English for English, the Hindi for Hindi and for the other languages written in
 * Devanagari (Marathi), the English for every other language. A text per language is a later step.
 */
export const teamTextLanguage = (locale: Locale): 'en' | 'hi' =>
  locale === 'hi' || LANGUAGES.find((language) => language.code === locale)?.digits === 'devanagari' ? 'hi' : 'en';

/** The console's plain statement of the rule above, next to the editor. */
export const TEAM_TEXT_LANGUAGE_RULE =
  'Founders get the English text if their account is in English, and the Hindi text if it is in Hindi or Marathi (both written in Devanagari). Founders using Bengali, Telugu, Tamil, Gujarati, Kannada or Urdu get the English text: a text per language is not built yet.';

/** What a recipient's delivery on a channel can be, as the console shows it. */
export const TEAM_DELIVERY_STATES = ['waiting', 'queued', 'sent', 'delivered', 'failed', 'stopped', 'daily-cap'] as const;
