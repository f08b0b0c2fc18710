import { useState, type MouseEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { REVIEW_STAGE_TEXTS as T } from '@portal/shared/review/review-stages';
import type { MyReviewView as MyReview } from './stages-api.ts';
import type { ScoreDraft } from './stage-score-form.tsx';
import classes from '../components/console-shell.module.css';

const reviewPath = (applicationId: string) => `/console/reviews/${applicationId}`;

/**
 * The previous or next application of the queue (a link, so it opens in a new tab too). At the queue's ends there is
 * none: an empty place keeps the position in the middle, rather than a greyed link that leads nowhere.
 */
const QueueLink = ({
  applicationId,
  label,
  onFollow,
  ...sections
}: {
  applicationId: string | null;
  label: string;
  onFollow: (event: MouseEvent, path: string) => void;
  leftSection?: ReactNode;
  rightSection?: ReactNode;
}) =>
  applicationId ? (
    <Button
      component={Link}
      to={reviewPath(applicationId)}
      onClick={(event: MouseEvent) => onFollow(event, reviewPath(applicationId))}
      variant="default"
      className={classes.target}
      {...sections}
    >
      {label}
    </Button>
  ) : (
    <span />
  );

/**
 * Previous / Next through the reviewer's queue (the order of My reviews). With scores typed and not saved it asks
 * first: save and go on, go on without saving, or stay.
 */
export const QueueStepper = ({ review, score }: { review: MyReview; score: ScoreDraft | null }) => {
  const navigate = useNavigate();
  const [pending, setPending] = useState<string | null>(null);
  const follow = (event: MouseEvent, path: string) => {
    if (!score?.unsaved) return;
    event.preventDefault();
    setPending(path);
  };
  const go = (path: string) => {
    setPending(null);
    void navigate(path);
  };
  return (
    <>
      <Group justify="space-between" gap="xs" wrap="nowrap" data-testid="queue-stepper">
        <QueueLink
          applicationId={review.previousApplicationId}
          label={T.previous}
          onFollow={follow}
          leftSection={<IconArrowLeft size={16} aria-hidden />}
        />
        <Text c="dimmed" size="sm" ta="center">
          {T.position(review.position, review.total)}
        </Text>
        <QueueLink
          applicationId={review.nextApplicationId}
          label={T.next}
          onFollow={follow}
          rightSection={<IconArrowRight size={16} aria-hidden />}
        />
      </Group>
      <Modal opened={pending !== null} onClose={() => setPending(null)} title={T.unsavedTitle} centered>
        <Stack gap="sm" data-testid="unsaved-scores">
          <Text size="sm">{T.unsavedText}</Text>
          {score?.mutation.error ? (
            <Text size="sm" c="red.8" role="alert">
              {score.mutation.error.message}
            </Text>
          ) : null}
          <Stack gap="xs">
            <Button
              loading={score?.mutation.isPending}
              onClick={() => void score?.save().then((saved) => (saved && pending ? go(pending) : undefined))}
            >
              {T.saveAndGo}
            </Button>
            <Button variant="default" onClick={() => (pending ? go(pending) : undefined)}>
              {T.leaveUnsaved}
            </Button>
            <Button variant="subtle" onClick={() => setPending(null)}>
              {T.stay}
            </Button>
          </Stack>
        </Stack>
      </Modal>
    </>
  );
};
