import { useState, useId } from 'react';
import { Button, Stack, Text, Textarea } from '@mantine/core';
import { REVIEW_COMMENT_MAX } from '@portal/shared/review/review';
import type { ConsoleDetail } from '../api/console-types.ts';
import type { useReviewAction } from '../api/console-api.ts';
import { formatDateTime } from '../lib/format.ts';
import { DetailPanel } from './detail-panel.tsx';
import { DisabledReason } from '../../../components/disabled-reason.tsx';
import { DISABLED_REASONS } from '@portal/shared/review/disabled-reasons';

/** Private comments: the team sees them, the applicant never does. */
export const CommentsPanel = ({
  comments,
  action,
}: {
  comments: ConsoleDetail['comments'];
  action: ReturnType<typeof useReviewAction>;
}) => {
  const [body, setBody] = useState('');
  const commentReasonId = useId();
  return (
    <DetailPanel title="Private comments">
      <Stack gap="sm">
        {comments.length === 0 ? (
          <Text c="dimmed" size="sm">
            No comments yet.
          </Text>
        ) : null}
        {comments.map((c) => (
          <div key={c.id}>
            <Text size="xs" c="dimmed">
              {c.authorName} · {formatDateTime(c.createdAt)}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {c.body}
            </Text>
          </div>
        ))}
        <Textarea
          label="Add a comment"
          value={body}
          onChange={(e) => setBody(e.currentTarget.value)}
          maxLength={REVIEW_COMMENT_MAX}
          autosize
          minRows={2}
        />
        <Button
          variant="default"
          disabled={!body.trim()}
          aria-describedby={!body.trim() ? commentReasonId : undefined}
          loading={action.isPending && action.variables?.operation === 'AddReviewComment'}
          onClick={() => action.mutate({ operation: 'AddReviewComment', variables: { body } }, { onSuccess: () => setBody('') })}
        >
          Add comment
        </Button>
        <DisabledReason id={commentReasonId} reason={!body.trim() ? DISABLED_REASONS.addComment : null} />
      </Stack>
    </DetailPanel>
  );
};
