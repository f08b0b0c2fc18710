import { Link } from 'react-router';
import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { sectorLabel } from '@portal/shared/application/options';
import { statusLabel } from '@portal/shared/review/review';
import { useCohortComparison, useConsoleOverview } from '../api/console-api.ts';
import { CohortComparison } from '../components/cohort-comparison.tsx';
import { useConsoleCohort, withCohort } from '../lib/console-cohort.ts';
import { BarChart } from '../components/bar-chart.tsx';
import { ColumnChart } from '../components/column-chart.tsx';
import { QueryState } from '../components/query-state.tsx';
import { StageCounts } from '../components/stage-counts.tsx';

/** Console home: the chosen cohort at a glance, as charts, then every cohort compared. */
export const ConsoleHomePage = () => {
  const cohort = useConsoleCohort();
  const overview = useConsoleOverview(cohort.cohortId);
  const comparison = useCohortComparison();
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            Applications at a glance
          </Title>
          <Text c="dimmed">{overview.data ? `${overview.data.total} submitted applications` : 'Loading…'}</Text>
        </div>
        <Button component={Link} to={withCohort('/console/applications', cohort)}>
          Review applications
        </Button>
      </Group>
      <QueryState error={overview.error} data={overview.data} height={320}>
        {(data) => (
          <>
            <ColumnChart title="Submissions per day (last 30 days)" items={data.perDay} testId="chart-per-day" />
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              <BarChart title="By status" items={data.byStatus} labelOf={statusLabel} testId="chart-status" />
              <StageCounts items={data.byStage} cohort={cohort} />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              <BarChart
                title="By sector"
                items={data.bySector}
                labelOf={sectorLabel}
                color="var(--mantine-color-grape-7)"
                testId="chart-sector"
              />
              <BarChart
                title="By state"
                items={data.byState.slice(0, 12)}
                color="var(--mantine-color-indigo-7)"
                testId="chart-state"
              />
            </SimpleGrid>
          </>
        )}
      </QueryState>
      {comparison.data && comparison.data.length > 1 ? <CohortComparison funnels={comparison.data} /> : null}
    </Stack>
  );
};
