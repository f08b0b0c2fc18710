import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import { SECTOR_VALUES } from '@portal/shared/options';
import { OTHER_SECTOR_FILTER, type ConsoleSortField } from '@portal/shared/review';
import { SUBMITTED_STATUS } from '@portal/shared/application-status';
import type { Database } from '../../db/types.ts';
import { reviewDb } from '../../db/review-tables.ts';
import type { ConsoleListInput } from './console-list-input.ts';
import type { calibratedTable } from '../review-fairness/calibration-repository.ts';

/** One row of the console's table (and of the CSV export). */
export interface ConsoleRow {
  id: string;
  status: string;
  companyName: string | null;
  founderName: string | null;
  email: string | null;
  phone: string | null;
  city: string | null;
  state: string | null;
  sector: string | null;
  revenue: string | null;
  equityFunding: number;
  debtFunding: number;
  grantFunding: number;
  totalFunding: number;
  submittedAt: string | null;
  averageScore: number | null;
  /** Mean of the reviewers' z-scores (modules/review-fairness/calibration-repository.ts). */
  calibratedScore: number | null;
  scoreCount: number;
  decision: string | null;
}

/** The calibrated scores to join, and whether the viewer reviews blind (no search by name or email). */
export interface ListContext {
  calibration: Awaited<ReturnType<typeof calibratedTable>>;
  blind: boolean;
}

const KNOWN_SECTORS = SECTOR_VALUES.filter((s) => s !== OTHER_SECTOR_FILTER);
const statusExpr = sql<string>`coalesce(r.status, ${SUBMITTED_STATUS})`;
const totalExpr = sql<number>`coalesce(a.equity, 0) + coalesce(a.debt, 0) + coalesce(a."grant", 0)`;
const likePattern = (text: string): string => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Submitted applications with their review state, filtered: the FROM and WHERE every console list shares. */
export const filteredApplications = (db: Kysely<Database>, filter: Partial<Omit<ConsoleListInput, 'sort' | 'direction' | 'page' | 'pageSize'>>, blind = false) =>
  reviewDb(db)
    .selectFrom('applications as a')
    .leftJoin('application_reviews as r', 'r.application_id', 'a.id')
    .where('a.application_status', '=', SUBMITTED_STATUS)
    .$if(filter.status === SUBMITTED_STATUS, (q) => q.where((eb) => eb.or([eb('r.status', 'is', null), eb('r.status', '=', SUBMITTED_STATUS)])))
    .$if(filter.status !== undefined && filter.status !== SUBMITTED_STATUS, (q) => q.where('r.status', '=', filter.status!))
    .$if(filter.sector === OTHER_SECTOR_FILTER, (q) => q.where('a.sector', 'not in', KNOWN_SECTORS))
    .$if(filter.sector !== undefined && filter.sector !== OTHER_SECTOR_FILTER, (q) => q.where('a.sector', '=', filter.sector!))
    .$if(filter.state !== undefined, (q) => q.where('a.state', '=', filter.state!))
    .$if(filter.revenue !== undefined, (q) => q.where('a.revenue', '=', filter.revenue!))
    .$if(filter.search !== undefined, (q) => {
      const pattern = likePattern(filter.search!);
      const like = (column: string): Expression<SqlBool> => sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
      const personal = blind ? [] : [like('a.name'), like('a.email')];
      return q.where((eb) => eb.or([like('a.startup_name'), ...personal, like('a.city'), eb('a.id', '=', filter.search!)]));
    });

const SORT_EXPRESSIONS: Record<ConsoleSortField, Expression<unknown>> = {
  submittedAt: sql`a.submitted_at`,
  companyName: sql`lower(a.startup_name)`,
  founderName: sql`lower(a.name)`,
  state: sql`a.state`,
  sector: sql`a.sector`,
  revenue: sql`a.revenue`,
  totalFunding: totalExpr,
  averageScore: sql`r.score_average`,
  calibratedScore: sql`c.calibrated`,
  status: statusExpr,
};

/** A page of the filtered list (sorted, empty values last) and the total count. */
export const listConsoleApplications = async (db: Kysely<Database>, input: ConsoleListInput, context: ListContext): Promise<{ total: number; items: ConsoleRow[] }> => {
  const base = filteredApplications(db, input, context.blind);
  const [count, items] = await Promise.all([
    base.select(sql<number>`count(*)`.as('total')).executeTakeFirstOrThrow(),
    selectRows(base, input, context.calibration).limit(input.pageSize).offset((input.page - 1) * input.pageSize).execute(),
  ]);
  return { total: Number(count.total), items: items.map(toConsoleRow) };
};

type Filtered = ReturnType<typeof filteredApplications>;

/** The columns of a row, in the order of `input.sort`; the id breaks ties so pages never overlap. */
export const selectRows = (base: Filtered, input: Pick<ConsoleListInput, 'sort' | 'direction'>, calibration: ListContext['calibration']) => {
  const by = SORT_EXPRESSIONS[input.sort];
  const direction = input.direction === 'asc' ? sql`asc` : sql`desc`;
  return base
    .leftJoin(calibration, (join) => join.onRef('c.application_id', '=', 'a.id'))
    .select([
      'a.id',
      statusExpr.as('status'),
      'a.startup_name',
      'a.name',
      'a.email',
      'a.phone_no',
      'a.city',
      'a.state',
      'a.sector',
      'a.revenue',
      'a.equity',
      'a.debt',
      'a.grant',
      totalExpr.as('total_funding'),
      'a.submitted_at',
      'r.score_average',
      'c.calibrated',
      'r.score_count',
      'r.decision',
    ])
    .orderBy(sql`case when ${by} is null then 1 else 0 end`)
    .orderBy(sql`${by} ${direction}`)
    // Equal calibrated scores go by the raw mean, as rankApplications does (packages/shared/src/calibration.ts).
    .$if(input.sort === 'calibratedScore', (q) => q.orderBy(sql`coalesce(r.score_average, 0) ${direction}`))
    .orderBy('a.id');
};

type SelectedRow = Awaited<ReturnType<ReturnType<typeof selectRows>['execute']>>[number];

export const toConsoleRow = (row: SelectedRow): ConsoleRow => ({
  id: row.id,
  status: row.status,
  companyName: row.startup_name,
  founderName: row.name,
  email: row.email,
  phone: row.phone_no,
  city: row.city,
  state: row.state,
  sector: row.sector,
  revenue: row.revenue,
  equityFunding: Number(row.equity ?? 0),
  debtFunding: Number(row.debt ?? 0),
  grantFunding: Number(row.grant ?? 0),
  totalFunding: Number(row.total_funding ?? 0),
  submittedAt: row.submitted_at,
  averageScore: row.score_average === null ? null : Number(row.score_average),
  calibratedScore: row.calibrated === null || row.calibrated === undefined ? null : Number(row.calibrated),
  scoreCount: Number(row.score_count ?? 0),
  decision: row.decision,
});
