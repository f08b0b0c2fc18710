import type { Kysely } from 'kysely';
import { TEAM_EMAILS } from '@portal/shared/texts/team-emails';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/types.ts';
import type { Mailer } from '../../notifications/mailer.ts';
import { findUserEmail } from '../../auth/user-repository.ts';
import { languageOfUser } from '../../auth/account-language.ts';
import { findStage } from './stage-repository.ts';

/** A seat an assignment run gave: this reviewer now reviews this application. */
export interface AssignedSeat {
  applicationId: string;
  reviewerId: string;
}

export interface AssignmentEmailDeps {
  db: Kysely<Database>;
  config: Pick<Config, 'baseUrl' | 'productName'>;
  mailer: Mailer;
}

/** One email per reviewer per assignment run (not one per application), in the reviewer's language. */
export const tellAssignedReviewers = async (deps: AssignmentEmailDeps, stageId: string, seats: readonly AssignedSeat[]) => {
  if (seats.length === 0) return;
  const counts = new Map<string, number>();
  for (const seat of seats) counts.set(seat.reviewerId, (counts.get(seat.reviewerId) ?? 0) + 1);
  const stage = await findStage(deps.db, stageId);
  for (const [reviewerId, count] of counts) {
    const user = await findUserEmail(deps.db, reviewerId);
    if (!user) continue;
    const locale = await languageOfUser(deps.db, reviewerId);
    await deps.mailer.send({
      to: user.email,
      ...TEAM_EMAILS[locale].assigned({
        productName: deps.config.productName,
        count,
        stageName: stage.name,
        queueLink: `${deps.config.baseUrl}/console/reviews`,
      }),
    });
  }
};
