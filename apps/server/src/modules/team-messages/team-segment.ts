import { sql } from 'kysely';
import { missingSteps } from '@portal/shared/application/step-progress';
import type { TeamSegment } from '@portal/shared/messages/team-message';
import type { WizardStepId } from '@portal/shared/application/steps';
import { toApplication } from '../application/repository.ts';
import { hasAnonymousAccounts } from '../reminders/reminder-repository.ts';
import type { TeamMessagesDb } from './team-message-tables.ts';

export interface SegmentMember {
  applicationId: string;
  userId: string;
  /** The steps its founder has not done yet (the message links to the first). */
  missing: WizardStepId[];
}

/**
 * The applications of a cohort a team message goes to, with their founder (the application's owner): by status
 * (draft: not submitted), by the review stage it is in now, by a step not done yet, or hand-picked. Anonymous
 * visitors' drafts are left out (their address is a placeholder until they sign up).
 */
export const segmentMembers = async (db: TeamMessagesDb, cohortId: string, segment: TeamSegment): Promise<SegmentMember[]> => {
  const anonymous = await hasAnonymousAccounts(db);
  const rows = await db
    .selectFrom('applications as a')
    .selectAll('a')
    .where('a.cohort_id', '=', cohortId)
    .$if(anonymous, (query) =>
      query.where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('user as u')
              .select('u.id')
              .whereRef('u.id', '=', 'a.user_id')
              .where(sql<boolean>`${sql.ref('u.isAnonymous')} = true`),
          ),
        ),
      ),
    )
    .$if(segment.by === 'status', (query) =>
      query.where('a.submitted_at', segment.by === 'status' && segment.status === 'submitted' ? 'is not' : 'is', null),
    )
    .$if(segment.by === 'missing', (query) => query.where('a.submitted_at', 'is', null))
    .$if(segment.by === 'stage', (query) =>
      query.where('a.id', 'in', (eb) =>
        eb
          .selectFrom('application_stages as st')
          .select('st.application_id')
          .where('st.stage_id', '=', segment.by === 'stage' ? segment.stageId : ''),
      ),
    )
    .$if(segment.by === 'picked', (query) => query.where('a.id', 'in', segment.by === 'picked' ? segment.applicationIds : []))
    .orderBy('a.id')
    .execute();
  return rows
    .map((row) => ({ applicationId: row.id, userId: row.user_id, missing: missingSteps(toApplication(row)) as WizardStepId[] }))
    .filter((member) => segment.by !== 'missing' || member.missing.includes(segment.step as WizardStepId));
};
