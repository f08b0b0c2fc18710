import { VERSIONED_STEPS, type VersionedStep } from '../application/application-record.ts';
import { fieldsOfStep, type FieldKey } from '../application/application-fields.ts';
import { WIZARD_STEPS } from '../application/steps.ts';
import { HI_STEP_LABELS } from '../i18n/hi/steps.ts';

/**
 * "Start from my … application" (docs/cohorts.md): the steps a copy fills, and what the portal says about the copied
 * steps a founder has not saved since (the web's own texts are in Lingui; this is the server's error text).
 */
export const COPIED_STEPS: readonly VersionedStep[] = VERSIONED_STEPS;

/** Which answers a copy carries, and what the new draft says of them ("N of M answers are filled…"). */
export interface AnswerCopy {
  /** The copied steps' answered fields (the uploads are not among them). */
  keys: FieldKey[];
  /** The steps the copy filled at least one answer of: each is "not checked yet" until the founder saves it. */
  uncheckedSteps: VersionedStep[];
  filled: number;
  total: number;
}

export const isAnswered = (value: unknown): boolean => value !== null && value !== undefined && value !== '';

/**
 * The one rule of a copy, for the server (from the stored row) and the phone (from its copy of the record, when the
 * start waits for a connection): every field of the copied steps that holds an answer. `otherSector` shares
 * `sector`'s answer, so it is neither counted as an answer of its own nor copied apart from it.
 */
export const copyOfAnswers = (answered: (key: FieldKey) => boolean): AnswerCopy => {
  const copy: AnswerCopy = { keys: [], uncheckedSteps: [], filled: 0, total: 0 };
  for (const step of COPIED_STEPS) {
    let stepFilled = 0;
    for (const field of fieldsOfStep(step)) {
      if (field.kind === 'otherSector') continue;
      copy.total += 1;
      if (!answered(field.key)) continue;
      copy.keys.push(field.key);
      stepFilled += 1;
    }
    copy.filled += stepFilled;
    if (stepFilled > 0) copy.uncheckedSteps.push(step);
  }
  return copy;
};

const englishLabel = (step: string): string => WIZARD_STEPS.find((s) => s.id === step)?.label ?? step;
const hindiLabel = (step: string): string => HI_STEP_LABELS[step as VersionedStep] ?? step;

/** `steps`: the unchecked step keys, comma separated (the error's params carry only strings and numbers). */
const stepsOf = (steps: unknown): string[] => (typeof steps === 'string' && steps ? steps.split(',') : []);

export const stepsNotCheckedMessage = (steps: unknown): string =>
  `These steps were filled from your last application and are not checked yet: ${stepsOf(steps).map(englishLabel).join(', ')}. Open each one, check it and save it before you submit.`;

export const stepsNotCheckedMessageHi = (steps: unknown): string =>
  `ये चरण आपके पिछले आवेदन से भरे गए हैं और अभी जाँचे नहीं गए: ${stepsOf(steps).map(hindiLabel).join(', ')}। जमा करने से पहले हर चरण खोलें, जाँचें और सहेजें।`;
