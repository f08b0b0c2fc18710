import { Drawer } from '@mantine/core';
import type { WizardStepId } from '@portal/shared/application/steps';
import { WIZARD_TEXTS } from '../lib/texts.ts';
import { StepNav } from './step-nav.tsx';

interface Props {
  opened: boolean;
  onClose: () => void;
  current: WizardStepId;
  isComplete: (step: WizardStepId) => boolean;
  isUnsent: (step: WizardStepId) => boolean;
  hasError: (step: WizardStepId) => boolean;
  isUnchecked: (step: WizardStepId) => boolean;
}

/**
 * The phone's step list in a drawer. A lazy chunk (mobile-step-bar.tsx loads it on the first tap): the drawer brings
 * Mantine's modal, scroll lock and scroll area (about 20 KB gzip) that the wizard's first page does not need.
 */
const StepsDrawer = ({ opened, onClose, current, isComplete, isUnsent, hasError, isUnchecked }: Props) => (
  <Drawer
    opened={opened}
    onClose={onClose}
    title={WIZARD_TEXTS.steps}
    size="xs"
    padding="md"
    closeButtonProps={{ 'aria-label': WIZARD_TEXTS.closeSteps }}
  >
    <StepNav
      current={current}
      isComplete={isComplete}
      isUnsent={isUnsent}
      hasError={hasError}
      isUnchecked={isUnchecked}
      onNavigate={onClose}
    />
  </Drawer>
);

export default StepsDrawer;
