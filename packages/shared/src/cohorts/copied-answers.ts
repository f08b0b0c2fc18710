import { VERSIONED_STEPS, type VersionedStep } from '../application/application-record.ts';
import { WIZARD_STEPS } from '../application/steps.ts';
import { HI_STEP_LABELS } from '../i18n/hi/steps.ts';

/**
 * "Start from my … application" (docs/cohorts.md): the steps a copy fills, and what the portal says about the copied
 * steps a founder has not saved since (the web's own texts are in Lingui; this is the server's error text).
 */
export const COPIED_STEPS: readonly VersionedStep[] = VERSIONED_STEPS;

const englishLabel = (step: string): string => WIZARD_STEPS.find((s) => s.id === step)?.label ?? step;
const hindiLabel = (step: string): string => HI_STEP_LABELS[step as VersionedStep] ?? step;

/** `steps`: the unchecked step keys, comma separated (the error's params carry only strings and numbers). */
const stepsOf = (steps: unknown): string[] => (typeof steps === 'string' && steps ? steps.split(',') : []);

export const stepsNotCheckedMessage = (steps: unknown): string =>
  `These steps were filled from your last application and are not checked yet: ${stepsOf(steps).map(englishLabel).join(', ')}. Open each one, check it and save it before you submit.`;

export const stepsNotCheckedMessageHi = (steps: unknown): string =>
  `ये चरण आपके पिछले आवेदन से भरे गए हैं और अभी जाँचे नहीं गए: ${stepsOf(steps).map(hindiLabel).join(', ')}। जमा करने से पहले हर चरण खोलें, जाँचें और सहेजें।`;
