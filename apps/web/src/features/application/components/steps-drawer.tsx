import { useEffect, useId, useRef } from 'react';
import { IconX } from '@tabler/icons-react';
import type { WizardStepId } from '@portal/shared/application/steps';
import { WIZARD_TEXTS } from '../lib/texts.ts';
import { PlainActionIcon } from '../../../components/plain-button.tsx';
import { StepNav } from './step-nav.tsx';
import classes from './steps-drawer.module.css';

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
 * The phone's step list: a native modal <dialog> at the reading start of the screen (focus kept inside, the page
 * behind inert, Escape closes it), part of the wizard's own code. It was Mantine's Drawer, a chunk of its own
 * (about 20 KB gzip) fetched on the first tap, so offline before the service worker had stored the app's files the
 * button did nothing.
 */
export const StepsDrawer = ({ opened, onClose, current, isComplete, isUnsent, hasError, isUnchecked }: Props) => {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = dialogRef.current;
    if (opened && !dialog?.open) dialog?.showModal();
    if (!opened && dialog?.open) dialog.close();
  }, [opened]);
  return (
    <dialog
      ref={dialogRef}
      className={classes.drawer}
      aria-labelledby={titleId}
      onClose={onClose}
      // The dialog's own box is all list; a click on the dialog itself is a click on the dimmed page beside it.
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className={classes.body}>
        <div className={classes.header}>
          <h2 id={titleId} className={classes.title}>
            {WIZARD_TEXTS.steps}
          </h2>
          <PlainActionIcon variant="subtle" size={44} onClick={onClose} aria-label={WIZARD_TEXTS.closeSteps}>
            <IconX size={20} aria-hidden />
          </PlainActionIcon>
        </div>
        <StepNav
          current={current}
          isComplete={isComplete}
          isUnsent={isUnsent}
          hasError={hasError}
          isUnchecked={isUnchecked}
          onNavigate={onClose}
        />
      </div>
    </dialog>
  );
};
