import type { Kysely } from 'kysely';
import { matchKeysOf, normaliseEmail, type DuplicateKind } from '@portal/shared/review/review-fairness';
import { SUBMITTED_STATUS } from '@portal/shared/application/application-status';
import { nowIso, type Database } from '../../db/types.ts';
import { memberAccountEmails } from '../application/members-repository.ts';

type MatchTables = {
  application_match_keys: { application_id: string; kind: string; value: string };
  application_match_scans: { application_id: string; scanned_at: string };
};
const matchDb = (db: Kysely<Database>) => db.withTables<MatchTables>();

/** Rows stored per round trip when keys are filled in. */
const SCAN_BATCH = 500;

/**
 * Stores the match keys of submitted applications not scanned yet. Submitted applications are locked, so a
 * key once stored stays true (a correction the team makes forgets them first: forgetMatchKeys); the anti-join finds
 * nothing on most calls.
 */
export const scanNewSubmissions = async (db: Kysely<Database>): Promise<void> => {
  for (;;) {
    const rows = await matchDb(db)
      .selectFrom('applications as a')
      .leftJoin('application_match_scans as s', 's.application_id', 'a.id')
      .select(['a.id', 'a.phone_no', 'a.email', 'a.startup_name', 'a.dpiit_number'])
      .where('a.application_status', '=', SUBMITTED_STATUS)
      .where('s.application_id', 'is', null)
      .limit(SCAN_BATCH)
      .execute();
    if (rows.length === 0) return;
    const at = nowIso();
    const keys = rows.flatMap((r) =>
      matchKeysOf({ phone: r.phone_no, email: r.email, companyName: r.startup_name, dpiitNumber: r.dpiit_number }).map((k) => ({
        application_id: r.id,
        ...k,
      })),
    );
    await matchDb(db)
      .transaction()
      .execute(async (trx) => {
        if (keys.length > 0)
          await trx
            .insertInto('application_match_keys')
            .values(keys)
            .onConflict((oc) => oc.doNothing())
            .execute();
        await trx
          .insertInto('application_match_scans')
          .values(rows.map((r) => ({ application_id: r.id, scanned_at: at })))
          .onConflict((oc) => oc.doNothing())
          .execute();
      });
    if (rows.length < SCAN_BATCH) return;
  }
};

/**
 * Forgets an application's match keys and that it was scanned (in the caller's transaction), so the next scan reads
 * its answers again: a correction of its phone, email, company name or DPIIT number (privacy/correction-apply.ts)
 * must not leave it linked by an answer it no longer has.
 */
export const forgetMatchKeys = async (db: Kysely<Database>, applicationId: string): Promise<void> => {
  await matchDb(db).deleteFrom('application_match_keys').where('application_id', '=', applicationId).execute();
  await matchDb(db).deleteFrom('application_match_scans').where('application_id', '=', applicationId).execute();
};

export interface DuplicateLink {
  /** Null for a viewer the application is blind to (review/blind-redaction.ts): that a duplicate exists, not which. */
  applicationId: string | null;
  companyName: string | null;
  reasons: DuplicateKind[];
}

/**
 * A value shared by more applications than this is a placeholder (a helpline number, an agency's email),
 * not a sign of one founder applying twice; it links nothing, and the lookup stays small.
 */
export const DUPLICATE_GROUP_MAX = 25;

/** One match key of one application: a stored answer's (application_match_keys) or a member's account email. */
interface KeyRow {
  application_id: string;
  kind: string;
  value: string;
  cohort_id: string | null;
  startup_name?: string | null;
}

/**
 * The account emails of the members of applications (docs/co-founders.md), as `email` match keys: a co-founder who
 * applied on their own as well is found like a founder who typed the same email twice. Read live, not stored with the
 * scanned answers, since members join and leave after a submit.
 */
