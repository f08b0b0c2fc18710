import type { WizardStepId } from '../../application/steps.ts';

/** The wizard's step names by step id. */
export const GU_STEP_LABELS: Record<WizardStepId, string> = {
  personal: 'અંગત માહિતી',
  company: 'કંપનીની માહિતી',
  business: 'વ્યવસાયનું વર્ણન',
  funding: 'ભંડોળની માહિતી',
  video: 'વિડિયો પિચ',
  financial: 'નાણાકીય પત્રક',
  pitch_deck: 'પિચ ડેક',
  review: 'ચકાસણી',
};
