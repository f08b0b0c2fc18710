import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay, IconWifiOff, IconX } from '@tabler/icons-react';
import { SYNC_MESSAGES } from '@portal/shared/texts/sync-messages';
import type { UploadView } from '../hooks/use-uploads.ts';
import { formatBytes, formatDuration } from '../lib/format.ts';
import { WIZARD_TEXTS } from '../lib/texts.ts';
import { MUTED, WARNING } from '../lib/tones.ts';
import { t } from '../../../lib/i18n.ts';

interface Props {
  view: UploadView;
  /** Controls of a running upload (a finished one has none). */
  onPause?: () => void;
  onResume?: () => void;
  onCancel?: () => void;
}

const HEADING: Partial<Record<UploadView['phase'], string>> = {
  uploading: WIZARD_TEXTS.uploading,
  paused: WIZARD_TEXTS.paused,
  'waiting-for-network': SYNC_MESSAGES.UPLOAD_OFFLINE_HEADING,
  done: WIZARD_TEXTS.uploadComplete,
};

/**
 * Percent and bytes the server has confirmed, speed and time left; pause, resume and cancel (a finished upload keeps
 * its full bar).
 */
export const UploadProgress = ({ view, onPause, onResume, onCancel }: Props) => {
  const percent = view.total > 0 ? Math.floor((view.sent / view.total) * 100) : 0;
  const facts = [
    t('{sent} of {total}', { sent: formatBytes(view.sent), total: formatBytes(view.total) }),
    view.bytesPerSecond ? WIZARD_TEXTS.perSecond(formatBytes(view.bytesPerSecond)) : null,
    view.secondsLeft !== null && view.phase === 'uploading' ? WIZARD_TEXTS.timeLeft(formatDuration(view.secondsLeft)) : null,
  ].filter(Boolean);
  const heading = t(HEADING[view.phase] ?? WIZARD_TEXTS.uploading);
  const done = view.phase === 'done';
  return (
    <Stack gap="xs" data-testid="upload-progress" data-phase={view.phase}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" fw={500} truncate="end" style={{ minWidth: 0 }}>
          {heading}: {view.fileName}
        </Text>
        <Text size="sm" fw={700} data-testid="upload-percent" aria-hidden>
          {percent}%
        </Text>
      </Group>
      <Progress
        value={percent}
        size="lg"
        color={done ? 'teal' : undefined}
        animated={view.phase === 'uploading'}
        aria-label={`${heading} ${view.fileName ?? ''}`}
      />
      <Text size="sm" c={MUTED}>
        {facts.join(' · ')}
      </Text>
      {view.phase === 'waiting-for-network' ? (
        <Group gap={6} c={WARNING} role="status">
          <IconWifiOff size={16} aria-hidden />
          <Text size="sm">
            {SYNC_MESSAGES.UPLOAD_WAITING} {SYNC_MESSAGES.UPLOAD_WAITING_HINT}
          </Text>
        </Group>
      ) : null}
      {done ? null : (
        <Group gap="xs">
          {view.phase === 'paused' ? (
            <Button size="xs" variant="light" leftSection={<IconPlayerPlay size={14} aria-hidden />} onClick={onResume}>
              {WIZARD_TEXTS.resume}
            </Button>
          ) : (
            <Button size="xs" variant="light" leftSection={<IconPlayerPause size={14} aria-hidden />} onClick={onPause}>
              {WIZARD_TEXTS.pause}
            </Button>
          )}
          <Button size="xs" variant="subtle" color="red" leftSection={<IconX size={14} aria-hidden />} onClick={onCancel}>
            {WIZARD_TEXTS.cancel}
          </Button>
        </Group>
      )}
    </Stack>
  );
};
