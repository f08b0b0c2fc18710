import { istDateTime } from '../../format/ist-time.ts';
import type { WizardStepId } from '../../application/steps.ts';
import type { ReminderEmail, ReminderEmailInput } from '../../reminders/reminder-emails.ts';
import { marathiDate } from './patterns.ts';
import { MR_STEP_LABELS } from './steps.ts';

/** The reminder email before a cohort closes in Marathi (reminders/reminder-emails.ts). */
const list = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} आणि ${items[items.length - 1]}`;

export const missingStepsSentenceMr = (missing: readonly WizardStepId[]): string =>
  missing.length === 0
    ? 'सर्व टप्पे भरले आहेत: फक्त तपासणी करून सादर करणे बाकी आहे'
    : `${list(missing.map((id) => MR_STEP_LABELS[id]))} अजून पूर्ण झाले नाही`;

export const mrReminderEmail = (input: ReminderEmailInput): ReminderEmail => {
  const closes = marathiDate(istDateTime(input.closesAt));
  return {
    subject: `${input.cohortName} ${closes} रोजी बंद होईल: तुमचा अर्ज पूर्ण करा`,
    text:
      `${input.cohortName} साठी तुमचा अर्ज अजून सादर झालेला नाही. ${missingStepsSentenceMr(input.missing)}.\n\n` +
      `अर्ज ${closes} रोजी बंद होतील. जे बाकी आहे तिथून पुढे चला:\n\n${input.stepLink}\n\n` +
      `— ${input.productName}\n\nही आठवण नको आहे? एका स्पर्शात बंद करा (साइन इनची गरज नाही):\n${input.stopLink}`,
  };
};
