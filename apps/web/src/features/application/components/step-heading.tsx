import { Badge, Group, Title } from '@mantine/core';
import { WIZARD_STEPS, type WizardStepId } from '@portal/shared/steps';
import { WIZARD_TEXTS } from '../lib/texts.ts';
import { MUTED } from '../lib/tones.ts';

export const stepHeadingId = (step: WizardStepId): string => `step-heading-${step}`;

export const StepHeading = ({ step }: { step: WizardStepId }) => {
  const meta = WIZARD_STEPS.find((s) => s.id === step);
  return (
    <Group gap="sm" align="center">
      <Title order={2} id={stepHeadingId(step)} size="h3">
        {meta?.label}
      </Title>
      {meta?.optional ? (
        <Badge variant="light" color="gray" c={MUTED}>
          {WIZARD_TEXTS.optional}
        </Badge>
      ) : null}
    </Group>
  );
};
