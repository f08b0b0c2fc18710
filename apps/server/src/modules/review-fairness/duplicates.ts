import type { Kysely } from 'kysely';
import { matchKeysOf, type DuplicateKind } from '@portal/shared/review-fairness';
import { SUBMITTED_STATUS } from '@portal/shared/application-status';
import { nowIso, type Database } from '../../db/types.ts';

type MatchTables = {
  application_match_keys: { application_id: string; kind: string; value: string };
  application_match_scans: { application_id: string; scanned_at: string };
};
const matchDb = (db: Kysely<Database>) => db.withTables<MatchTables>();

/** Rows stored per round trip when keys are filled in. */
const SCAN_BATCH = 500;

/**
 * Stores the match keys of submitted applications not scanned yet. Submitted applications are locked, so a
 * key once stored stays true; the anti-join finds nothing on most calls.
 */
export const scanNewSubmissions = async (db: Kysely<Database>): Promise<void> => {
  for (;;) {
    const rows = await matchDb(db)
      .selectFrom('applications as a')
      .leftJoin('application_match_scans as s', 's.application_id', 'a.id')
      .select(['a.id', 'a.phone_no', 'a.email', 'a.startup_name'])
      .where('a.application_status', '=', SUBMITTED_STATUS)
      .where('s.application_id', 'is', null)
      .limit(SCAN_BATCH)
      .execute();
    if (rows.length === 0) return;
    const at = nowIso();
    const keys = rows.flatMap((r) => matchKeysOf({ phone: r.phone_no, email: r.email, companyName: r.startup_name }).map((k) => ({ application_id: r.id, ...k })));
    await matchDb(db)
      .transaction()
      .execute(async (trx) => {
        if (keys.length > 0) await trx.insertInto('application_match_keys').values(keys).onConflict((oc) => oc.doNothing()).execute();
        await trx.insertInto('application_match_scans').values(rows.map((r) => ({ application_id: r.id, scanned_at: at }))).onConflict((oc) => oc.doNothing()).execute();
      });
    if (rows.length < SCAN_BATCH) return;
  }
};

export interface DuplicateLink {
  applicationId: string;
  companyName: string | null;
  reasons: DuplicateKind[];
}

/** For each of the given applications, the other submitted applications that share a match key with it. */
export const findDuplicates = async (db: Kysely<Database>, applicationIds: readonly string[]): Promise<Map<string, DuplicateLink[]>> => {
  const result = new Map<string, DuplicateLink[]>();
  if (applicationIds.length === 0) return result;
  await scanNewSubmissions(db);
  const rows = await matchDb(db)
    .selectFrom('application_match_keys as k1')
    .innerJoin('application_match_keys as k2', (join) => join.onRef('k2.kind', '=', 'k1.kind').onRef('k2.value', '=', 'k1.value').onRef('k2.application_id', '<>', 'k1.application_id'))
    .innerJoin('applications as a', 'a.id', 'k2.application_id')
    .select(['k1.application_id as id', 'k2.application_id as other', 'k1.kind', 'a.startup_name'])
    .where('k1.application_id', 'in', applicationIds)
    .where('a.application_status', '=', SUBMITTED_STATUS)
    .orderBy('k2.application_id')
    .orderBy('k1.kind')
    .execute();
  for (const row of rows) {
    const links = result.get(row.id) ?? [];
    const existing = links.find((l) => l.applicationId === row.other);
    if (existing) existing.reasons.push(row.kind as DuplicateKind);
    else links.push({ applicationId: row.other, companyName: row.startup_name, reasons: [row.kind as DuplicateKind] });
    result.set(row.id, links);
  }
  return result;
};

