import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ConsoleSortField } from '@portal/shared/review/review';
import { useConsoleApplications } from '../api/console-api.ts';
import type { ConsoleMeta } from '../api/console-types.ts';
import { ApplicationsFilters } from '../components/applications-filters.tsx';
import { ApplicationsTable, type RowSelection } from '../components/applications-table.tsx';
import { Pager } from '../components/pager.tsx';
import { QueryState } from '../components/query-state.tsx';
import { saveListOrder } from '../fairness/list-order.ts';
import { ReviewerCalibrationCard } from '../fairness/reviewer-calibration-card.tsx';
import { useReviewStages } from '../stages/stages-api.ts';
import { BulkMoveBar } from '../stages/bulk-move-bar.tsx';
import { paramsFromSearch, searchFromParams, type FilterKey } from '../lib/list-params.ts';
import { useConsoleCohort } from '../lib/console-cohort.ts';
import { useAnswerFilterOptions } from '../own-questions/answer-filter-options.ts';

const NONE: ReadonlySet<string> = new Set();

/**
 * The applications table with filters, search, sorting and server-side pages; the view lives in the URL. Admins
 * pick rows and move them to a review stage (BulkMoveBar).
 */
export const ApplicationsPage = ({ meta }: { meta: ConsoleMeta }) => {
  const [search, setSearch] = useSearchParams();
  const { cohortId } = useConsoleCohort();
  const answers = useAnswerFilterOptions(cohortId ?? undefined);
  const fromUrl = paramsFromSearch(search);
  // An answer filter of another cohort's question (after switching cohorts) is left out, not sent to be refused.
  const answerKnown = answers.data?.some((g) => g.items.some((i) => i.value === fromUrl.answer)) ?? false;
  const sentAnswer = answerKnown ? fromUrl.answer : undefined;
  const params = { ...fromUrl, cohort: cohortId ?? undefined, answer: sentAnswer };
  const list = useConsoleApplications(params);
  const stages = useReviewStages();
  const shown = list.isPlaceholderData ? undefined : list.data;
  const paramsKey = search.toString();
  // Rows chosen for a bulk move belong to the view they were chosen in: another filter, sort or page starts afresh.
  const [selection, setSelection] = useState<{ view: string; ids: ReadonlySet<string> }>({ view: paramsKey, ids: new Set() });
  const selected = selection.view === paramsKey ? selection.ids : NONE;
  const canMove = meta.role === 'admin' && (stages.data?.length ?? 0) > 0;
  const rowSelection: RowSelection | undefined = canMove
    ? {
        selected,
        onChange: (ids, checked) => {
          const next = new Set(selected);
          for (const id of ids) {
            if (checked) next.add(id);
            else next.delete(id);
          }
          setSelection({ view: paramsKey, ids: next });
        },
      }
    : undefined;
  // The detail page's next/previous follow this exact list (filters, sort, page).
  useEffect(() => {
    if (shown)
      saveListOrder({
        params: { ...paramsFromSearch(new URLSearchParams(paramsKey)), cohort: cohortId ?? undefined, answer: sentAnswer },
        ids: shown.items.map((r) => r.id),
        pageSize: shown.pageSize,
        total: shown.total,
      });
  }, [shown, paramsKey, cohortId, sentAnswer]);

  const update = useCallback(
    (change: (p: ReturnType<typeof paramsFromSearch>) => ReturnType<typeof paramsFromSearch>) =>
      setSearch(
        (current) => {
          const next = searchFromParams(change(paramsFromSearch(current)));
          // The cohort is the switcher's (components/cohort-switcher.tsx): the list's own changes keep it.
          const cohort = current.get('cohort');
          if (cohort) next.set('cohort', cohort);
          return next;
        },
        { replace: true },
      ),
    [setSearch],
  );
  const onFilter = useCallback(
    (key: FilterKey, value: string | undefined) => update((p) => ({ ...p, [key]: value, page: 1 })),
    [update],
  );
  const onSort = (field: ConsoleSortField) =>
    update((p) => ({
      ...p,
      sort: field,
      direction:
        p.sort === field && p.direction === 'desc'
          ? 'asc'
          : p.sort === field
            ? 'desc'
            : field === 'submittedAt' ||
                field === 'averageScore' ||
                field === 'stageMean' ||
                field === 'calibratedScore' ||
                field === 'totalFunding'
              ? 'desc'
              : 'asc',
      page: 1,
    }));

  const page = list.data;
  const pages = page ? Math.max(1, Math.ceil(page.total / page.pageSize)) : 1;
  const exportSearch = searchFromParams(params, { withPage: false });
  if (params.cohort) exportSearch.set('cohort', params.cohort);
  const exportHref = `/console/export.csv?${exportSearch.toString()}`;

  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          Applications
        </Title>
        <Text c="dimmed" aria-live="polite" data-testid="applications-count">
          {page ? `${page.total} ${page.total === 1 ? 'application' : 'applications'}` : 'Loading…'}
        </Text>
      </div>
      <ApplicationsFilters
        params={params}
        statuses={meta.statuses}
        stages={stages.data ?? []}
        answers={answers.data ?? []}
        exportHref={exportHref}
        onChange={onFilter}
      />
      {canMove ? (
        <BulkMoveBar
          selected={[...selected]}
          stages={stages.data ?? []}
          onClear={() => setSelection({ view: paramsKey, ids: NONE })}
        />
      ) : null}
      <QueryState error={list.error} data={page} height={400}>
        {({ items }) =>
          items.length === 0 ? (
            <Paper withBorder p="xl" ta="center">
              <Text>No applications match these filters.</Text>
            </Paper>
          ) : (
            <Paper withBorder style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
              <ApplicationsTable rows={items} params={params} onSort={onSort} selection={rowSelection} />
            </Paper>
          )
        }
      </QueryState>
      <Pager
        pages={pages}
        value={params.page}
        onChange={(value) => update((p) => ({ ...p, page: value }))}
        siblings={1}
        boundaries={1}
      />
      {meta.role === 'admin' ? <ReviewerCalibrationCard /> : null}
    </Stack>
  );
};
