import { Link, useParams } from 'react-router';
import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { REVIEW_STAGE_TEXTS as T } from '@portal/shared/review/review-stages';
import { useMyReview, type MyReviewView as MyReview } from './stages-api.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { DeclareForm } from './declare-form.tsx';
import { QueueStepper } from './queue-stepper.tsx';
import { ReviewWorkspace } from './review-workspace.tsx';
import { useScoreDraft } from './stage-score-form.tsx';
import classes from '../components/console-shell.module.css';

const Heading = ({ review }: { review: MyReview }) => (
  <Group justify="space-between" wrap="wrap" gap="xs">
    <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
      {review.companyName ?? review.applicationId}
    </Title>
    <Text c="dimmed">{review.stage.name}</Text>
  </Group>
);

/** A declared review: its typed scores are held here, above the tabs and the queue's Previous / Next. */
const DeclaredReview = ({ review }: { review: MyReview }) => {
  const score = useScoreDraft(review);
  return (
    <>
      <QueueStepper review={review} score={score} />
      <Heading review={review} />
      <ReviewWorkspace review={review} score={score} />
    </>
  );
};

/**
 * One application of the viewer's queue in its current stage, on one screen: declare a conflict or not, then the
 * application, the stage's rubric and the comments together; Previous / Next keep the queue's order.
 */
export const MyReviewPage = () => {
  const { id = '' } = useParams();
  const review = useMyReview(id);
  const data = review.data;
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/console/reviews" className={classes.target}>
        <Group gap={4} wrap="nowrap">
          <IconArrowLeft size={16} aria-hidden />
          {T.myReviewsTitle}
        </Group>
      </Anchor>
      <ErrorAlert error={review.error} />
      {data && data.status === 'declare' ? (
        <>
          <QueueStepper review={data} score={null} />
          <Heading review={data} />
          <DeclareForm key={`d-${id}`} review={data} />
        </>
      ) : data ? (
        <DeclaredReview key={`s-${id}`} review={data} />
      ) : null}
    </Stack>
  );
};
