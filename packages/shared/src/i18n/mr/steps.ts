import type { WizardStepId } from '../../application/steps.ts';

/** The wizard's step names by step id. */
export const MR_STEP_LABELS: Record<WizardStepId, string> = {
  personal: 'वैयक्तिक माहिती',
  company: 'कंपनीची माहिती',
  business: 'व्यवसायाचे वर्णन',
  funding: 'निधीची माहिती',
  video: 'व्हिडिओ पिच',
  financial: 'आर्थिक विवरणपत्र',
  pitch_deck: 'पिच डेक',
  review: 'तपासणी',
};
