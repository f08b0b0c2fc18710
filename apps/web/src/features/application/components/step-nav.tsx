import { NavLink, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCloudUp, IconHome } from '@tabler/icons-react';
import { FOUNDER_HELP_TEXTS } from '@portal/shared/texts/founder-help-texts';
import { SYNC_MESSAGES } from '@portal/shared/texts/sync-messages';
import { Link } from 'react-router';
import { WIZARD_STEPS, type WizardStepId } from '@portal/shared/application/steps';
import { WIZARD_TEXTS } from '../lib/texts.ts';
import { MUTED, WARNING } from '../lib/tones.ts';

const NAV_LINK_STYLES = { description: { color: MUTED } };

interface Props {
  current: WizardStepId;
  isComplete: (step: WizardStepId) => boolean;
  /** The step has changes the server does not have yet (typed, queued or refused). */
  isUnsent: (step: WizardStepId) => boolean;
  /** The step's last save was refused, or what it holds does not pass its rules. */
  hasError?: (step: WizardStepId) => boolean;
  /** Copied from the last application and not saved since: "From last time, not checked yet". */
  isUnchecked?: (step: WizardStepId) => boolean;
  /** Called after a link is followed (closes the phone drawer). */
  onNavigate?: () => void;
}

const StepMarker = ({
  number,
  complete,
  current,
  error,
}: {
  number: number;
  complete: boolean;
  current: boolean;
  error: boolean;
}) => (
  <ThemeIcon
    size={26}
    radius="xl"
    variant={complete || current || error ? 'filled' : 'light'}
    color={error ? 'red.9' : complete ? 'teal.9' : current ? 'blue.9' : 'gray'}
    aria-hidden
  >
    {error ? (
      <IconAlertTriangle size={15} />
    ) : complete ? (
      <IconCheck size={15} />
    ) : (
      <Text size="xs" fw={700}>
        {number}
      </Text>
    )}
  </ThemeIcon>
);

/** 'Home' and the eight steps; any step can be opened at any time. */
export const StepNav = ({ current, isComplete, isUnsent, hasError, isUnchecked, onNavigate }: Props) => (
  <nav aria-label={WIZARD_TEXTS.steps}>
    <NavLink
      component={Link}
      to="/dashboard"
      label={WIZARD_TEXTS.home}
      leftSection={<IconHome size={20} aria-hidden />}
      onClick={onNavigate}
    />
    {WIZARD_STEPS.map((step, index) => {
      const error = hasError?.(step.id) ?? false;
      const complete = !error && isComplete(step.id);
      const unsent = isUnsent(step.id);
      const unchecked = isUnchecked?.(step.id) ?? false;
      const active = step.id === current;
      return (
        <NavLink
          key={step.id}
          component={Link}
          to={`/application/${step.id}`}
          active={active}
          aria-current={active ? 'step' : undefined}
          data-complete={complete || undefined}
          data-unsent={unsent || undefined}
          data-error={error || undefined}
          data-unchecked={unchecked || undefined}
          rightSection={unsent ? <IconCloudUp size={18} color={WARNING} aria-hidden /> : undefined}
          onClick={onNavigate}
          leftSection={<StepMarker number={index + 1} complete={complete} current={active} error={error} />}
          label={
            <>
              {step.label}
              {complete ? <VisuallyHidden> ({WIZARD_TEXTS.completed})</VisuallyHidden> : null}
              {unsent ? <VisuallyHidden> ({SYNC_MESSAGES.STEP_UNSENT})</VisuallyHidden> : null}
            </>
          }
          description={
            error
              ? FOUNDER_HELP_TEXTS.stepHasError
              : unchecked
                ? WIZARD_TEXTS.fromLastTime
                : step.optional
                  ? WIZARD_TEXTS.optional
                  : undefined
          }
          styles={NAV_LINK_STYLES}
        />
      );
    })}
  </nav>
);
