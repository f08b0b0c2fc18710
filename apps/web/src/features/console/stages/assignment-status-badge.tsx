import { Badge, type BadgeProps } from '@mantine/core';
import { REVIEW_STAGE_TEXTS as T } from '@portal/shared/review/review-stages';

const STATUS_COLORS: Record<string, string> = { declare: 'orange', 'to-do': 'blue', done: 'green' };

/** Where a reviewer's assignment stands ("Conflict not declared yet", "To do", "Done"), in sentence case (touch.css wraps it). */
export const AssignmentStatusBadge = ({ status, size }: { status: string; size?: BadgeProps['size'] }) => (
  <Badge variant="light" size={size} color={STATUS_COLORS[status] ?? 'gray'} tt="none" radius="sm">
    {T.statusLabels[status] ?? status}
  </Badge>
);
