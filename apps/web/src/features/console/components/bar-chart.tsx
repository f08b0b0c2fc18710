import { Paper, Text, Title } from '@mantine/core';
import type { CountItem } from '../api/console-types.ts';

const ROW = 38;

/**
 * Horizontal bars (SVG, no chart library): one row per item, its label above the bar and its count at the
 * end. Percent widths keep it fluid from 360 px phones to desktops; screen readers get the numbers as a list.
 */
export const BarChart = ({
  title,
  items,
  labelOf,
  color = 'var(--mantine-color-cyan-7)',
  testId,
}: {
  title: string;
  items: CountItem[];
  labelOf?: (key: string) => string;
  color?: string;
  testId?: string;
}) => {
  const max = Math.max(1, ...items.map((i) => i.count));
  const label = labelOf ?? ((key: string) => key);
  return (
    <Paper withBorder p="md" data-testid={testId}>
      <Title order={2} size="h5" mb="sm">
        {title}
      </Title>
      {items.length === 0 ? (
        <Text c="dimmed" size="sm">
          Nothing yet.
        </Text>
      ) : (
        <svg
          width="100%"
          height={items.length * ROW}
          role="img"
          aria-label={`${title}: ${items.map((i) => `${label(i.key)} ${i.count}`).join(', ')}`}
        >
          {items.map((item, index) => {
            const y = index * ROW;
            const percent = (item.count / max) * 88;
            return (
              <g key={item.key}>
                <text x="0" y={y + 12} fontSize="12" fill="var(--mantine-color-text)">
                  {label(item.key)}
                </text>
                <rect x="0" y={y + 17} height="14" rx="3" width={`${Math.max(percent, item.count > 0 ? 1 : 0)}%`} fill={color}>
                  <title>{`${label(item.key)}: ${item.count}`}</title>
                </rect>
                <text x={`${percent + 2}%`} y={y + 29} fontSize="12" fontWeight="600" fill="var(--mantine-color-text)">
                  {item.count}
                </text>
              </g>
            );
          })}
        </svg>
      )}
    </Paper>
  );
};
