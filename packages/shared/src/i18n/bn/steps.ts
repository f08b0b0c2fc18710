import type { WizardStepId } from '../../application/steps.ts';

/** The wizard's step names by step id. */
export const BN_STEP_LABELS: Record<WizardStepId, string> = {
  personal: 'ব্যক্তিগত তথ্য',
  company: 'কোম্পানির তথ্য',
  business: 'ব্যবসার বিবরণ',
  funding: 'ফান্ডিংয়ের তথ্য',
  video: 'ভিডিও পিচ',
  financial: 'আর্থিক বিবরণী',
  pitch_deck: 'পিচ ডেক',
  review: 'যাচাই',
};
