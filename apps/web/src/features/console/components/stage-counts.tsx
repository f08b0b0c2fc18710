import { Link } from 'react-router';
import { Anchor, Paper, Table, Text, Title } from '@mantine/core';
import { STAGE_PROGRESS_TEXTS } from '@portal/shared/review/stage-progress';
import type { ConsoleOverview } from '../api/console-types.ts';
import type { ConsoleCohortView } from '../lib/console-cohort.ts';

/** The overview's count of applications per review stage, each a link to the list filtered to that stage. */
export const StageCounts = ({ items, cohort }: { items: ConsoleOverview['byStage']; cohort: ConsoleCohortView }) => {
  const listOf = (stage: string) => {
    const search = new URLSearchParams({ stage });
    if (cohort.chosen) search.set('cohort', cohort.value);
    return `/console/applications?${search.toString()}`;
  };
  return (
    <Paper withBorder p="md" data-testid="chart-stage">
      <Title order={2} size="h5">
        {STAGE_PROGRESS_TEXTS.byStageTitle}
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        {STAGE_PROGRESS_TEXTS.byStageIntro}
      </Text>
      <Table verticalSpacing={4}>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.key}>
              <Table.Td>
                <Anchor
                  component={Link}
                  to={listOf(item.key)}
                  size="sm"
                  style={{ display: 'inline-block', minHeight: 44, lineHeight: '44px' }}
                >
                  {item.label}
                </Anchor>
              </Table.Td>
              <Table.Td style={{ textAlign: 'right', fontWeight: 600 }}>{item.count}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
};
