import type { WizardStepId } from '../../application/steps.ts';

/** The wizard's step names by step id. */
export const TE_STEP_LABELS: Record<WizardStepId, string> = {
  personal: 'వ్యక్తిగత వివరాలు',
  company: 'కంపెనీ వివరాలు',
  business: 'వ్యాపార వివరాలు',
  funding: 'నిధుల వివరాలు',
  video: 'వీడియో పిచ్',
  financial: 'ఆర్థిక నివేదిక',
  pitch_deck: 'పిచ్ డెక్',
  review: 'సరిచూడడం',
};
