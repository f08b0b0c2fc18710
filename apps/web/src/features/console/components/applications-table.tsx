import { Link } from 'react-router';
import { Anchor, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconSelector } from '@tabler/icons-react';
import { revenueLabel, sectorLabel } from '@portal/shared/options';
import type { ConsoleSortField } from '@portal/shared/review';
import type { ConsoleRow } from '../api/console-types.ts';
import { formatCrore, formatDate, formatScore } from '../lib/format.ts';
import type { ListParams } from '../lib/list-params.ts';
import { StatusBadge } from './status-badge.tsx';
import { FAIRNESS_TEXTS } from '@portal/shared/review-fairness';
import { DuplicateBadge } from '../fairness/duplicates-panel.tsx';

export interface ApplicationsTableProps {
  rows: ConsoleRow[];
  params: ListParams;
  onSort: (field: ConsoleSortField) => void;
}

const COLUMNS: { field: ConsoleSortField; label: string; numeric?: boolean }[] = [
  { field: 'status', label: 'Status' },
  { field: 'companyName', label: 'Startup' },
  { field: 'founderName', label: 'Founder' },
  { field: 'state', label: 'City, State' },
  { field: 'sector', label: 'Sector' },
  { field: 'revenue', label: 'Revenue Range' },
  { field: 'totalFunding', label: 'Total Funding', numeric: true },
  { field: 'submittedAt', label: 'Submitted' },
  { field: 'averageScore', label: 'Avg. Score', numeric: true },
  { field: 'stageMean', label: FAIRNESS_TEXTS.rawMean, numeric: true },
  { field: 'calibratedScore', label: FAIRNESS_TEXTS.calibratedScore, numeric: true },
];

const SortHeader = ({ field, label, params, onSort, numeric }: { field: ConsoleSortField; label: string; params: ListParams; onSort: (f: ConsoleSortField) => void; numeric?: boolean }) => {
  const active = params.sort === field;
  const Icon = !active ? IconSelector : params.direction === 'asc' ? IconArrowUp : IconArrowDown;
  return (
    <Table.Th aria-sort={active ? (params.direction === 'asc' ? 'ascending' : 'descending') : 'none'} style={{ whiteSpace: 'nowrap', textAlign: numeric ? 'right' : undefined }}>
      <UnstyledButton onClick={() => onSort(field)} style={{ display: 'inline-flex', alignItems: 'center', gap: 4, fontWeight: 600, fontSize: 'inherit' }}>
        {label}
        <Icon size={14} aria-hidden />
      </UnstyledButton>
    </Table.Th>
  );
};

/** The console's table; every column sorts on the server. Scrolls sideways on narrow screens. */
export const ApplicationsTable = ({ rows, params, onSort }: ApplicationsTableProps) => (
  <Table.ScrollContainer minWidth={1080}>
    <Table striped highlightOnHover verticalSpacing="sm" data-testid="applications-table">
      <Table.Thead>
        <Table.Tr>
          {COLUMNS.map((c) => (
            <SortHeader key={c.field} {...c} params={params} onSort={onSort} />
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.id}>
            <Table.Td>
              <StatusBadge status={row.status} />
            </Table.Td>
            <Table.Td>
              <Anchor component={Link} to={`/console/applications/${row.id}`} fw={600}>
                {row.companyName || 'Untitled'}
              </Anchor>{' '}
              <DuplicateBadge duplicates={row.duplicates} />
            </Table.Td>
            <Table.Td>{row.founderName}</Table.Td>
            <Table.Td>{[row.city, row.state].filter(Boolean).join(', ')}</Table.Td>
            <Table.Td>{sectorLabel(row.sector)}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{revenueLabel(row.revenue)}</Table.Td>
            <Table.Td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>{formatCrore(row.totalFunding)}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(row.submittedAt)}</Table.Td>
            <Table.Td style={{ textAlign: 'right' }}>
              <Text span size="sm" title={`${row.scoreCount} reviewer(s)`}>
                {formatScore(row.averageScore)}
              </Text>
            </Table.Td>
            <Table.Td style={{ textAlign: 'right' }} data-testid="row-stage-mean" title={row.stageName ?? undefined}>
              {formatScore(row.stageMean)}
            </Table.Td>
            <Table.Td style={{ textAlign: 'right' }} data-testid="row-calibrated">
              {formatScore(row.calibratedScore)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  </Table.ScrollContainer>
);
