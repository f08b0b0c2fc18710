import { Group, Paper, Text, Title } from '@mantine/core';
import type { CountItem } from '../api/console-types.ts';
import { formatDate } from '../lib/format.ts';

const HEIGHT = 120;

/** Submissions per day: one column per day (SVG stretched to the card's width), dates under the ends. */
export const ColumnChart = ({ title, items, testId }: { title: string; items: CountItem[]; testId?: string }) => {
  const max = Math.max(1, ...items.map((i) => i.count));
  const total = items.reduce((sum, i) => sum + i.count, 0);
  const width = items.length * 10;
  return (
    <Paper withBorder p="md" data-testid={testId}>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h5">
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {total} in {items.length} days · busiest day {max === 1 && total === 0 ? 0 : max}
        </Text>
      </Group>
      <svg
        width="100%"
        height={HEIGHT}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={`${title}: ${
          items
            .filter((i) => i.count > 0)
            .map((i) => `${i.key} ${i.count}`)
            .join(', ') || 'none'
        }`}
      >
        <line
          x1="0"
          x2={width}
          y1={HEIGHT - 0.5}
          y2={HEIGHT - 0.5}
          stroke="var(--mantine-color-default-border)"
          strokeWidth="1"
        />
        {items.map((item, index) => {
          const h = (item.count / max) * (HEIGHT - 8);
          return (
            <rect key={item.key} x={index * 10 + 1.5} width="7" y={HEIGHT - h} height={h} fill="var(--mantine-color-teal-7)">
              <title>{`${formatDate(item.key)}: ${item.count}`}</title>
            </rect>
          );
        })}
      </svg>
      <Group justify="space-between" mt={4}>
        <Text size="xs" c="dimmed">
          {formatDate(items[0]?.key)}
        </Text>
        <Text size="xs" c="dimmed">
          {formatDate(items.at(-1)?.key)}
        </Text>
      </Group>
    </Paper>
  );
};
