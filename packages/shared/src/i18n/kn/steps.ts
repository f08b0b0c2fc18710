import type { WizardStepId } from '../../application/steps.ts';

/** The wizard's step names by step id. */
export const KN_STEP_LABELS: Record<WizardStepId, string> = {
  personal: 'ವೈಯಕ್ತಿಕ ವಿವರಗಳು',
  company: 'ಕಂಪನಿಯ ವಿವರಗಳು',
  business: 'ವ್ಯವಹಾರದ ವಿವರಗಳು',
  funding: 'ಹಣಕಾಸಿನ ವಿವರಗಳು',
  video: 'ವೀಡಿಯೊ ಪಿಚ್',
  financial: 'ಹಣಕಾಸು ವರದಿ',
  pitch_deck: 'ಪಿಚ್ ಡೆಕ್',
  review: 'ಪರಿಶೀಲನೆ',
};
