import type { WizardStepId } from '../../application/steps.ts';

/** The wizard's step names by step id. */
export const HI_STEP_LABELS: Record<WizardStepId, string> = {
  personal: 'निजी जानकारी',
  company: 'कंपनी की जानकारी',
  business: 'कारोबार का विवरण',
  funding: 'फ़ंडिंग की जानकारी',
  video: 'वीडियो पिच',
  financial: 'वित्तीय विवरण',
  pitch_deck: 'पिच डेक',
  review: 'जाँच',
};
