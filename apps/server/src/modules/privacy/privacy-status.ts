import type { FastifyInstance } from 'fastify';
import type { PrivacyStatus } from '@portal/shared/privacy/privacy';
import { findApplicationRefOfUser } from '../application/repository.ts';
import { consentsOf, mustConsent } from './consent.ts';
import { exportExpired, latestExport, EXPORT_STATUS } from './data-export.ts';
import { hasPassword } from './deletion-confirmation.ts';
import { privacyDb } from './privacy-tables.ts';

/** What GET PRIVACY_PATHS.status answers a signed-in account (the page-start answer carries it too). */
export const privacyStatusOf =
  (app: FastifyInstance) =>
  async (user: { id: string; role?: string }): Promise<PrivacyStatus> => {
    const db = privacyDb(app.database.db);
    const application = await findApplicationRefOfUser(db, user.id);
    const latest = await latestExport(db, user.id);
    const corrections = await db
      .selectFrom('correction_requests')
      .select(['id', 'field', 'correction', 'status', 'created_at as createdAt', 'note'])
      .where('user_id', '=', user.id)
      .orderBy('created_at', 'desc')
      .execute();
    return {
      noticeVersion: app.config.privacy.noticeVersion,
      consentNeeded: await mustConsent(db, user, app.config.privacy.noticeVersion),
      consents: await consentsOf(db, user.id),
      nominee:
        (await db.selectFrom('privacy_nominees').select(['name', 'contact']).where('user_id', '=', user.id).executeTakeFirst()) ??
        null,
      applicationSubmitted: Boolean(application?.submittedAt),
      corrections: corrections.map((c) => ({ ...c, status: c.status === 'resolved' ? 'resolved' : 'open' })),
      export:
        latest && !(latest.status === EXPORT_STATUS.ready && exportExpired(latest.ready_at))
          ? {
              status: latest.status as 'preparing' | 'ready' | 'failed',
              requestedAt: latest.requested_at,
              readyAt: latest.ready_at,
            }
          : null,
      hasPassword: await hasPassword(db, user.id),
    };
  };
