import { useState, useId } from 'react';
import { Button, Select, Stack, Text, Textarea } from '@mantine/core';
import { DECISION_TEXTS, REVIEW_NOTE_MAX, isDecision, statusLabel } from '@portal/shared/review/review';
import type { ConsoleDetail } from '../api/console-types.ts';
import type { useReviewAction } from '../api/console-api.ts';
import { formatDateTime } from '../lib/format.ts';
import { StatusBadge } from './status-badge.tsx';
import { SUBMITTED_STATUS } from '@portal/shared/application/application-status';
import { PublishConfirm } from '../fairness/publish-confirm.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { DetailPanel } from './detail-panel.tsx';
import { DisabledReason } from '../../../components/disabled-reason.tsx';
import { DISABLED_REASONS } from '@portal/shared/review/disabled-reasons';

export interface StatusPanelProps {
  detail: ConsoleDetail;
  statuses: string[];
  action: ReturnType<typeof useReviewAction>;
}

/** Move the application along the pipeline (with an optional note) and publish a decision to the applicant. */
export const StatusPanel = ({ detail, statuses, action }: StatusPanelProps) => {
  const [next, setNext] = useState<string | null>(null);
  const changeReasonId = useId();
  const [note, setNote] = useState('');
  const [confirming, setConfirming] = useState(false);
  const canPublish = isDecision(detail.status) && detail.decision !== detail.status;
  const move = () => {
    if (!next) return;
    action.mutate(
      { operation: 'ChangeApplicationStatus', variables: { status: next, note: note.trim() || null } },
      { onSuccess: () => (setNext(null), setNote('')) },
    );
  };
  return (
    <DetailPanel title="Status" aside={<StatusBadge status={detail.status} />}>
      <Stack gap="sm">
        <Select
          label="Move to"
          placeholder="Choose a status"
          data={statuses
            .filter((s) => s !== detail.status && s !== SUBMITTED_STATUS)
            .map((s) => ({ value: s, label: statusLabel(s) }))}
          value={next}
          onChange={setNext}
          comboboxProps={{ withinPortal: true }}
        />
        <Textarea
          label="Note (optional, team only)"
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          maxLength={REVIEW_NOTE_MAX}
          autosize
          minRows={2}
        />
        <Button
          onClick={move}
          disabled={!next}
          aria-describedby={!next ? changeReasonId : undefined}
          loading={action.isPending && action.variables?.operation === 'ChangeApplicationStatus'}
        >
          Change status
        </Button>
        <DisabledReason id={changeReasonId} reason={!next ? DISABLED_REASONS.changeStatus : null} />
        <Text size="sm" c="dimmed" data-testid="published-decision">
          {detail.decision
            ? `Published to the applicant: ${DECISION_TEXTS[detail.decision as keyof typeof DECISION_TEXTS]?.badge ?? statusLabel(detail.decision)} (${formatDateTime(detail.decisionPublishedAt)})`
            : 'The applicant sees “Submitted” until a decision is published.'}
        </Text>
        {canPublish ? (
          <Button color="green" variant="light" onClick={() => setConfirming(true)} disabled={detail.blind}>
            Publish decision: {statusLabel(detail.status)}
          </Button>
        ) : null}
        <PublishConfirm
          applicationId={detail.id}
          opened={confirming}
          publishing={action.isPending && action.variables?.operation === 'PublishDecision'}
          onClose={() => setConfirming(false)}
          onConfirm={() =>
            action.mutate({ operation: 'PublishDecision', variables: {} }, { onSettled: () => setConfirming(false) })
          }
        />
        <ErrorAlert error={action.error} />
      </Stack>
    </DetailPanel>
  );
};
