import { useState } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { SCORE_MAX, SCORE_MIN } from '@portal/shared/review/review';
import { CONFIDENCE_LABELS, REVIEW_STAGE_TEXTS as T } from '@portal/shared/review/review-stages';
import { useScoreReview, type MyReviewView as MyReview } from './stages-api.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { CriterionScore } from '../components/criterion-score.tsx';

const SCORE_OPTIONS = Array.from({ length: SCORE_MAX - SCORE_MIN + 1 }, (_, i) => String(SCORE_MIN + i));

interface Draft {
  scores: Record<string, string>;
  confidence: string;
}

const savedDraft = (review: MyReview): Draft => ({
  scores: Object.fromEntries(review.scores.map((s) => [s.criterionId, String(s.score)])),
  confidence: review.confidence ? String(review.confidence) : '',
});

/**
 * The reviewer's scores as typed, kept by the review page itself (not by the form), so they outlive a switch of tab
 * on a phone; `unsaved` when they differ from what the server holds. `save` resolves true once saved.
 */
export const useScoreDraft = (review: MyReview) => {
  const [draft, setDraft] = useState<Draft>(() => savedDraft(review));
  const mutation = useScoreReview(review.applicationId);
  const saved = savedDraft(review);
  const unsaved =
    draft.confidence !== saved.confidence ||
    review.stage.criteria.some((c) => (draft.scores[c.id] ?? '') !== (saved.scores[c.id] ?? ''));
  const save = async (): Promise<boolean> => {
    try {
      await mutation.mutateAsync({
        scores: Object.entries(draft.scores).map(([criterionId, score]) => ({ criterionId, score: Number(score) })),
        confidence: draft.confidence ? Number(draft.confidence) : null,
      });
      return true;
    } catch {
      return false;
    }
  };
  return { draft, setDraft, unsaved, save, mutation };
};

export type ScoreDraft = ReturnType<typeof useScoreDraft>;

/** The stage's rubric (each criterion with its weight), the reviewer's confidence and Save. */
export const StageScoreForm = ({ review, score }: { review: MyReview; score: ScoreDraft }) => {
  const { draft, setDraft, unsaved, save, mutation } = score;
  return (
    <Paper withBorder p="md" component="form" aria-label={T.scoreTitle} onSubmit={(e) => (e.preventDefault(), void save())}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {T.scoreTitle}
        </Title>
        {review.stage.criteria.map((criterion) => (
          <CriterionScore
            key={criterion.id}
            labelId={`criterion-${criterion.id}`}
            label={`${criterion.label} (×${criterion.weight})`}
            data={SCORE_OPTIONS}
            value={draft.scores[criterion.id] ?? ''}
            onChange={(value) => setDraft((d) => ({ ...d, scores: { ...d.scores, [criterion.id]: value } }))}
          />
        ))}
        <CriterionScore
          labelId="confidence-label"
          label={T.confidence}
          data={Object.entries(CONFIDENCE_LABELS).map(([value, label]) => ({ value, label }))}
          value={draft.confidence}
          onChange={(confidence) => setDraft((d) => ({ ...d, confidence }))}
        />
        <Group>
          <Button type="submit" loading={mutation.isPending}>
            {T.saveScores}
          </Button>
          {unsaved ? (
            <Text c="orange.9" data-testid="scores-unsaved">
              {T.scoresUnsaved}
            </Text>
          ) : mutation.isSuccess ? (
            <Text role="status" c="green.9">
              {T.scoresSaved}
            </Text>
          ) : null}
        </Group>
        <ErrorAlert error={mutation.error} />
      </Stack>
    </Paper>
  );
};
