import { Text, Timeline } from '@mantine/core';
import { statusLabel } from '@portal/shared/review/review';
import type { ConsoleDetail } from '../api/console-types.ts';
import { formatDateTime } from '../lib/format.ts';
import { SUBMITTED_STATUS } from '@portal/shared/application/application-status';
import { BULK_MOVE_TEXTS } from '@portal/shared/review/bulk-move';
import { DetailPanel } from './detail-panel.tsx';
import { FIELD_LABELS } from '@portal/shared/application/application-fields';
import { CORRECTION_TEXTS, isCorrectableField, shortRequestId } from '@portal/shared/privacy/corrections';

const correctedTitle = (h: ConsoleDetail['history'][number]): string =>
  CORRECTION_TEXTS.HISTORY(
    isCorrectableField(h.toStatus) ? FIELD_LABELS[h.toStatus] : h.toStatus,
    shortRequestId(h.fromStatus ?? ''),
  );

const titleOf = (h: ConsoleDetail['history'][number]): string =>
  h.action === 'field_corrected'
    ? correctedTitle(h)
    : h.action === 'decision_published'
      ? `Decision published: ${statusLabel(h.toStatus)}`
      : h.action === 'stage_moved'
        ? BULK_MOVE_TEXTS.historyStage(h.fromStatus, h.toStatus)
        : `${statusLabel(h.fromStatus ?? SUBMITTED_STATUS)} → ${statusLabel(h.toStatus)}`;

/**
 * The audit trail: who moved the application from what status or review stage to what, when, and why; and which
 * answers the team corrected on which of the founder's requests.
 */
export const HistoryList = ({ history, submittedAt }: { history: ConsoleDetail['history']; submittedAt: string | null }) => (
  <DetailPanel title="History">
    <Timeline active={history.length} bulletSize={14} lineWidth={2} data-testid="status-history">
      <Timeline.Item title="Submitted">
        <Text size="xs" c="dimmed">
          {formatDateTime(submittedAt)}
        </Text>
      </Timeline.Item>
      {history.map((h) => (
        <Timeline.Item key={h.id} title={titleOf(h)}>
          <Text size="xs" c="dimmed">
            {h.actorName} · {formatDateTime(h.createdAt)}
          </Text>
          {h.note ? (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {h.note}
            </Text>
          ) : null}
        </Timeline.Item>
      ))}
    </Timeline>
  </DetailPanel>
);
