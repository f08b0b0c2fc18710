import { useState, type ReactNode } from 'react';
import { ProgressRing } from './progress-ring.tsx';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconChevronUp, IconListNumbers } from '@tabler/icons-react';
import { FOUNDER_HELP_TEXTS } from '@portal/shared/texts/founder-help-texts';
import { WIZARD_STEPS, WIZARD_STEP_IDS, stepIndex, type WizardStepId } from '@portal/shared/application/steps';
import { SYNC_MESSAGES } from '@portal/shared/texts/sync-messages';
import { WIZARD_TEXTS } from '../lib/texts.ts';
import { MUTED, WARNING } from '../lib/tones.ts';
import { groupLook, textLook, withStyle } from '../../../components/mantine-look.ts';
import { PlainActionIcon } from '../../../components/plain-button.tsx';
import { StepsDrawer } from './steps-drawer.tsx';

interface Props {
  current: WizardStepId;
  percent: number;
  /** The full header (name, company, place, sector, funding), shown on demand. */
  summary: ReactNode;
  isComplete: (step: WizardStepId) => boolean;
  isUnsent: (step: WizardStepId) => boolean;
  hasError: (step: WizardStepId) => boolean;
  isUnchecked: (step: WizardStepId) => boolean;
}

const BAR = groupLook({ gap: 6, justify: 'space-between', wrap: 'nowrap' });
const PERCENT = withStyle(textLook(), {
  fontSize: 'calc(0.6875rem * var(--mantine-scale))',
  fontWeight: 700,
  textAlign: 'center',
  lineHeight: 1,
});
const STEP_OF = withStyle(textLook('xs'), { color: MUTED });
const STEP_NAME = withStyle(textLook(), { overflowWrap: 'anywhere', fontWeight: 600, lineHeight: 1.25 });
const UNSENT = withStyle(textLook('xs'), { color: WARNING });

/** Phones: one line (progress, "Step 3 of 8", the step's name), the summary on demand, the step list in a drawer. */
export const MobileStepBar = ({ current, percent, summary, isComplete, isUnsent, hasError, isUnchecked }: Props) => {
  const [opened, { open, close }] = useDisclosure(false);
  // Mounted from the first opening on: the step's first render does not build the list.
  const [drawerWanted, setDrawerWanted] = useState(false);
  const openSteps = () => {
    setDrawerWanted(true);
    open();
  };
  const [summaryOpen, { toggle: toggleSummary }] = useDisclosure(false);
  const index = stepIndex(current);
  const unsent = WIZARD_STEP_IDS.filter(isUnsent).length;
  return (
    <>
      <div {...BAR}>
        <ProgressRing
          percent={percent}
          size={52}
          thickness={4}
          label={
            <p {...PERCENT} data-testid="progress-percent">
              {percent}%
            </p>
          }
          aria-label={`${WIZARD_TEXTS.progress}: ${percent}%`}
          style={{ flexShrink: 0 }}
        />
        <div style={{ minWidth: 0, flex: 1 }}>
          <p {...STEP_OF}>{WIZARD_TEXTS.stepOf(index + 1, WIZARD_STEPS.length)}</p>
          <p {...STEP_NAME}>{WIZARD_STEPS[index]?.label}</p>
          {unsent > 0 ? (
            <p {...UNSENT} data-testid="steps-unsent">
              {SYNC_MESSAGES.stepsUnsent(unsent)}
            </p>
          ) : null}
        </div>
        <PlainActionIcon
          variant="default"
          size={44}
          onClick={toggleSummary}
          aria-expanded={summaryOpen}
          aria-label={summaryOpen ? FOUNDER_HELP_TEXTS.hideSummary : FOUNDER_HELP_TEXTS.showSummary}
        >
          {summaryOpen ? <IconChevronUp size={20} aria-hidden /> : <IconChevronDown size={20} aria-hidden />}
        </PlainActionIcon>
        <PlainActionIcon variant="light" size={44} onClick={openSteps} aria-expanded={opened} aria-label={WIZARD_TEXTS.openSteps}>
          <IconListNumbers size={20} aria-hidden />
        </PlainActionIcon>
      </div>
      {summaryOpen ? <div style={{ paddingTop: 'var(--mantine-spacing-xs)' }}>{summary}</div> : null}
      {drawerWanted ? (
        <StepsDrawer
          opened={opened}
          onClose={close}
          current={current}
          isComplete={isComplete}
          isUnsent={isUnsent}
          hasError={hasError}
          isUnchecked={isUnchecked}
        />
      ) : null}
    </>
  );
};
