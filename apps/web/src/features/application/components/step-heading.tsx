import { Badge } from '@mantine/core';
import { groupLook, titleLook } from '../../../components/mantine-look.ts';
import { WIZARD_STEPS, type WizardStepId } from '@portal/shared/application/steps';
import { WIZARD_TEXTS } from '../lib/texts.ts';
import { MUTED } from '../lib/tones.ts';

export const stepHeadingId = (step: WizardStepId): string => `step-heading-${step}`;

const HEADING_ROW = groupLook({ gap: 'sm' });
const TITLE = titleLook(2, 'h3');

export const StepHeading = ({ step }: { step: WizardStepId }) => {
  const meta = WIZARD_STEPS.find((s) => s.id === step);
  return (
    <div {...HEADING_ROW}>
      <h2 {...TITLE} id={stepHeadingId(step)}>
        {meta?.label}
      </h2>
      {meta?.optional ? (
        <Badge variant="light" color="gray" c={MUTED}>
          {WIZARD_TEXTS.optional}
        </Badge>
      ) : null}
    </div>
  );
};
