import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Alert, Anchor, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { REVIEW_STAGE_TEXTS as T } from '@portal/shared/review/review-stages';
import { useMyQueue } from './stages-api.ts';
import { Pager } from '../components/pager.tsx';
import { AssignmentStatusBadge } from './assignment-status-badge.tsx';
import classes from '../components/console-shell.module.css';

/** The viewer's own queue: "My reviews: 12 to do, 30 done", then each assigned application. */
export const MyReviewsPage = () => {
  const [page, setPage] = useState(1);
  const queue = useMyQueue(page);
  const conflictRecorded = (useLocation().state as { conflictRecorded?: boolean } | null)?.conflictRecorded === true;
  const pages = queue.data ? Math.max(1, Math.ceil(queue.data.total / queue.data.pageSize)) : 1;
  return (
    <Stack gap="md" maw={960}>
      <Title order={1} size="h2">
        {T.myReviewsTitle}
      </Title>
      {conflictRecorded ? (
        <Alert color="blue" role="status">
          {T.conflictRecorded}
        </Alert>
      ) : null}
      {queue.data ? (
        <Text fw={600} data-testid="queue-summary">
          {T.queueSummary(queue.data.toDo, queue.data.done)}
        </Text>
      ) : null}
      {queue.data && queue.data.total === 0 ? <Text c="dimmed">{T.queueEmpty}</Text> : null}
      {queue.data && queue.data.items.length > 0 ? (
        <Paper withBorder>
          <Table.ScrollContainer minWidth={320}>
            <Table verticalSpacing="sm" data-testid="queue">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{T.company}</Table.Th>
                  <Table.Th visibleFrom="sm">{T.city}</Table.Th>
                  <Table.Th visibleFrom="sm">{T.stage}</Table.Th>
                  <Table.Th>{T.status}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {queue.data.items.map((item) => (
                  <Table.Tr key={`${item.stageId}-${item.applicationId}`}>
                    <Table.Td>
                      <Anchor
                        component={Link}
                        to={`/console/reviews/${item.applicationId}`}
                        className={classes.target}
                        style={{ overflowWrap: 'anywhere' }}
                      >
                        {item.companyName ?? item.applicationId}
                      </Anchor>
                    </Table.Td>
                    <Table.Td visibleFrom="sm">{item.city}</Table.Td>
                    <Table.Td visibleFrom="sm">{item.stageName}</Table.Td>
                    <Table.Td>
                      <AssignmentStatusBadge status={item.status} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      ) : null}
      <Pager pages={pages} value={page} onChange={setPage} />
    </Stack>
  );
};
