import { CONSOLE_SORT_FIELDS, SORT_DIRECTIONS, type ConsoleSortField, type SortDirection } from '@portal/shared/review/review';

/** The table's state, kept in the URL (?status=…&sort=…&page=…) so a filtered view can be shared and reloaded. */
export interface ListParams {
  /** A cohort's id; absent: every cohort (the page fills in the console's cohort, lib/console-cohort.ts). */
  cohort?: string;
  status?: string;
  sector?: string;
  state?: string;
  revenue?: string;
  /** A review stage's id, or 'none' (NO_STAGE_FILTER). */
  stage?: string;
  search?: string;
  /** An own question's answer, `question:option` (needs the cohort; packages/shared/src/own-questions/answer-display.ts). */
  answer?: string;
  sort: ConsoleSortField;
  direction: SortDirection;
  page: number;
}

export const FILTER_KEYS = ['status', 'sector', 'state', 'revenue', 'stage', 'answer', 'search'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

export const paramsFromSearch = (search: URLSearchParams): ListParams => {
  const sort = search.get('sort');
  const direction = search.get('direction');
  const page = Number.parseInt(search.get('page') ?? '1', 10);
  const text = (key: FilterKey) => search.get(key)?.trim() || undefined;
  return {
    status: text('status'),
    sector: text('sector'),
    state: text('state'),
    revenue: text('revenue'),
    stage: text('stage'),
    answer: text('answer'),
    search: text('search'),
    sort: (CONSOLE_SORT_FIELDS as readonly string[]).includes(sort ?? '') ? (sort as ConsoleSortField) : 'submittedAt',
    direction: (SORT_DIRECTIONS as readonly string[]).includes(direction ?? '') ? (direction as SortDirection) : 'desc',
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
};

/** The query string for the same view (defaults left out); also the CSV export's query. */
export const searchFromParams = (params: ListParams, options: { withPage?: boolean } = {}): URLSearchParams => {
  const search = new URLSearchParams();
  for (const key of FILTER_KEYS) if (params[key]) search.set(key, params[key]!);
  if (params.sort !== 'submittedAt' || params.direction !== 'desc') {
    search.set('sort', params.sort);
    search.set('direction', params.direction);
  }
  if (options.withPage !== false && params.page > 1) search.set('page', String(params.page));
  return search;
};

/** The ConsoleApplications variables for a view: the list page and the detail page's next/previous ask the same. */
export const listVariables = (params: ListParams) => ({
  filter: {
    cohort: params.cohort,
    status: params.status,
    sector: params.sector,
    state: params.state,
    revenue: params.revenue,
    stage: params.stage,
    answer: params.answer,
    search: params.search,
  },
  sort: { field: params.sort, direction: params.direction },
  page: params.page,
});
