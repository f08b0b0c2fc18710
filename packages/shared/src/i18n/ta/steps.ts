import type { WizardStepId } from '../../application/steps.ts';

/** The wizard's step names by step id. */
export const TA_STEP_LABELS: Record<WizardStepId, string> = {
  personal: 'தனிப்பட்ட விவரங்கள்',
  company: 'நிறுவன விவரங்கள்',
  business: 'தொழில் விவரங்கள்',
  funding: 'நிதி விவரங்கள்',
  video: 'வீடியோ அறிமுகம்',
  financial: 'நிதி அறிக்கை',
  pitch_deck: 'அறிமுக ஸ்லைடுகள்',
  review: 'சரிபார்ப்பு',
};
