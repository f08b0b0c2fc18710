import { useState, useId } from 'react';
import { Link } from 'react-router';
import { Button, Stack, Text } from '@mantine/core';
import { SCORE_MAX, SCORE_MIN } from '@portal/shared/review/review';
import { SCORE_SUMMARY_TEXTS as T } from '@portal/shared/review/score-summary';
import type { ConsoleDetail, ConsoleMeta } from '../api/console-types.ts';
import type { useReviewAction } from '../api/console-api.ts';
import { CriterionScore } from './criterion-score.tsx';
import { DetailPanel } from './detail-panel.tsx';
import { DisabledReason } from '../../../components/disabled-reason.tsx';
import { DISABLED_REASONS } from '@portal/shared/review/disabled-reasons';
import { ScoreFigures } from './score-figures.tsx';

const SCALE = Array.from({ length: SCORE_MAX - SCORE_MIN + 1 }, (_, i) => String(SCORE_MIN + i));

type Action = ReturnType<typeof useReviewAction>;

/** A cohort without review stages: the reviewer's own scores on the global rubric (RUBRIC_CRITERIA, 1–5 each). */
const GlobalRubricForm = ({ detail, meta, action }: { detail: ConsoleDetail; meta: ConsoleMeta; action: Action }) => {
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
    <Stack gap="xs">
      <Text size="sm">{T.globalRubric}</Text>
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
  );
};

/** In a review stage: its rubric is the only one, scored on the reviewer's page for this application. */
const StageRubric = ({ detail }: { detail: ConsoleDetail }) => (
  <Stack gap="xs">
    <Text size="sm">{T.stageRubric(detail.scoreSummary.stageName ?? '')}</Text>
    <Text size="sm" data-testid="stage-rubric">
      {detail.stageRubric.map((c) => `${c.label} (×${c.weight})`).join(' · ')}
    </Text>
    {detail.viewerReviewStatus ? (
      <Button component={Link} to={`/console/reviews/${detail.id}`} variant="light">
        {T.scoreInStage}
      </Button>
    ) : (
      <Text size="sm" c="dimmed">
        {T.onlyAssigned}
      </Text>
    )}
  </Stack>
);

/**
 * The application's score figures (ScoreSummary, the same as the list's and the reviewer page's) and the one rubric it
 * is scored with: its stage's, or the global one when its cohort has no stages.
 */
export const ScorePanel = ({ detail, meta, action }: { detail: ConsoleDetail; meta: ConsoleMeta; action: Action }) => (
  <DetailPanel title={T.title}>
    <Stack gap="sm">
      <ScoreFigures summary={detail.scoreSummary} />
      {detail.scoreSummary.source === 'stage' ? (
        <StageRubric detail={detail} />
      ) : detail.scoreSummary.source === 'global' ? (
        <GlobalRubricForm detail={detail} meta={meta} action={action} />
      ) : (
        <Text size="sm">{T.notInStage}</Text>
      )}
    </Stack>
  </DetailPanel>
);
