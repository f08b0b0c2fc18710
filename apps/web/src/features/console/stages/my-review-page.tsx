import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Anchor, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { SCORE_MAX, SCORE_MIN } from '@portal/shared/review/review';
import { CONFIDENCE_LABELS, CONFLICT_NOTE_MAX, REVIEW_STAGE_TEXTS as T } from '@portal/shared/review/review-stages';
import { useDeclare, useMyReview, useScoreReview, type MyReview } from './stages-api.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { CriterionScore } from '../components/criterion-score.tsx';
import { ScoreFigures } from '../components/score-figures.tsx';
import { SCORE_SUMMARY_TEXTS } from '@portal/shared/review/score-summary';

const SCORE_OPTIONS = Array.from({ length: SCORE_MAX - SCORE_MIN + 1 }, (_, i) => String(SCORE_MIN + i));

/** One fact of the application being declared about: its name above its value. */
const Fact = ({ label, value }: { label: string; value: ReactNode }) => (
  <div>
    <Text size="sm" c="dimmed">
      {label}
    </Text>
    <Text fw={600}>{value}</Text>
  </div>
);

/** Before the reviewer sees anything else: company name, city, and "No conflict" or "Conflict" with a note. */
const DeclareForm = ({ review }: { review: MyReview }) => {
  const [conflict, setConflict] = useState(false);
  const [note, setNote] = useState('');
  const declare = useDeclare(review.applicationId);
  const navigate = useNavigate();
  const send = (hasConflict: boolean) =>
    declare.mutate(
      { conflict: hasConflict, note: hasConflict ? note : null },
      { onSuccess: (result) => (result ? undefined : navigate('/console/reviews', { state: { conflictRecorded: true } })) },
    );
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {T.declareTitle}
        </Title>
        <Text>{T.declareIntro}</Text>
        <Group gap="xl">
          <Fact label={T.company} value={review.companyName} />
          <Fact label={T.city} value={review.city} />
        </Group>
        {conflict ? (
          <Stack gap="xs">
            <Textarea
              label={T.conflictNote}
              value={note}
              onChange={(e) => setNote(e.currentTarget.value)}
              maxLength={CONFLICT_NOTE_MAX}
              autosize
              minRows={2}
              required
            />
            <Group>
              <Button color="red" onClick={() => send(true)} loading={declare.isPending}>
                {T.declareConflictButton}
              </Button>
              <Button variant="default" onClick={() => setConflict(false)}>
                {T.noConflict}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Group>
            <Button onClick={() => send(false)} loading={declare.isPending}>
              {T.noConflict}
            </Button>
            <Button variant="default" color="red" onClick={() => setConflict(true)}>
              {T.conflict}
            </Button>
          </Group>
        )}
        <ErrorAlert error={declare.error} />
      </Stack>
    </Paper>
  );
};

const ScoreForm = ({ review }: { review: MyReview }) => {
  const [scores, setScores] = useState<Record<string, string>>(() =>
    Object.fromEntries(review.scores.map((s) => [s.criterionId, String(s.score)])),
  );
  const [confidence, setConfidence] = useState<string>(review.confidence ? String(review.confidence) : '');
  const save = useScoreReview(review.applicationId);
  return (
    <Paper
      withBorder
      p="md"
      component="form"
      aria-label={T.scoreTitle}
      onSubmit={(e) => (
        e.preventDefault(),
        save.mutate({
          scores: Object.entries(scores).map(([criterionId, score]) => ({ criterionId, score: Number(score) })),
          confidence: confidence ? Number(confidence) : null,
        })
      )}
    >
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {T.scoreTitle}
          </Title>
          <Anchor component={Link} to={`/console/applications/${review.applicationId}`}>
            {T.viewApplication}
          </Anchor>
        </Group>
        {review.stage.criteria.map((criterion) => (
          <CriterionScore
            key={criterion.id}
            labelId={`criterion-${criterion.id}`}
            label={`${criterion.label} (×${criterion.weight})`}
            data={SCORE_OPTIONS}
            value={scores[criterion.id] ?? ''}
            onChange={(value) => setScores((all) => ({ ...all, [criterion.id]: value }))}
          />
        ))}
        <CriterionScore
          labelId="confidence-label"
          label={T.confidence}
          data={Object.entries(CONFIDENCE_LABELS).map(([value, label]) => ({ value, label }))}
          value={confidence}
          onChange={setConfidence}
        />
        <Group>
          <Button type="submit" loading={save.isPending}>
            {T.saveScores}
          </Button>
          {save.isSuccess ? (
            <Text role="status" c="green.9">
              {T.scoresSaved}
            </Text>
          ) : null}
        </Group>
        <ErrorAlert error={save.error} />
      </Stack>
    </Paper>
  );
};

/** The previous or next application of the queue; disabled at its ends. */
const QueueLink = ({
  applicationId,
  label,
  ...sections
}: {
  applicationId: string | null | undefined;
  label: string;
  leftSection?: ReactNode;
  rightSection?: ReactNode;
}) => (
  <Button
    component={Link}
    to={`/console/reviews/${applicationId ?? ''}`}
    variant="default"
    {...sections}
    disabled={!applicationId}
  >
    {label}
  </Button>
);

/** One application of the viewer's queue in its current stage: declare, then score; previous / next in the queue. */
export const MyReviewPage = () => {
  const { id = '' } = useParams();
  const review = useMyReview(id);
  return (
    <Stack gap="md" maw={800}>
      <Anchor component={Link} to="/console/reviews">
        {T.myReviewsTitle}
      </Anchor>
      <ErrorAlert error={review.error} />
      {review.data ? (
        <>
          <Group justify="space-between" wrap="wrap">
            <Title order={1} size="h2">
              {review.data.companyName ?? review.data.applicationId}
            </Title>
            <Text c="dimmed">
              {review.data.stage.name} · {T.position(review.data.position, review.data.total)}
            </Text>
          </Group>
          {review.data.status === 'declare' ? (
            <DeclareForm key={`d-${id}`} review={review.data} />
          ) : (
            <ScoreForm key={`s-${id}`} review={review.data} />
          )}
          {review.data.scoreSummary ? (
            <Paper withBorder p="md" aria-label={SCORE_SUMMARY_TEXTS.title} component="section">
              <Title order={2} size="h5" mb="xs">
                {SCORE_SUMMARY_TEXTS.title}
              </Title>
              <ScoreFigures summary={review.data.scoreSummary} />
            </Paper>
          ) : null}
          <Group justify="space-between">
            <QueueLink
              applicationId={review.data.previousApplicationId}
              label={T.previous}
              leftSection={<IconArrowLeft size={16} aria-hidden />}
            />
            <QueueLink
              applicationId={review.data.nextApplicationId}
              label={T.next}
              rightSection={<IconArrowRight size={16} aria-hidden />}
            />
          </Group>
        </>
      ) : null}
    </Stack>
  );
};
