import { Button, Drawer, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconListNumbers } from '@tabler/icons-react';
import { WIZARD_STEPS, WIZARD_STEP_IDS, stepIndex, type WizardStepId } from '@portal/shared/steps';
import { SYNC_MESSAGES } from '@portal/shared/sync-messages';
import { WIZARD_TEXTS } from '../lib/texts.ts';
import { StepNav } from './step-nav.tsx';
import { MUTED, WARNING } from '../lib/tones.ts';

interface Props {
  current: WizardStepId;
  isComplete: (step: WizardStepId) => boolean;
  isUnsent: (step: WizardStepId) => boolean;
}

/** Phones: the step list folds into a bar ("Step 3 of 8 · Business Details") that opens it in a drawer. */
export const MobileStepBar = ({ current, isComplete, isUnsent }: Props) => {
  const [opened, { open, close }] = useDisclosure(false);
  const index = stepIndex(current);
  const unsent = WIZARD_STEP_IDS.filter(isUnsent).length;
  return (
    <>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Text size="xs" c={MUTED}>
            {WIZARD_TEXTS.stepOf(index + 1, WIZARD_STEPS.length)}
          </Text>
          <Text fw={600} truncate="end">
            {WIZARD_STEPS[index]?.label}
          </Text>
          {unsent > 0 ? (
            <Text size="xs" c={WARNING} data-testid="steps-unsent">
              {SYNC_MESSAGES.stepsUnsent(unsent)}
            </Text>
          ) : null}
        </div>
        <Button variant="light" size="sm" leftSection={<IconListNumbers size={16} aria-hidden />} onClick={open} aria-expanded={opened} style={{ flexShrink: 0 }}>
          {WIZARD_TEXTS.openSteps}
        </Button>
      </Group>
      <Drawer opened={opened} onClose={close} title={WIZARD_TEXTS.steps} size="xs" padding="md" closeButtonProps={{ 'aria-label': WIZARD_TEXTS.closeSteps }}>
        <StepNav current={current} isComplete={isComplete} isUnsent={isUnsent} onNavigate={close} />
      </Drawer>
    </>
  );
};
