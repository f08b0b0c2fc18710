import { Link } from 'react-router';
import { Anchor, Checkbox, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconSelector } from '@tabler/icons-react';
import { revenueLabel, sectorLabel } from '@portal/shared/application/options';
import type { ConsoleSortField } from '@portal/shared/review/review';
import type { ConsoleRow } from '../api/console-types.ts';
import { formatCrore, formatDate, formatScore } from '../lib/format.ts';
import type { ListParams } from '../lib/list-params.ts';
import { StatusBadge } from './status-badge.tsx';
import { SCORE_SUMMARY_TEXTS as S } from '@portal/shared/review/score-summary';
import { CalibratedValue } from './score-figures.tsx';
import { BULK_MOVE_TEXTS } from '@portal/shared/review/bulk-move';
import { DuplicateBadge } from '../fairness/duplicates-panel.tsx';
import { STAGE_PROGRESS_TEXTS } from '@portal/shared/review/stage-progress';

/** Rows chosen for a bulk move (admins): a checkbox per row and one for the whole page. */
export interface RowSelection {
  selected: ReadonlySet<string>;
  onChange: (ids: string[], checked: boolean) => void;
}

export interface ApplicationsTableProps {
  rows: ConsoleRow[];
  params: ListParams;
  onSort: (field: ConsoleSortField) => void;
  selection?: RowSelection;
}

// Founders' own words (a company, a name) may be one long word: it breaks rather than widen the table.
const WRAP_ANYWHERE = { overflowWrap: 'anywhere' } as const;

const companyOf = (row: ConsoleRow) => row.companyName || 'Untitled';

const PageCheckbox = ({ rows, selection }: { rows: ConsoleRow[]; selection: RowSelection }) => {
  const chosen = rows.filter((r) => selection.selected.has(r.id)).length;
  return (
    <Table.Th w={40}>
      <Checkbox
        aria-label={BULK_MOVE_TEXTS.selectPage}
        checked={chosen > 0 && chosen === rows.length}
        indeterminate={chosen > 0 && chosen < rows.length}
        onChange={(event) =>
          selection.onChange(
            rows.map((r) => r.id),
            event.currentTarget.checked,
          )
        }
        data-testid="select-page"
      />
    </Table.Th>
  );
};

const COLUMNS: { field: ConsoleSortField; label: string; numeric?: boolean }[] = [
  { field: 'status', label: 'Status' },
  { field: 'stage', label: STAGE_PROGRESS_TEXTS.stageColumn },
  { field: 'companyName', label: 'Startup' },
  { field: 'founderName', label: 'Founder' },
  { field: 'state', label: 'City, State' },
  { field: 'sector', label: 'Sector' },
  { field: 'revenue', label: 'Revenue Range' },
  { field: 'totalFunding', label: 'Total Funding', numeric: true },
  { field: 'submittedAt', label: 'Submitted' },
];

/** The score figures (ScoreSummary): the weighted mean and the calibrated score sort; the raw mean and count do not. */
const PlainHeader = ({ label }: { label: string }) => <Table.Th style={{ textAlign: 'right' }}>{label}</Table.Th>;

const SortHeader = ({
  field,
  label,
  params,
  onSort,
  numeric,
}: {
  field: ConsoleSortField;
  label: string;
  params: ListParams;
  onSort: (f: ConsoleSortField) => void;
  numeric?: boolean;
}) => {
  const active = params.sort === field;
  const Icon = !active ? IconSelector : params.direction === 'asc' ? IconArrowUp : IconArrowDown;
  return (
    <Table.Th
      aria-sort={active ? (params.direction === 'asc' ? 'ascending' : 'descending') : 'none'}
      style={{ textAlign: numeric ? 'right' : undefined }}
    >
      <UnstyledButton
        onClick={() => onSort(field)}
        style={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 4,
          fontWeight: 600,
          fontSize: 'inherit',
          textAlign: 'inherit',
        }}
      >
        {label}
        <Icon size={14} aria-hidden style={{ flexShrink: 0 }} />
      </UnstyledButton>
    </Table.Th>
  );
};

/**
 * The console's table; every column sorts on the server. Column titles and long cells wrap, so it fits a 1280 px
 * screen with the row checkboxes; it scrolls sideways only on narrower screens.
 */
export const ApplicationsTable = ({ rows, params, onSort, selection }: ApplicationsTableProps) => (
  <Table.ScrollContainer minWidth={selection ? 1120 : 1080}>
    <Table striped highlightOnHover verticalSpacing="sm" horizontalSpacing={6} fz="sm" data-testid="applications-table">
      <Table.Thead>
        <Table.Tr>
          {selection ? <PageCheckbox rows={rows} selection={selection} /> : null}
          {COLUMNS.map((c) => (
            <SortHeader key={c.field} {...c} params={params} onSort={onSort} />
          ))}
          <PlainHeader label={S.rawMean} />
          <SortHeader field="stageMean" label={S.weightedMean} numeric params={params} onSort={onSort} />
          <SortHeader field="calibratedScore" label={S.calibrated} numeric params={params} onSort={onSort} />
          <PlainHeader label={S.scoredBy} />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.id} bg={selection?.selected.has(row.id) ? 'var(--mantine-primary-color-light)' : undefined}>
            {selection ? (
              <Table.Td>
                <Checkbox
                  aria-label={BULK_MOVE_TEXTS.selectRow(companyOf(row))}
                  checked={selection.selected.has(row.id)}
                  onChange={(event) => selection.onChange([row.id], event.currentTarget.checked)}
                />
              </Table.Td>
            ) : null}
            <Table.Td>
              <StatusBadge status={row.status} />
            </Table.Td>
            <Table.Td data-testid="row-stage" style={{ minWidth: 96, maxWidth: 160, overflowWrap: 'anywhere' }}>
              {row.stageName ?? (
                <Text span size="sm" c="dimmed">
                  {STAGE_PROGRESS_TEXTS.noStage}
                </Text>
              )}
            </Table.Td>
            <Table.Td style={WRAP_ANYWHERE}>
              <Anchor component={Link} to={`/console/applications/${row.id}`} fw={600}>
                {companyOf(row)}
              </Anchor>{' '}
              <DuplicateBadge duplicates={row.duplicates} />
            </Table.Td>
            <Table.Td style={WRAP_ANYWHERE}>{row.founderName}</Table.Td>
            <Table.Td>{[row.city, row.state].filter(Boolean).join(', ')}</Table.Td>
            <Table.Td>{sectorLabel(row.sector)}</Table.Td>
            <Table.Td>{revenueLabel(row.revenue)}</Table.Td>
            <Table.Td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>{formatCrore(row.totalFunding)}</Table.Td>
            <Table.Td>{formatDate(row.submittedAt)}</Table.Td>
            <Table.Td style={{ textAlign: 'right' }} data-testid="row-raw-mean" title={row.scoreSummary.stageName ?? undefined}>
              {formatScore(row.scoreSummary.rawMean)}
            </Table.Td>
            <Table.Td style={{ textAlign: 'right' }} data-testid="row-weighted-mean">
              {formatScore(row.scoreSummary.weightedMean)}
            </Table.Td>
            <Table.Td style={{ textAlign: 'right' }} data-testid="row-calibrated">
              <CalibratedValue summary={row.scoreSummary} />
            </Table.Td>
            <Table.Td style={{ textAlign: 'right' }} data-testid="row-reviewers">
              {row.scoreSummary.reviewers}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  </Table.ScrollContainer>
);
