import { Text } from '@mantine/core';
import { resolutionLabel } from '@portal/shared/uploads/video-pitch';
import { formatClip, VIDEO_MESSAGES } from '@portal/shared/uploads/video-messages';
import type { ConsoleDetail } from '../api/console-types.ts';
import { formatBytes } from '../lib/format.ts';

/** The pitch's length and picture size as the server read them, or why it could not; a pitch far from 1.5 minutes is flagged. */
export const VideoFactsLine = ({ file }: { file: ConsoleDetail['files'][number] }) => {
  const facts = file.video;
  const known = facts && facts.durationSeconds !== null && facts.width !== null && facts.height !== null;
  return (
    <Text size="sm" c="dimmed" data-testid="console-video-facts">
      {formatBytes(file.size)}
      {known ? ` · ${formatClip(facts.durationSeconds!)} · ${resolutionLabel(facts.width!, facts.height!)}` : ''}
      {facts?.lengthWarning ? ` · ${VIDEO_MESSAGES.consoleLength(facts.lengthWarning)}` : ''}
      {facts?.note ? ` · ${facts.note}` : ''}
    </Text>
  );
};
