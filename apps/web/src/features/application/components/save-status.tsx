import type { ReactNode } from 'react';
import { Group, Loader, Text } from '@mantine/core';
import { IconCircleCheck, IconCloudOff, IconDeviceFloppy } from '@tabler/icons-react';
import type { StepSaveState } from '../hooks/use-wizard-state.ts';
import { WIZARD_TEXTS } from '../lib/texts.ts';
import { MUTED, SUCCESS, WARNING } from '../lib/tones.ts';

const VIEW: Record<StepSaveState, { text: string; color: string }> = {
  clean: { text: WIZARD_TEXTS.saved, color: SUCCESS },
  saving: { text: WIZARD_TEXTS.saving, color: MUTED },
  queued: { text: WIZARD_TEXTS.queued, color: WARNING },
  dirty: { text: WIZARD_TEXTS.draft, color: MUTED },
};

const ICON: Record<StepSaveState, ReactNode> = {
  clean: <IconCircleCheck size={16} aria-hidden />,
  saving: <Loader size={14} aria-hidden />,
  queued: <IconCloudOff size={16} aria-hidden />,
  dirty: <IconDeviceFloppy size={16} aria-hidden />,
};

/** Whether the step is on the server yet (announced politely as it changes). */
export const SaveStatus = ({ state, hidden }: { state: StepSaveState; hidden?: boolean }) => (
  <Group gap={6} role="status" aria-live="polite" wrap="nowrap" data-testid="save-status" data-state={state} style={{ minWidth: 0 }}>
    {hidden ? null : (
      <>
        <Text component="span" c={VIEW[state].color} style={{ display: 'inline-flex', flexShrink: 0 }}>
          {ICON[state]}
        </Text>
        <Text component="span" size="sm" c={VIEW[state].color}>
          {VIEW[state].text}
        </Text>
      </>
    )}
  </Group>
);
