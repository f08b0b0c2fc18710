import { createContext, useContext } from 'react';
import type { WizardStepId } from '@portal/shared/application/steps';
import type { Uploads } from './use-uploads.ts';
import type { VideoPitch } from '../video/use-video-pitch.ts';
import type { WizardState } from './use-wizard-state.ts';

export interface WizardContextValue extends WizardState {
  userId: string;
  uploads: Uploads;
  /** The video step's read / make-smaller / keep-on-device part (video/use-video-pitch.ts). */
  videoPitch: VideoPitch;
  /** Moves to the next step (after a save). */
  goNext: () => void;
  /** The steps copied from the last application that the server has not had a save of since (Submit waits for them). */
  uncheckedSteps: readonly WizardStepId[];
}

export const WizardContext = createContext<WizardContextValue | null>(null);

export const useWizard = (): WizardContextValue => {
  const value = useContext(WizardContext);
  if (!value) throw new Error('useWizard must be used inside the application wizard');
  return value;
};
