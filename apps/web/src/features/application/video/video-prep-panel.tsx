import { Alert, Button, Group, Loader, Progress, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle, IconX } from '@tabler/icons-react';
import {
  pitchLengthWarning,
  resolutionLabel,
  uploadSeconds,
  VIDEO_PITCH,
  type PitchHeight,
} from '@portal/shared/uploads/video-pitch';
import { formatClip, formatWait, VIDEO_MESSAGES } from '@portal/shared/uploads/video-messages';
import { formatBytes } from '../lib/format.ts';
import { MUTED } from '../lib/tones.ts';
import { currentLink, type VideoPitch } from './use-video-pitch.ts';
import { t } from '../../../lib/i18n.ts';

/** The pitch's facts, the offer to make it smaller (with the expected size and time), and the conversion's progress. */
export const VideoPrepPanel = ({ pitch, uploadBytesPerSecond }: { pitch: VideoPitch; uploadBytesPerSecond: number | null }) => {
  const { view } = pitch;
  if (view.phase === 'idle') {
    return view.notice ? (
      <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} aria-hidden />} data-testid="video-notice">
        {t(view.notice)}
      </Alert>
    ) : null;
  }
  const link = currentLink(uploadBytesPerSecond);
  const wait = formatWait(uploadSeconds(view.bytes, link.bitsPerSecond));
  const warning = pitchLengthWarning(view.facts?.durationSeconds);
  const offer = view.offer?.offer ? view.offer : null;
  const percent = Math.floor(view.progress * 100);
  return (
    <Stack gap="xs" data-testid="video-prep" data-phase={view.phase}>
      {view.phase === 'reading' ? (
        <Group gap="xs">
          <Loader size="xs" />
          <Text size="sm">{VIDEO_MESSAGES.READING}</Text>
        </Group>
      ) : (
        <Text size="sm" data-testid="video-facts">
          {view.facts
            ? VIDEO_MESSAGES.facts(
                formatBytes(view.bytes),
                formatClip(view.facts.durationSeconds),
                resolutionLabel(view.facts.width, view.facts.height),
                wait,
                link.source,
              )
            : VIDEO_MESSAGES.factsUnreadable(formatBytes(view.bytes), wait)}
        </Text>
      )}
      {warning && view.facts ? (
        <Alert
          color="orange"
          variant="light"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          data-testid="video-length-warning"
        >
          {(warning === 'short' ? VIDEO_MESSAGES.tooShort : VIDEO_MESSAGES.tooLong)(formatClip(view.facts.durationSeconds))}
        </Alert>
      ) : null}
      {view.phase === 'choice' && offer ? (
        <Stack gap="xs">
          <SegmentedControl
            aria-label={VIDEO_MESSAGES.QUALITY_LABEL}
            value={String(view.height)}
            onChange={(value) => pitch.setHeight(Number(value) as PitchHeight)}
            data={VIDEO_PITCH.heights.map((h) => ({ value: String(h), label: VIDEO_MESSAGES.qualityOption(h) }))}
          />
          <Text size="sm" data-testid="video-offer">
            {VIDEO_MESSAGES.smallerResult(
              formatBytes(offer.expectedBytes),
              formatWait(offer.convertSeconds + offer.smallerUploadSeconds),
            )}
          </Text>
          <Group gap="xs">
            <Button onClick={pitch.convert}>{VIDEO_MESSAGES.MAKE_SMALLER}</Button>
            <Button variant="default" onClick={pitch.sendOriginal}>
              {VIDEO_MESSAGES.SEND_ORIGINAL} ({wait})
            </Button>
          </Group>
        </Stack>
      ) : null}
      {view.phase === 'converting' ? (
        <Stack gap={6} data-testid="video-converting">
          <Text size="sm" fw={500}>
            {VIDEO_MESSAGES.CONVERTING}
          </Text>
          <Progress value={percent} size="lg" animated aria-label={VIDEO_MESSAGES.CONVERTING} />
          <Text size="sm" c={MUTED} role="status">
            {VIDEO_MESSAGES.convertingLeft(
              percent,
              view.secondsLeft === null ? formatWait(Number.NaN) : formatWait(view.secondsLeft),
            )}
          </Text>
          <Group>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              leftSection={<IconX size={14} aria-hidden />}
              onClick={pitch.cancelConversion}
            >
              {VIDEO_MESSAGES.CONVERT_CANCEL}
            </Button>
          </Group>
        </Stack>
      ) : null}
      {view.phase === 'handed-over' && view.convertedBytes !== null ? (
        <Text size="sm" c={MUTED} data-testid="video-converted">
          {VIDEO_MESSAGES.converted(formatBytes(view.bytes), formatBytes(view.convertedBytes))}
        </Text>
      ) : null}
      {view.notice ? (
        <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} aria-hidden />} data-testid="video-notice">
          {t(view.notice)}
        </Alert>
      ) : null}
    </Stack>
  );
};
