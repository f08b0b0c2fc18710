import type { Locale } from '../locales.ts';
import { WIZARD_STEPS, type WizardStepId } from '../application/steps.ts';
import { HI_STEP_LABELS } from '../i18n/hi/steps.ts';
import { istDateTime } from '../format/ist-time.ts';

/**
 * The reminder email before a cohort closes (docs/reminders.md), in the founder's language: what is missing, a link
 * to the first missing step, and a one-tap link that stops reminders. It never carries a sign-in link or code.
 */
export interface ReminderEmailInput {
  productName: string;
  cohortName: string;
  closesAt: string;
  missing: readonly WizardStepId[];
  stepLink: string;
  stopLink: string;
}

export interface ReminderEmail {
  subject: string;
  text: string;
}

const EN_STEP_LABELS = Object.fromEntries(WIZARD_STEPS.map((step) => [step.id, step.label])) as Record<WizardStepId, string>;

const englishList = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
const hindiList = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} और ${items[items.length - 1]}`;

/** 'Video Pitch and Funding Info are not done yet' / 'Video Pitch is not done yet'. */
export const missingStepsSentence = (missing: readonly WizardStepId[], locale: Locale): string => {
  if (missing.length === 0)
    return locale === 'hi'
      ? 'सभी चरण भरे हुए हैं: बस जाँच करके जमा करना बाकी है'
      : 'Every step is filled in: only the review and the submit are left';
  if (locale === 'hi') return `${hindiList(missing.map((id) => HI_STEP_LABELS[id]))} अभी पूरा नहीं हुआ है`;
  const names = englishList(missing.map((id) => EN_STEP_LABELS[id]));
  return missing.length === 1 ? `${names} is not done yet` : `${names} are not done yet`;
};

export const REMINDER_EMAILS: Record<Locale, (input: ReminderEmailInput) => ReminderEmail> = {
  en: (input) => ({
    subject: `${input.cohortName} closes ${istDateTime(input.closesAt, 'en')}: finish your application`,
    text:
      `Your application to ${input.cohortName} is not submitted yet. ${missingStepsSentence(input.missing, 'en')}.\n\n` +
      `Applications close ${istDateTime(input.closesAt, 'en')}. Continue where it is missing:\n\n${input.stepLink}\n\n` +
      `— ${input.productName}\n\nDon't want these reminders? Stop them with one tap (no sign-in needed):\n${input.stopLink}`,
  }),
  hi: (input) => ({
    subject: `${input.cohortName} ${istDateTime(input.closesAt, 'hi')} को बंद होगा: अपना आवेदन पूरा करें`,
    text:
      `${input.cohortName} के लिए आपका आवेदन अभी जमा नहीं हुआ है। ${missingStepsSentence(input.missing, 'hi')}।\n\n` +
      `आवेदन ${istDateTime(input.closesAt, 'hi')} को बंद होंगे। जो बाकी है, वहीं से आगे बढ़ें:\n\n${input.stepLink}\n\n` +
      `— ${input.productName}\n\nये रिमाइंडर नहीं चाहिए? एक टैप में बंद करें (साइन इन की ज़रूरत नहीं):\n${input.stopLink}`,
  }),
};
