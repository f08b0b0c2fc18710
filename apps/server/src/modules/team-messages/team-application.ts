import type { ApplicationColumns } from '@portal/shared/application/application-record';
import { toApplication } from '../application/repository.ts';
import type { TeamMessagesDb } from './team-message-tables.ts';

/** A recipient's application as it is now (what is missing decides the message's link). */
export const findApplicationRow = async (
  db: TeamMessagesDb,
  applicationId: string,
): Promise<(ApplicationColumns & { submitted_at: string | null }) | undefined> => {
  const row = await db.selectFrom('applications').selectAll().where('id', '=', applicationId).executeTakeFirst();
  return row ? { ...toApplication(row), submitted_at: row.submitted_at } : undefined;
};
