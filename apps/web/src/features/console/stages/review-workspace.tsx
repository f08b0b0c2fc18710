import { useState } from 'react';
import { Grid, Paper, Stack, Tabs, Title, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { REVIEW_STAGE_TEXTS as T } from '@portal/shared/review/review-stages';
import { SCORE_SUMMARY_TEXTS } from '@portal/shared/review/score-summary';
import { useConsoleApplication, useReviewAction } from '../api/console-api.ts';
import { ApplicationBody } from '../components/application-body.tsx';
import { CommentsPanel } from '../components/comments-panel.tsx';
import { QueryState } from '../components/query-state.tsx';
import { ScoreFigures } from '../components/score-figures.tsx';
import { StageScoreForm, type ScoreDraft } from './stage-score-form.tsx';
import type { MyReviewView as MyReview } from './stages-api.ts';
import classes from '../components/console-shell.module.css';

/** Mantine's md breakpoint: from here the application and the rubric sit side by side. */
const SIDE_BY_SIDE = '(min-width: 62em)';

type Tab = 'application' | 'score' | 'comments';

const Scoring = ({ review, score }: { review: MyReview; score: ScoreDraft }) => (
  <Stack gap="md">
    <StageScoreForm review={review} score={score} />
    {review.scoreSummary ? (
      <Paper withBorder p="md" aria-label={SCORE_SUMMARY_TEXTS.title} component="section">
        <Title order={2} size="h5" mb="xs">
          {SCORE_SUMMARY_TEXTS.title}
        </Title>
        <ScoreFigures summary={review.scoreSummary} />
      </Paper>
    ) : null}
  </Stack>
);

/**
 * A declared review on one screen: the application (as the server gives it to this reviewer, blind where the stage
 * is), the stage's rubric and the team's comments. Side by side at desktop widths (the rubric stays in view while the
 * application scrolls), tabs on a phone. The typed scores live in the page (`score`), so a tab switch keeps them.
 */
export const ReviewWorkspace = ({ review, score }: { review: MyReview; score: ScoreDraft }) => {
  const detail = useConsoleApplication(review.applicationId);
  const action = useReviewAction(review.applicationId);
  const sideBySide = useMediaQuery(SIDE_BY_SIDE, undefined, { getInitialValueInEffect: false });
  const [tab, setTab] = useState<Tab>('application');
  const application = (
    <QueryState error={detail.error} data={detail.data} height={480}>
      {(data) => <ApplicationBody detail={data} />}
    </QueryState>
  );
  const comments = detail.data ? <CommentsPanel comments={detail.data.comments} action={action} /> : null;
  if (sideBySide)
    return (
      <Grid gap="md" data-testid="review-side-by-side">
        <Grid.Col span={7}>{application}</Grid.Col>
        <Grid.Col span={5}>
          <Stack gap="md" className={classes.stickyColumn}>
            <Scoring review={review} score={score} />
            {comments}
          </Stack>
        </Grid.Col>
      </Grid>
    );
  const commentCount = detail.data?.comments.length ?? 0;
  return (
    <Tabs value={tab} onChange={(value) => setTab((value as Tab | null) ?? 'application')} data-testid="review-tabs">
      <Tabs.List grow className={classes.stickyTabs}>
        <Tabs.Tab value="application" className={classes.target}>
          {T.tabApplication}
        </Tabs.Tab>
        <Tabs.Tab value="score" className={classes.target}>
          {T.tabScore}
          {score.unsaved ? (
            <>
              <span aria-hidden> •</span>
              <VisuallyHidden>{T.scoresUnsaved}</VisuallyHidden>
            </>
          ) : null}
        </Tabs.Tab>
        <Tabs.Tab value="comments" className={classes.target}>
          {commentCount > 0 ? `${T.tabComments} (${commentCount})` : T.tabComments}
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="application" pt="md">
        {application}
      </Tabs.Panel>
      <Tabs.Panel value="score" pt="md">
        <Scoring review={review} score={score} />
      </Tabs.Panel>
      <Tabs.Panel value="comments" pt="md">
        {comments}
      </Tabs.Panel>
    </Tabs>
  );
};
