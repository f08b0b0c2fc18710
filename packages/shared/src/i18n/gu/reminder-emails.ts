import { istDateTime } from '../../format/ist-time.ts';
import type { WizardStepId } from '../../application/steps.ts';
import type { ReminderEmail, ReminderEmailInput } from '../../reminders/reminder-emails.ts';
import { GU_STEP_LABELS } from './steps.ts';

/** The reminder email before a cohort closes in Gujarati (reminders/reminder-emails.ts). */
const list = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} અને ${items[items.length - 1]}`;

export const missingStepsSentenceGu = (missing: readonly WizardStepId[]): string =>
  missing.length === 0
    ? 'બધાં પગલાં ભરેલાં છે: ફક્ત ચકાસીને જમા કરવાનું બાકી છે'
    : `${list(missing.map((id) => GU_STEP_LABELS[id]))} હજુ પૂરું થયું નથી`;

export const guReminderEmail = (input: ReminderEmailInput): ReminderEmail => {
  const closes = istDateTime(input.closesAt, 'gu');
  return {
    subject: `${input.cohortName} ${closes} ના રોજ બંધ થશે: તમારી અરજી પૂરી કરો`,
    text:
      `${input.cohortName} માટેની તમારી અરજી હજુ જમા થઈ નથી. ${missingStepsSentenceGu(input.missing)}.\n\n` +
      `અરજીઓ ${closes} ના રોજ બંધ થશે. જે બાકી છે ત્યાંથી આગળ વધો:\n\n${input.stepLink}\n\n` +
      `— ${input.productName}\n\nઆ યાદ અપાવતા સંદેશ નથી જોઈતા? એક સ્પર્શમાં બંધ કરો (સાઇન ઇનની જરૂર નથી):\n${input.stopLink}`,
  };
};
