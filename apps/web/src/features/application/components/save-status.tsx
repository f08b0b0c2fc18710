import type { ReactNode } from 'react';
import { Group, Loader, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCloudOff, IconDeviceFloppy } from '@tabler/icons-react';
import { SYNC_MESSAGES } from '@portal/shared/sync-messages';
import type { StepSaveState } from '../lib/wizard-store.ts';
import { DANGER, MUTED, SUCCESS, WARNING } from '../lib/tones.ts';
import { t } from '../../../lib/i18n.ts';

const COLOR: Record<StepSaveState, string> = { clean: SUCCESS, saving: MUTED, queued: WARNING, dirty: MUTED, refused: DANGER };

const ICON: Record<StepSaveState, ReactNode> = {
  clean: <IconCircleCheck size={16} aria-hidden />,
  saving: <Loader size={14} aria-hidden />,
  queued: <IconCloudOff size={16} aria-hidden />,
  dirty: <IconDeviceFloppy size={16} aria-hidden />,
  refused: <IconAlertTriangle size={16} aria-hidden />,
};

const textOf = (state: StepSaveState, reason: string | null): string => {
  if (state === 'clean') return SYNC_MESSAGES.SAVED;
  if (state === 'saving') return SYNC_MESSAGES.SAVING;
  if (state === 'queued') return SYNC_MESSAGES.NOT_SENT;
  if (state === 'refused') return SYNC_MESSAGES.couldNotSave(t(reason ?? ''));
  return SYNC_MESSAGES.DRAFT;
};

/** Whether the step is on the server yet (announced politely as it changes). 'Saved' only once the server said so. */
export const SaveStatus = ({ state, reason = null, hidden }: { state: StepSaveState; reason?: string | null; hidden?: boolean }) => (
  <Group gap={6} role="status" aria-live="polite" wrap="nowrap" data-testid="save-status" data-state={state} style={{ minWidth: 0 }}>
    {hidden ? null : (
      <>
        <Text component="span" c={COLOR[state]} style={{ display: 'inline-flex', flexShrink: 0 }}>
          {ICON[state]}
        </Text>
        <Text component="span" size="sm" c={COLOR[state]}>
          {textOf(state, reason)}
        </Text>
      </>
    )}
  </Group>
);
