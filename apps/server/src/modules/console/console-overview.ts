import { sql, type Kysely } from 'kysely';
import { SECTOR_VALUES } from '@portal/shared/application/options';
import { IST_OFFSET_MS } from '@portal/shared/format/ist-time';
import { OTHER_SECTOR_FILTER, SUBMISSIONS_CHART_DAYS } from '@portal/shared/review/review';
import type { Database } from '../../db/types.ts';
import { filteredApplications } from './console-list.ts';
import { listStages } from '../review-stages/stage-repository.ts';
import { NO_STAGE_FILTER } from '@portal/shared/review/review';
import { STAGE_PROGRESS_TEXTS } from '@portal/shared/review/stage-progress';

export interface CountItem {
  key: string;
  count: number;
}

/** Applications in one review stage ('none': in no stage), named as the stage is now. */
export interface StageCount extends CountItem {
  label: string;
}

export interface ConsoleOverview {
  total: number;
  byStatus: CountItem[];
  byStage: StageCount[];
  bySector: CountItem[];
  byState: CountItem[];
  perDay: CountItem[];
}

const DAY_MS = 86_400_000;
/** A sector option value, or 'other' for a founder's own text (and none). */
export const sectorKey = (sector: string | null): string =>
  sector && (SECTOR_VALUES as readonly string[]).includes(sector) ? sector : OTHER_SECTOR_FILTER;

const byCountDesc = (a: CountItem, b: CountItem) => b.count - a.count || a.key.localeCompare(b.key);

/**
 * The console home's charts: submitted applications (of one cohort, or of all when `cohortId` is null) by status,
 * review stage (every stage of the pipeline, in order, empty ones too, after those in no stage), sector and state,
 * and per day over the last 30 IST calendar days (keys 'YYYY-MM-DD' name IST days).
 */
export const loadOverview = async (
  db: Kysely<Database>,
  statuses: readonly string[],
  cohortId: string | null = null,
  now: Date = new Date(),
): Promise<ConsoleOverview> => {
  const all = filteredApplications(db, cohortId === null ? {} : { cohort: cohortId });
  // The first IST day's start, as an IST wall clock and as the UTC instant stored times compare with.
  const firstDayIst = Math.floor((now.getTime() + IST_OFFSET_MS) / DAY_MS) * DAY_MS - (SUBMISSIONS_CHART_DAYS - 1) * DAY_MS;
  const firstDay = new Date(firstDayIst - IST_OFFSET_MS);
  // Stored times are ISO UTC text in both dialects: counted per UTC half hour ('YYYY-MM-DDTHH' and :00 or :30),
  // each of which falls within one IST day, then summed per IST day below.
  const hourExpr = sql<string>`substr(a.submitted_at, 1, 13)`;
  const halfExpr = sql<string>`case when substr(a.submitted_at, 15, 2) >= '30' then '30' else '00' end`;
  const [status, stage, stages, sector, state, days] = await Promise.all([
    all
      .select([sql<string>`coalesce(r.status, 'submitted')`.as('key'), sql<number>`count(*)`.as('count')])
      .groupBy(sql`coalesce(r.status, 'submitted')`)
      .execute(),
    all
      .select(['st.stage_id as key', sql<number>`count(*)`.as('count')])
      .groupBy('st.stage_id')
      .execute(),
    listStages(db, cohortId),
    all
      .select(['a.sector as key', sql<number>`count(*)`.as('count')])
      .groupBy('a.sector')
      .execute(),
    all
      .select(['a.state as key', sql<number>`count(*)`.as('count')])
      .groupBy('a.state')
      .execute(),
    all
      .select([hourExpr.as('hour'), halfExpr.as('half'), sql<number>`count(*)`.as('count')])
      .where('a.submitted_at', '>=', firstDay.toISOString())
      .groupBy([hourExpr, halfExpr])
      .execute(),
  ]);

  const statusCounts = new Map(status.map((r) => [r.key, Number(r.count)]));
  const pipeline = ['submitted', ...statuses];
  const byStatus = [...pipeline, ...[...statusCounts.keys()].filter((k) => !pipeline.includes(k))].map((key) => ({
    key,
    count: statusCounts.get(key) ?? 0,
  }));

  const stageCounts = new Map(stage.map((r) => [r.key ?? NO_STAGE_FILTER, Number(r.count)]));
  const byStage = [
    { key: NO_STAGE_FILTER, label: STAGE_PROGRESS_TEXTS.noStage },
    ...stages.map((s) => ({ key: s.id, label: s.name })),
  ].map((s) => ({ ...s, count: stageCounts.get(s.key) ?? 0 }));

  const sectors = new Map<string, number>();
  for (const r of sector) {
    const key = sectorKey(r.key);
    sectors.set(key, (sectors.get(key) ?? 0) + Number(r.count));
  }
  const perDayCounts = new Map<string, number>();
  for (const r of days) {
    const day = new Date(Date.parse(`${r.hour}:${r.half}:00.000Z`) + IST_OFFSET_MS).toISOString().slice(0, 10);
    perDayCounts.set(day, (perDayCounts.get(day) ?? 0) + Number(r.count));
  }
  const perDay = Array.from({ length: SUBMISSIONS_CHART_DAYS }, (_, i) => {
    const key = new Date(firstDayIst + i * DAY_MS).toISOString().slice(0, 10);
    return { key, count: perDayCounts.get(key) ?? 0 };
  });
  return {
    total: byStatus.reduce((sum, s) => sum + s.count, 0),
    byStatus,
    byStage,
    bySector: [...sectors].map(([key, count]) => ({ key, count })).sort(byCountDesc),
    byState: state.map((r) => ({ key: r.key ?? '—', count: Number(r.count) })).sort(byCountDesc),
    perDay,
  };
};
