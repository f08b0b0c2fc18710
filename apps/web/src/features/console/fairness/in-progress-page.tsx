import { useState } from 'react';
import { Anchor, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { DRAFT_HISTORY_TEXTS } from '@portal/shared/messages/console-message-texts';
import { CONSOLE_PAGE_SIZE } from '@portal/shared/review/review';
import { sectorLabel } from '@portal/shared/application/options';
import { FAIRNESS_TEXTS } from '@portal/shared/review/review-fairness';
import { useInProgress } from '../api/fairness-api.ts';
import type { DraftHistoryState } from '../messages/draft-history-page.tsx';
import { formatDateTime } from '../lib/format.ts';
import { Pager } from '../components/pager.tsx';
import { QueryState } from '../components/query-state.tsx';
import { ScrollTable } from '../components/scroll-table.tsx';
import { useConsoleCohort, withCohort } from '../lib/console-cohort.ts';

/**
 * Admins only: applications started but not submitted, read only (no link to act on them; each links to the reminders
 * and team messages that went to its founders).
 */
export const InProgressPage = () => {
  const [page, setPage] = useState(1);
  const view = useConsoleCohort();
  const list = useInProgress(page);
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / CONSOLE_PAGE_SIZE)) : 1;
  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          {FAIRNESS_TEXTS.inProgressTitle}
        </Title>
        <Text c="dimmed" data-testid="in-progress-count">
          {data ? `${data.total} ${data.total === 1 ? 'application' : 'applications'} in progress` : 'Loading…'}
        </Text>
        <Text size="sm" c="dimmed">
          {FAIRNESS_TEXTS.inProgressIntro}
        </Text>
      </div>
      <QueryState error={list.error} data={data} height={300}>
        {(data) => (
          <Paper withBorder>
            <ScrollTable
              minWidth={760}
              striped
              verticalSpacing="sm"
              columns={['Startup', 'City, State', 'Sector', 'Started', 'Last saved', 'History']}
            >
              {data.items.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>{row.companyName || 'Untitled'}</Table.Td>
                  <Table.Td>{[row.city, row.state].filter(Boolean).join(', ')}</Table.Td>
                  <Table.Td>{row.sector ? sectorLabel(row.sector) : ''}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.createdAt)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.updatedAt)}</Table.Td>
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={withCohort(`/console/in-progress/${row.id}`, view)}
                      state={{ companyName: row.companyName || 'Untitled' } satisfies DraftHistoryState}
                      aria-label={`${DRAFT_HISTORY_TEXTS.link}: ${row.companyName || 'Untitled'}`}
                    >
                      {DRAFT_HISTORY_TEXTS.link}
                    </Anchor>
                  </Table.Td>
                </Table.Tr>
              ))}
            </ScrollTable>
          </Paper>
        )}
      </QueryState>
      <Pager pages={pages} value={page} onChange={setPage} siblings={1} boundaries={1} />
    </Stack>
  );
};
