import { useState, useId } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { SCORE_MAX, SCORE_MIN } from '@portal/shared/review/review';
import type { ConsoleDetail, ConsoleMeta } from '../api/console-types.ts';
import type { useReviewAction } from '../api/console-api.ts';
import { formatScore } from '../lib/format.ts';
import { CriterionScore } from './criterion-score.tsx';
import { DetailPanel } from './detail-panel.tsx';
import { DisabledReason } from '../../../components/disabled-reason.tsx';
import { DISABLED_REASONS } from '@portal/shared/review/disabled-reasons';

const SCALE = Array.from({ length: SCORE_MAX - SCORE_MIN + 1 }, (_, i) => String(SCORE_MIN + i));

/** The reviewer's own rubric scores (1–5 per criterion) and the team's average. */
export const ScorePanel = ({
  detail,
  meta,
  action,
}: {
  detail: ConsoleDetail;
  meta: ConsoleMeta;
  action: ReturnType<typeof useReviewAction>;
}) => {
  const mine = Object.fromEntries(
    detail.scores.filter((s) => s.reviewerId === meta.viewerId).map((s) => [s.criterion, String(s.score)]),
  );
  const [draft, setDraft] = useState<Record<string, string>>(mine);
  const changed = meta.criteria.filter((c) => draft[c.key] && draft[c.key] !== mine[c.key]);
  const saveReasonId = useId();
  const save = () =>
    action.mutate({
      operation: 'ScoreApplication',
      variables: { scores: changed.map((c) => ({ criterion: c.key, score: Number(draft[c.key]) })) },
    });
  return (
    <DetailPanel
      title="Scores"
      aside={
        <Text size="sm" data-testid="average-score">
          Average {formatScore(detail.averageScore)} · {detail.scoreCount} {detail.scoreCount === 1 ? 'reviewer' : 'reviewers'}
        </Text>
      }
    >
      <Stack gap="xs">
        {meta.criteria.map((criterion) => (
          <CriterionScore
            key={criterion.key}
            labelId={`criterion-${criterion.key}`}
            label={criterion.label}
            data={SCALE}
            value={draft[criterion.key] ?? ''}
            onChange={(value) => setDraft((d) => ({ ...d, [criterion.key]: value }))}
          />
        ))}
        <Button
          onClick={save}
          disabled={changed.length === 0}
          aria-describedby={changed.length === 0 ? saveReasonId : undefined}
          loading={action.isPending && action.variables?.operation === 'ScoreApplication'}
        >
          Save my scores
        </Button>
        <DisabledReason id={saveReasonId} reason={changed.length === 0 ? DISABLED_REASONS.saveScores : null} />
      </Stack>
    </DetailPanel>
  );
};
