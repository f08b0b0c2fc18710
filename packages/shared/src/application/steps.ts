/** The wizard's eight steps in order. */
export const WIZARD_STEPS = [
  { id: 'personal', label: 'Personal Info', optional: false },
  { id: 'company', label: 'Company Info', optional: false },
  { id: 'business', label: 'Business Details', optional: false },
  { id: 'funding', label: 'Funding Info', optional: false },
  { id: 'video', label: 'Video Pitch', optional: false },
  { id: 'financial', label: 'Financial Statement', optional: true },
  { id: 'pitch_deck', label: 'Pitch Deck', optional: true },
  { id: 'review', label: 'Review', optional: false },
] as const;
export type WizardStepId = (typeof WIZARD_STEPS)[number]['id'];
export const WIZARD_STEP_IDS = WIZARD_STEPS.map((s) => s.id) as WizardStepId[];
export const isWizardStep = (value: string): value is WizardStepId => (WIZARD_STEP_IDS as string[]).includes(value);
export const stepIndex = (id: WizardStepId): number => WIZARD_STEP_IDS.indexOf(id);
