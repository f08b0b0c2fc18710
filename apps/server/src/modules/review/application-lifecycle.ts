import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/types.ts';
import type { Mailer } from '../../notifications/mailer.ts';
import type { WebhookQueue } from '../../webhooks/webhook-queue.ts';
import { WEBHOOK_EVENTS } from '../../webhooks/webhook-queue.ts';
import type { ApplicationLifecycle } from '../application/service.ts';
import type { CohortDirectory } from '../cohorts/cohort-directory.ts';
import { cohortIdOfApplication } from '../application/repository.ts';
import { inBackground, sendReceipt, storeOrLog } from './review-emails.ts';
import { ensureReviewRow } from './review-repository.ts';

/**
 * What follows a submit: the review row in the background; the receipt email and the
 * 'application.submitted' webhook stored as jobs in the request, delivered in the background, so the
 * founder's request neither waits for nor fails because of them. (The consent check is the privacy module's and
 * keeping earlier files the files module's: app.ts.)
 */
export const createApplicationLifecycle = (deps: {
  db: Kysely<Database>;
  config: Config;
  mailer: Mailer;
  webhooks: WebhookQueue;
  log: FastifyBaseLogger;
  cohorts: CohortDirectory;
}): Omit<ApplicationLifecycle, 'requireConsent' | 'keepFiles'> => ({
  cohortForNewApplication: async () => (await deps.cohorts.newestOpen())?.id,
  isOpen: (cohortId) => deps.cohorts.isOpen(cohortId),
  teamSignOff: async (cohortId) => (await deps.cohorts.find(cohortId))?.teamSignOff ?? false,
  submitted: async (application) => {
    inBackground(deps.log, 'creating the review record', () => ensureReviewRow(deps.db, application.id));
    await storeOrLog(deps.log, 'queueing the submission receipt', () => sendReceipt(deps, application.id));
    await storeOrLog(deps.log, 'queueing the submitted webhook', async () =>
      deps.webhooks.enqueue(WEBHOOK_EVENTS.submitted, {
        applicationId: application.id,
        cohortId: await cohortIdOfApplication(deps.db, application.id),
        companyName: application.companyName,
        submittedAt: application.submittedAt,
      }),
    );
  },
});
