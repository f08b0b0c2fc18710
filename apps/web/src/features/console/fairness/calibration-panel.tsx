import { Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { CONFIDENCE_MAX, CONFIDENCE_MIN } from '@portal/shared/review/calibration';
import { FAIRNESS_TEXTS } from '@portal/shared/review/review-fairness';
import type { ConsoleDetail } from '../api/console-types.ts';
import type { useReviewAction } from '../api/console-api.ts';
import { formatScore } from '../lib/format.ts';

const LEVELS = Array.from({ length: CONFIDENCE_MAX - CONFIDENCE_MIN + 1 }, (_, i) => CONFIDENCE_MIN + i);

/** The calibrated score beside the raw mean, and the reviewer's own confidence in their scores. */
export const CalibrationPanel = ({ detail, action }: { detail: ConsoleDetail; action: ReturnType<typeof useReviewAction> }) => (
  <Paper withBorder p="md">
    <Title order={2} size="h5" mb="xs">
      {FAIRNESS_TEXTS.calibratedScore}
    </Title>
    <Stack gap="xs">
      <Group gap="lg">
        <Text size="sm" data-testid="calibrated-score" title={FAIRNESS_TEXTS.calibratedHelp}>
          {FAIRNESS_TEXTS.calibratedScore}: <b>{formatScore(detail.calibratedScore)}</b>
        </Text>
        <Text size="sm">
          {FAIRNESS_TEXTS.rawMean}: <b>{formatScore(detail.stageMean)}</b>
        </Text>
      </Group>
      <Text size="xs" c="dimmed">
        {FAIRNESS_TEXTS.calibratedHelp}
      </Text>
      <Text size="sm" fw={500} id="confidence-label">
        {FAIRNESS_TEXTS.confidence}
      </Text>
      <SegmentedControl
        fullWidth
        size="xs"
        aria-labelledby="confidence-label"
        data={LEVELS.map((level) => ({ value: String(level), label: FAIRNESS_TEXTS.confidenceLabels[level] ?? String(level) }))}
        value={detail.viewerConfidence === null ? '' : String(detail.viewerConfidence)}
        onChange={(value) => action.mutate({ operation: 'SetReviewConfidence', variables: { confidence: Number(value) } })}
      />
    </Stack>
  </Paper>
);
