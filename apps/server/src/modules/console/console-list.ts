import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import { SECTOR_VALUES } from '@portal/shared/application/options';
import { NO_STAGE_FILTER, OTHER_SECTOR_FILTER, type ConsoleSortField } from '@portal/shared/review/review';
import { SUBMITTED_STATUS } from '@portal/shared/application/application-status';
import { toBool, type Database } from '../../db/types.ts';
import { reviewDb } from '../../db/review-tables.ts';
import type { ConsoleListInput } from './console-list-input.ts';
import { calibratedOrNull } from '../review-stages/stage-calibration.ts';
import { answerMatchExpr } from '../own-questions/answer-filter.ts';

/** One row of the console's table (and of the CSV export). */
export interface ConsoleRow {
  id: string;
  cohortId: string | null;
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
  /** The review stage it is in now (null: none yet), and whether that stage is reviewed blind. */
  stageId: string | null;
  stageName: string | null;
  stageBlind: boolean;
  /** Mean of its reviewers' weighted rubric totals in its current stage (1–5). */
  stageMean: number | null;
  /** Mean of its reviewers' z-scores in its current stage (stage-calibration.ts); null until one has a spread. */
  calibratedScore: number | null;
  scoreCount: number;
  decision: string | null;
}

/**
 * Who is looking: `blind` is 'all' when every application is blind to them (REVIEW_BLIND), 'stages' when those in a
 * blind stage are, 'none' for admins (modules/review-stages/blind-scope.ts); `useConfidence` picks the calibrated column.
 */
export interface ListContext {
  blind: 'all' | 'stages' | 'none';
  useConfidence: boolean;
}

const KNOWN_SECTORS = SECTOR_VALUES.filter((s) => s !== OTHER_SECTOR_FILTER);
const statusExpr = sql<string>`coalesce(r.status, ${SUBMITTED_STATUS})`;
const totalExpr = sql<number>`coalesce(a.equity, 0) + coalesce(a.debt, 0) + coalesce(a."grant", 0)`;
const likePattern = (text: string): string => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
/** True on a row in a blind stage (rs is the application's current stage). */
const stageBlindExpr = sql<SqlBool>`rs.blind = ${sql.lit(true)}`;

/** Is this row hidden from the viewer? As SQL, for the search and the founder-name sort. */
export const blindRowExpr = (blind: ListContext['blind']): Expression<SqlBool> =>
  blind === 'all'
    ? sql<SqlBool>`1 = 1`
    : blind === 'stages'
      ? sql<SqlBool>`coalesce(${stageBlindExpr}, ${sql.lit(false)})`
      : sql<SqlBool>`1 = 0`;

const calibratedExpr = (context: ListContext) =>
  calibratedOrNull(context.useConfidence, { calibration: 'c', applicationId: 'a.id', stageId: 'st.stage_id' });

/**
 * Submitted applications with their review state and current stage, filtered: the FROM and WHERE every console list
 * shares. `hidden`: rows left out whatever the filter (blind-search.ts).
 */
export const filteredApplications = (
  db: Kysely<Database>,
  filter: Partial<Omit<ConsoleListInput, 'sort' | 'direction' | 'page' | 'pageSize'>>,
  blind: ListContext['blind'] = 'none',
  hidden: readonly string[] = [],
) => {
  // An answer filter is checked against the cohort's form first (withAnswerFilter): never silently ignored.
  if (filter.answer !== undefined && filter.answerMatch === undefined) throw new Error('The answer filter was not checked.');
  return reviewDb(db)
    .selectFrom('applications as a')
    .leftJoin('application_reviews as r', 'r.application_id', 'a.id')
    .leftJoin('application_stages as st', 'st.application_id', 'a.id')
    .leftJoin('review_stages as rs', 'rs.id', 'st.stage_id')
    .where('a.application_status', '=', SUBMITTED_STATUS)
    .$if(filter.status === SUBMITTED_STATUS, (q) =>
      q.where((eb) => eb.or([eb('r.status', 'is', null), eb('r.status', '=', SUBMITTED_STATUS)])),
    )
    .$if(filter.status !== undefined && filter.status !== SUBMITTED_STATUS, (q) => q.where('r.status', '=', filter.status!))
    .$if(filter.sector === OTHER_SECTOR_FILTER, (q) => q.where('a.sector', 'not in', KNOWN_SECTORS))
    .$if(filter.sector !== undefined && filter.sector !== OTHER_SECTOR_FILTER, (q) => q.where('a.sector', '=', filter.sector!))
    .$if(filter.cohort !== undefined, (q) => q.where('a.cohort_id', '=', filter.cohort!))
    .$if(filter.state !== undefined, (q) => q.where('a.state', '=', filter.state!))
    .$if(filter.revenue !== undefined, (q) => q.where('a.revenue', '=', filter.revenue!))
    .$if(filter.stage === NO_STAGE_FILTER, (q) => q.where('st.stage_id', 'is', null))
    .$if(filter.stage !== undefined && filter.stage !== NO_STAGE_FILTER, (q) => q.where('st.stage_id', '=', filter.stage!))
    .$if(filter.search !== undefined, (q) => {
      const pattern = likePattern(filter.search!);
      const like = (column: string): Expression<SqlBool> => sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
      // A blind row never matches on the founder's name or email: the search must not confirm who applied.
      const personal =
        blind === 'all' ? [] : [sql<SqlBool>`(not ${blindRowExpr(blind)} and (${like('a.name')} or ${like('a.email')}))`];
      return q.where((eb) => eb.or([like('a.startup_name'), ...personal, like('a.city'), eb('a.id', '=', filter.search!)]));
    })
    .$if(filter.answerMatch !== undefined, (q) => q.where(answerMatchExpr(db, filter.answerMatch!)))
    .$if(hidden.length > 0, (q) => q.where('a.id', 'not in', hidden));
};

