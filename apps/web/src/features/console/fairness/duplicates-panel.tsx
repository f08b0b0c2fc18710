import { Link } from 'react-router';
import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { DUPLICATE_LABELS, FAIRNESS_TEXTS, type DuplicateKind } from '@portal/shared/review/review-fairness';
import type { DuplicateLink } from '../api/console-types.ts';

export const reasonsText = (reasons: string[]): string =>
  reasons.map((r) => DUPLICATE_LABELS[r as DuplicateKind] ?? r).join(', ');

/** The badge in the list: links to the first other application. */
export const DuplicateBadge = ({ duplicates }: { duplicates: DuplicateLink[] }) =>
  duplicates.length === 0 ? null : (
    <Badge
      component={Link}
      to={`/console/applications/${duplicates[0]!.applicationId}`}
      color="orange"
      variant="light"
      size="sm"
      style={{ cursor: 'pointer' }}
      title={reasonsText(duplicates.flatMap((d) => d.reasons))}
      data-testid="duplicate-badge"
    >
      {FAIRNESS_TEXTS.duplicateBadge}
    </Badge>
  );

/** On the detail page: every other application that shares data with this one, and what it shares. */
export const DuplicatesPanel = ({ duplicates }: { duplicates: DuplicateLink[] }) =>
  duplicates.length === 0 ? null : (
    <Paper withBorder p="md" data-testid="duplicates-panel" style={{ borderColor: 'var(--mantine-color-orange-6)' }}>
      <Title order={2} size="h5" mb="xs">
        {FAIRNESS_TEXTS.duplicatesTitle}
      </Title>
      <Stack gap={6}>
        {duplicates.map((d) => (
          <Group key={d.applicationId} gap="xs" wrap="wrap">
            <Anchor component={Link} to={`/console/applications/${d.applicationId}`} fw={600}>
              {d.companyName || 'Untitled'}
            </Anchor>
            <Text size="sm" c="dimmed">
              {reasonsText(d.reasons)}
            </Text>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
