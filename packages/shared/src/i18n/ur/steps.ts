import type { WizardStepId } from '../../application/steps.ts';

/** The wizard's step names by step id. */
export const UR_STEP_LABELS: Record<WizardStepId, string> = {
  personal: 'ذاتی معلومات',
  company: 'کمپنی کی معلومات',
  business: 'کاروبار کی تفصیل',
  funding: 'فنڈنگ کی معلومات',
  video: 'ویڈیو پچ',
  financial: 'مالی گوشوارہ',
  pitch_deck: 'پچ ڈیک',
  review: 'جانچ',
};