const memberEmailKeys = async (
  db: Kysely<Database>,
  where: { applicationIds: readonly string[] } | { emails: readonly string[] },
): Promise<KeyRow[]> =>
  (await memberAccountEmails(db, where))
    .map((row) => ({
      application_id: row.applicationId,
      kind: 'email',
      value: normaliseEmail(row.email),
      cohort_id: row.cohortId,
      startup_name: row.startupName,
    }))
    .filter((row) => row.value.length > 0);

/**
 * For each of the given applications, the other submitted applications of its own cohort that share a match key with
 * it: an answer (phone, email, company name, DPIIT number) or the account email of any member, on either side. A
 * match in another cohort is no duplicate: the same account there is a returning founder (the detail's
 * appliedBefore); another account there is left out (docs/cohorts.md: a shared helpline or a co-founder as often as
 * the same founder, and nothing a reviewer of this cohort has to choose between).
 */
export const findDuplicates = async (
  db: Kysely<Database>,
  applicationIds: readonly string[],
): Promise<Map<string, DuplicateLink[]>> => {
  const result = new Map<string, DuplicateLink[]>();
  if (applicationIds.length === 0) return result;
  await scanNewSubmissions(db);
  const own: KeyRow[] = [
    ...(await matchDb(db)
      .selectFrom('application_match_keys as k')
      .innerJoin('applications as a', 'a.id', 'k.application_id')
      .select(['k.application_id', 'k.kind', 'k.value', 'a.cohort_id'])
      .where('k.application_id', 'in', applicationIds)
      .execute()),
    ...(await memberEmailKeys(db, { applicationIds })),
  ];
  if (own.length === 0) return result;
  const values = [...new Set(own.map((k) => k.value))];
  const emails = [...new Set(own.filter((k) => k.kind === 'email').map((k) => k.value))];
  const candidates: KeyRow[] = [
    ...(await matchDb(db)
      .selectFrom('application_match_keys as k')
      .innerJoin('applications as a', 'a.id', 'k.application_id')
      .select(['k.application_id', 'k.kind', 'k.value', 'a.startup_name', 'a.cohort_id'])
      .where('k.value', 'in', values)
      .where('a.application_status', '=', SUBMITTED_STATUS)
      .execute()),
    ...(emails.length > 0 ? await memberEmailKeys(db, { emails }) : []),
  ].sort((a, b) => a.application_id.localeCompare(b.application_id) || a.kind.localeCompare(b.kind));
  const keyOf = (kind: string, value: string) => `${kind}\u0000${value}`;
  // How many applications share each key: more than DUPLICATE_GROUP_MAX is a placeholder, not a duplicate.
  const holders = new Map<string, Set<string>>();
  for (const row of candidates) {
    const key = keyOf(row.kind, row.value);
    holders.set(key, (holders.get(key) ?? new Set()).add(row.application_id));
  }
  const small = new Set([...holders].filter(([, ids]) => ids.size > 1 && ids.size <= DUPLICATE_GROUP_MAX).map(([key]) => key));
  if (small.size === 0) return result;
  for (const mine of own) {
    if (!small.has(keyOf(mine.kind, mine.value))) continue;
    for (const other of candidates) {
      if (other.kind !== mine.kind || other.value !== mine.value || other.application_id === mine.application_id) continue;
      if (other.cohort_id !== mine.cohort_id) continue;
      const links = result.get(mine.application_id) ?? [];
      const existing = links.find((l) => l.applicationId === other.application_id);
      if (existing) {
        if (!existing.reasons.includes(mine.kind as DuplicateKind)) existing.reasons.push(mine.kind as DuplicateKind);
      } else
        links.push({
          applicationId: other.application_id,
          companyName: other.startup_name ?? null,
          reasons: [mine.kind as DuplicateKind],
        });
      result.set(mine.application_id, links);
    }
  }
  for (const links of result.values()) {
    links.sort((a, b) => (a.applicationId ?? '').localeCompare(b.applicationId ?? ''));
    for (const link of links) link.reasons.sort();
  }
  return result;
};
