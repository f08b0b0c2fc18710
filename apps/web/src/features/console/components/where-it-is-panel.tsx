import { Group, Stack, Text } from '@mantine/core';
import { STAGE_PROGRESS_TEXTS } from '@portal/shared/review/stage-progress';
import type { ConsoleDetail } from '../api/console-types.ts';
import { DetailPanel } from './detail-panel.tsx';
import { StatusBadge } from './status-badge.tsx';

/** The application's two tracks side by side: its status (the decision track) and its review stage with progress. */
export const WhereItIsPanel = ({ detail }: { detail: ConsoleDetail }) => {
  const texts = STAGE_PROGRESS_TEXTS;
  const progress = detail.stageProgress;
  return (
    <DetailPanel title={texts.whereTitle}>
      <Stack gap="sm" data-testid="where-it-is">
        <div>
          <Group gap="xs" justify="space-between" wrap="nowrap">
            <Text size="sm" fw={600}>
              {texts.status}
            </Text>
            <StatusBadge status={detail.status} />
          </Group>
          <Text size="xs" c="dimmed">
            {texts.statusHelp}
          </Text>
        </div>
        <div>
          <Group gap="xs" justify="space-between" wrap="nowrap" align="flex-start">
            <Text size="sm" fw={600}>
              {texts.stage}
            </Text>
            <Text size="sm" ta="right" style={{ overflowWrap: 'anywhere' }} data-testid="where-stage">
              {progress ? texts.stagePlace(progress) : texts.noStage}
            </Text>
          </Group>
          <Text size="sm" data-testid="where-reviews">
            {progress ? texts.reviewsLine(progress) : texts.notInStageLine}
          </Text>
          <Text size="xs" c="dimmed">
            {texts.stageHelp}
          </Text>
        </div>
      </Stack>
    </DetailPanel>
  );
};
