import { Badge } from '@mantine/core';
import { statusLabel } from '@portal/shared/review/review';

const COLORS: Record<string, string> = {
  submitted: 'blue',
  'under-review': 'indigo',
  shortlisted: 'grape',
  accepted: 'green',
  rejected: 'red',
  waitlisted: 'yellow',
};

export const StatusBadge = ({ status }: { status: string }) => (
  <Badge color={COLORS[status] ?? 'gray'} variant="light" styles={{ root: { flexShrink: 0 }, label: { overflow: 'visible' } }}>
    {statusLabel(status)}
  </Badge>
);
