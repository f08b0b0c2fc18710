import { Link } from 'react-router';
import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { DUPLICATE_LABELS, FAIRNESS_TEXTS, type DuplicateKind } from '@portal/shared/review/review-fairness';
import { BLIND_REVIEW_TEXTS } from '@portal/shared/review/blind-review';
import type { DuplicateLink } from '../api/console-types.ts';

export const reasonsText = (reasons: string[]): string =>
  reasons.map((r) => DUPLICATE_LABELS[r as DuplicateKind] ?? r).join(', ');

/** The badge in the list: links to the first other application (in blind review it says only that there is one). */
export const DuplicateBadge = ({ duplicates }: { duplicates: DuplicateLink[] }) => {
  if (duplicates.length === 0) return null;
  const first = duplicates[0]!.applicationId;
  const props = {
    color: 'orange',
    variant: 'light',
    size: 'sm',
    title: reasonsText(duplicates.flatMap((d) => d.reasons)),
    'data-testid': 'duplicate-badge',
  } as const;
  return first === null ? (
    <Badge {...props}>{FAIRNESS_TEXTS.duplicateBadge}</Badge>
  ) : (
    <Badge {...props} component={Link} to={`/console/applications/${first}`} style={{ cursor: 'pointer' }}>
      {FAIRNESS_TEXTS.duplicateBadge}
    </Badge>
  );
};

/** On the detail page: every other application that shares data with this one, and what it shares (blind: not which). */
export const DuplicatesPanel = ({ duplicates }: { duplicates: DuplicateLink[] }) =>
  duplicates.length === 0 ? null : (
    <Paper withBorder p="md" data-testid="duplicates-panel" style={{ borderColor: 'var(--mantine-color-orange-6)' }}>
      <Title order={2} size="h5" mb="xs">
        {FAIRNESS_TEXTS.duplicatesTitle}
      </Title>
      <Stack gap={6}>
        {duplicates.map((d, i) => (
          <Group key={d.applicationId ?? i} gap="xs" wrap="wrap">
            {d.applicationId === null ? (
              <Text fw={600}>{BLIND_REVIEW_TEXTS.anotherApplication}</Text>
            ) : (
              <Anchor component={Link} to={`/console/applications/${d.applicationId}`} fw={600}>
                {d.companyName || 'Untitled'}
              </Anchor>
            )}
            <Text size="sm" c="dimmed">
              {reasonsText(d.reasons)}
            </Text>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
