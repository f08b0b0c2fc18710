import { CORRECTIONS_PAGE_SIZE, correctionsCursor, type ConsoleCorrectionsPage } from '@portal/shared/privacy/privacy';
import type { CorrectionsQuery } from '@portal/shared/schemas/privacy';
import { blindInScope, type BlindScope } from '../review-stages/blind-scope.ts';
import { blindCorrection, identitiesOf } from '../review/blind-redaction.ts';
import { membersOfApplications } from '../application/members-repository.ts';
import type { PrivacyDb } from './privacy-tables.ts';

/**
 * One page of the correction requests for the console: open ones first, then newest first, after the `before`
 * cursor. A request names the founder and often carries their new details: a reviewer blind to the application
 * sees neither. With a cohort, only that cohort's applications' requests.
 */
export const listCorrections = async (
  db: PrivacyDb,
  blind: BlindScope,
  { cohort, before }: CorrectionsQuery,
): Promise<ConsoleCorrectionsPage> => {
  const rows = await db
    .selectFrom('correction_requests as c')
    .innerJoin('applications as a', 'a.id', 'c.application_id')
    .leftJoin('application_stages as st', 'st.application_id', 'a.id')
    .leftJoin('review_stages as rs', 'rs.id', 'st.stage_id')
    .select([
      'c.id',
      'c.application_id as applicationId',
      'a.startup_name as companyName',
      'a.name as founderName',
      'a.email',
      'a.phone_no',
      'rs.blind',
      'c.field',
      'c.correction',
      'c.status',
      'c.created_at as createdAt',
      'c.resolved_at as resolvedAt',
      'c.note',
    ])
    .$if(cohort !== undefined, (q) => q.where('a.cohort_id', '=', cohort!))
    .$if(before !== undefined, (q) =>
      q.where((eb) =>
        eb.or([
          eb('c.status', '>', before!.status),
          eb.and([
            eb('c.status', '=', before!.status),
            eb.or([
              eb('c.created_at', '<', before!.createdAt),
              eb.and([eb('c.created_at', '=', before!.createdAt), eb('c.id', '<', before!.id)]),
            ]),
          ]),
        ]),
      ),
    )
    .orderBy('c.status')
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(CORRECTIONS_PAGE_SIZE + 1)
    .execute();
  const page = rows.slice(0, CORRECTIONS_PAGE_SIZE);
  const teams = await membersOfApplications(
    db,
    page.filter((r) => blindInScope(blind, r.blind)).map((r) => r.applicationId),
  );
  const corrections = page.map(({ email, phone_no, blind: stageBlind, ...row }) =>
    blindInScope(blind, stageBlind)
      ? blindCorrection(row, identitiesOf({ name: row.founderName, email, phone: phone_no }, teams.get(row.applicationId) ?? []))
      : row,
  );
  const last = corrections.at(-1);
  return { corrections, next: rows.length > CORRECTIONS_PAGE_SIZE && last ? correctionsCursor(last) : null };
};
