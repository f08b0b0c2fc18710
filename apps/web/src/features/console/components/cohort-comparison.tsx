import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { sectorLabel } from '@portal/shared/application/options';
import type { ConsoleCohortComparisonQuery } from '@portal/shared/graphql/graphql-types.generated';
import { ScrollTable } from './scroll-table.tsx';

type Funnel = ConsoleCohortComparisonQuery['consoleCohortComparison'][number];
type Item = Funnel['bySector'][number];

const cell = (item: Pick<Item, 'started' | 'submitted' | 'accepted'> | undefined) =>
  item ? `${item.started} · ${item.submitted} · ${item.accepted}` : '0 · 0 · 0';

/** One breakdown (sector or state): a row per key, a column per cohort, each cell started · submitted · accepted. */
const Breakdown = ({
  title,
  funnels,
  itemsOf,
  labelOf = (key) => key,
  limit,
}: {
  title: string;
  funnels: Funnel[];
  itemsOf: (f: Funnel) => Item[];
  labelOf?: (key: string) => string;
  limit: number;
}) => {
  const totals = new Map<string, number>();
  for (const f of funnels) for (const i of itemsOf(f)) totals.set(i.key, (totals.get(i.key) ?? 0) + i.started);
  const keys = [...totals].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, limit);
  return (
    <ScrollTable minWidth={480} columns={[title, ...funnels.map((f) => f.nameEn)]} striped>
      {keys.map(([key]) => (
        <Table.Tr key={key}>
          <Table.Th scope="row">{labelOf(key)}</Table.Th>
          {funnels.map((f) => (
            <Table.Td key={f.cohortId}>{cell(itemsOf(f).find((i) => i.key === key))}</Table.Td>
          ))}
        </Table.Tr>
      ))}
    </ScrollTable>
  );
};

/** The overview's comparison across cohorts: applications started, submitted and accepted, in all and by sector and state. */
export const CohortComparison = ({ funnels }: { funnels: Funnel[] }) => (
  <Paper withBorder p="md" data-testid="cohort-comparison">
    <Stack gap="sm">
      <Title order={2} size="h4">
        Cohorts compared
      </Title>
      <ScrollTable minWidth={480} columns={['Cohort', 'State', 'Started', 'Submitted', 'Accepted']} striped>
        {funnels.map((f) => (
          <Table.Tr key={f.cohortId}>
            <Table.Th scope="row">{f.nameEn}</Table.Th>
            <Table.Td>{f.state}</Table.Td>
            <Table.Td>{f.started}</Table.Td>
            <Table.Td>{f.submitted}</Table.Td>
            <Table.Td>{f.accepted}</Table.Td>
          </Table.Tr>
        ))}
      </ScrollTable>
      <Text size="sm" c="dimmed">
        Below, each cell reads started · submitted · accepted.
      </Text>
      <Breakdown title="Sector" funnels={funnels} itemsOf={(f) => f.bySector} labelOf={sectorLabel} limit={20} />
      <Breakdown title="State" funnels={funnels} itemsOf={(f) => f.byState} limit={12} />
    </Stack>
  </Paper>
);