const sortExpression = (field: ConsoleSortField, context: ListContext): Expression<unknown> => {
  switch (field) {
    case 'submittedAt':
      return sql`a.submitted_at`;
    case 'companyName':
      return sql`lower(a.startup_name)`;
    case 'founderName':
      // Blind rows sort as if they had no name, so the order does not hint at it either.
      return context.blind === 'none'
        ? sql`lower(a.name)`
        : sql`case when ${blindRowExpr(context.blind)} then null else lower(a.name) end`;
    case 'state':
      return sql`a.state`;
    case 'sector':
      return sql`a.sector`;
    case 'revenue':
      return sql`a.revenue`;
    case 'totalFunding':
      return totalExpr;
    case 'averageScore':
      return sql`r.score_average`;
    case 'stageMean':
      return sql`c.raw_mean`;
    case 'calibratedScore':
      // The selected column by its name (selectRows): PostgreSQL then works the score out once a row, not once more
      // for each sort key. A bare output name in ORDER BY is the output column in both dialects.
      return sql.ref('calibrated');
    case 'status':
      return statusExpr;
    case 'stage':
      // The stage's place in its pipeline (those in no stage last, as every empty value).
      return sql`rs.position`;
  }
};

/** A page of the filtered list (sorted, empty values last) and the total count; `hidden` rows left out. */
export const listConsoleApplications = async (
  db: Kysely<Database>,
  input: ConsoleListInput,
  context: ListContext,
  hidden: readonly string[] = [],
): Promise<{ total: number; items: ConsoleRow[] }> => {
  const base = filteredApplications(db, input, context.blind, hidden);
  const [count, items] = await Promise.all([
    base.select(sql<number>`count(*)`.as('total')).executeTakeFirstOrThrow(),
    selectRows(base, input, context)
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize)
      .execute(),
  ]);
  return { total: Number(count.total), items: items.map(toConsoleRow) };
};

type Filtered = ReturnType<typeof filteredApplications>;

/** The columns of a row, in the order of `input.sort`; the id breaks ties so pages never overlap. */
export const selectRows = (base: Filtered, input: Pick<ConsoleListInput, 'sort' | 'direction'>, context: ListContext) => {
  const by = sortExpression(input.sort, context);
  const direction = input.direction === 'asc' ? sql`asc` : sql`desc`;
  return (
    base
      // The stored calibration of its current stage (migration 011): one row per application, no aggregate.
      .leftJoin('stage_calibration as c', (join) =>
        join.onRef('c.application_id', '=', 'a.id').onRef('c.stage_id', '=', 'st.stage_id'),
      )
      // Every column of the application: the CSV export has every field of the catalogue (export-route.ts).
      .selectAll('a')
      .select([
        statusExpr.as('status'),
        totalExpr.as('total_funding'),
        'r.score_average',
        'st.stage_id',
        'rs.name as stage_name',
        'rs.blind as stage_blind',
        'c.raw_mean',
        calibratedExpr(context).as('calibrated'),
        'r.score_count',
        'r.decision',
      ])
      .orderBy(sql`${by} ${direction} nulls last`)
      // Equal calibrated scores go by the raw mean, as rankApplications does (packages/shared/src/review/calibration.ts).
      .$if(input.sort === 'calibratedScore', (q) => q.orderBy(sql`coalesce(c.raw_mean, 0) ${direction}`))
      .orderBy('a.id')
  );
};

export type SelectedRow = Awaited<ReturnType<ReturnType<typeof selectRows>['execute']>>[number];

const numberOrNull = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

export const toConsoleRow = (row: SelectedRow): ConsoleRow => ({
  id: row.id,
  cohortId: row.cohort_id,
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
  averageScore: numberOrNull(row.score_average),
  stageId: row.stage_id ?? null,
  stageName: row.stage_name ?? null,
  stageBlind: toBool(row.stage_blind as boolean | number | null),
  stageMean: numberOrNull(row.raw_mean),
  calibratedScore: numberOrNull(row.calibrated),
  scoreCount: Number(row.score_count ?? 0),
  decision: row.decision,
});
