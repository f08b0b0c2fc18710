import { sql, type Kysely } from 'kysely';
import { cohortState } from '@portal/shared/cohorts/cohort';
import { SUBMITTED_STATUS } from '@portal/shared/application/application-status';
import type { Database } from '../../db/types.ts';
import { reviewDb } from '../../db/review-tables.ts';
import type { Cohort } from '../cohorts/cohort-repository.ts';
import { sectorKey } from './console-overview.ts';

const ACCEPTED = 'accepted';

export interface FunnelCounts {
  started: number;
  submitted: number;
  accepted: number;
}
export interface FunnelItem extends FunnelCounts {
  key: string;
}
export interface CohortFunnel extends FunnelCounts {
  cohortId: string;
  nameEn: string;
  nameHi: string;
  state: string;
  bySector: FunnelItem[];
  byState: FunnelItem[];
}

const add = (into: FunnelCounts, row: FunnelCounts): void => {
  into.started += row.started;
  into.submitted += row.submitted;
  into.accepted += row.accepted;
};
const zero = (): FunnelCounts => ({ started: 0, submitted: 0, accepted: 0 });
const itemsOf = (map: Map<string, FunnelCounts>): FunnelItem[] =>
  [...map].map(([key, counts]) => ({ key, ...counts })).sort((a, b) => b.started - a.started || a.key.localeCompare(b.key));

/**
 * The overview's comparison across cohorts (newest first): per cohort the applications started (any status), submitted
 * and accepted (the review's status or decision is 'accepted', published or not), in all and by sector and state.
 */
export const loadCohortComparison = async (db: Kysely<Database>, cohorts: readonly Cohort[]): Promise<CohortFunnel[]> => {
  const rows = await reviewDb(db)
    .selectFrom('applications as a')
    .leftJoin('application_reviews as r', 'r.application_id', 'a.id')
    .select([
      'a.cohort_id',
      'a.sector',
      'a.state',
      sql<number>`count(*)`.as('started'),
      sql<number>`sum(case when a.application_status = ${SUBMITTED_STATUS} then 1 else 0 end)`.as('submitted'),
      sql<number>`sum(case when r.status = ${ACCEPTED} or r.decision = ${ACCEPTED} then 1 else 0 end)`.as('accepted'),
    ])
    .groupBy(['a.cohort_id', 'a.sector', 'a.state'])
    .execute();
  const funnels = new Map(
    cohorts.map((cohort) => [
      cohort.id,
      { totals: zero(), sectors: new Map<string, FunnelCounts>(), states: new Map<string, FunnelCounts>() },
    ]),
  );
  for (const row of rows) {
    const funnel = row.cohort_id === null ? undefined : funnels.get(row.cohort_id);
    if (!funnel) continue;
    const counts = { started: Number(row.started), submitted: Number(row.submitted), accepted: Number(row.accepted) };
    add(funnel.totals, counts);
    for (const [map, key] of [
      [funnel.sectors, sectorKey(row.sector)],
      [funnel.states, row.state ?? '—'],
    ] as const) {
      const entry = map.get(key) ?? zero();
      add(entry, counts);
      map.set(key, entry);
    }
  }
  return [...cohorts].reverse().map((cohort) => {
    const funnel = funnels.get(cohort.id)!;
    return {
      cohortId: cohort.id,
      nameEn: cohort.nameEn,
      nameHi: cohort.nameHi,
      state: cohortState(cohort),
      ...funnel.totals,
      bySector: itemsOf(funnel.sectors),
      byState: itemsOf(funnel.states),
    };
  });
};
