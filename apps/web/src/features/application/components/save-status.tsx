import type { ReactNode } from 'react';
import { Loader } from '@mantine/core';
import { groupLook, textLook, withStyle } from '../../../components/mantine-look.ts';
import { IconAlertTriangle, IconCircleCheck, IconCloudOff, IconDeviceFloppy } from '@tabler/icons-react';
import { SYNC_MESSAGES } from '@portal/shared/texts/sync-messages';
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

const textOf = (state: StepSaveState, reason: string | null, kept: boolean): string => {
  if (state === 'clean') return SYNC_MESSAGES.SAVED;
  if (state === 'saving') return SYNC_MESSAGES.SAVING;
  if (state === 'queued') return SYNC_MESSAGES.NOT_SENT;
  if (state === 'refused') return SYNC_MESSAGES.couldNotSave(t(reason ?? ''));
  return kept ? SYNC_MESSAGES.DRAFT : SYNC_MESSAGES.DRAFT_IN_PAGE;
};

const ROW = withStyle(groupLook({ gap: 6, wrap: 'nowrap' }), { minWidth: 0 });
const ICON_TEXT = textLook();
const SMALL_TEXT = textLook('sm');

/**
 * Whether the step is on the server yet (announced politely as it changes). 'Saved' only once the server said so;
 * 'kept on this device' only while the phone keeps the typed draft (`draftKept`).
 */
export const SaveStatus = ({
  state,
  reason = null,
  hidden,
  draftKept = true,
}: {
  state: StepSaveState;
  reason?: string | null;
  hidden?: boolean;
  draftKept?: boolean;
}) => (
  <div {...ROW} role="status" aria-live="polite" data-testid="save-status" data-state={state}>
    {hidden ? null : (
      <>
        <span {...withStyle(ICON_TEXT, { color: COLOR[state], display: 'inline-flex', flexShrink: 0 })}>{ICON[state]}</span>
        <span {...withStyle(SMALL_TEXT, { color: COLOR[state] })}>{textOf(state, reason, draftKept)}</span>
      </>
    )}
  </div>
);
