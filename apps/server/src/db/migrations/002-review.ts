import type { Kysely } from 'kysely';
import type { Dialect } from '../types.ts';
import { cascadingKeys, cascadingTo, floatType, keyCascadingTo, queueColumns, textId, writtenBy } from './columns.ts';

/**
 * The program team's side: review state per application, its audited history, rubric scores,
 * private comments, one-time sign-in links and the outgoing webhook queue. The user's role is a Better Auth
 * additional field, so Better Auth's own migration adds that column.
 */
export const up = async (db: Kysely<unknown>, dialect: Dialect): Promise<void> => {
  // One row per submitted application: the internal status, the published decision, the score average.
  await db.schema
    .createTable('application_reviews')
    .addColumn('application_id', 'text', keyCascadingTo('applications.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('decision', 'text')
    .addColumn('decision_published_at', 'text')
    .addColumn('score_average', floatType(dialect))
    .addColumn('score_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('application_reviews_status_idx').on('application_reviews').column('status').execute();
  await db.schema.createIndex('application_reviews_score_idx').on('application_reviews').column('score_average').execute();

  // The console lists submitted applications, newest first, filtered by sector, state and revenue.
  await db.schema
    .createIndex('applications_status_submitted_idx')
    .on('applications')
    .columns(['application_status', 'submitted_at'])
    .execute();
  await db.schema.createIndex('applications_sector_idx').on('applications').columns(['sector', 'submitted_at']).execute();
  await db.schema.createIndex('applications_state_idx').on('applications').columns(['state', 'submitted_at']).execute();
  await db.schema.createIndex('applications_revenue_idx').on('applications').columns(['revenue', 'submitted_at']).execute();

  // Every status change and decision publication: who, when, from, to, and the note.
  await db.schema
    .createTable('review_history')
    .$call(textId)
    .addColumn('application_id', 'text', cascadingTo('applications.id'))
    .$call(writtenBy('actor'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('review_history_application_idx')
    .on('review_history')
    .columns(['application_id', 'created_at'])
    .execute();

  // One score per reviewer, criterion and application.
  await db.schema
    .createTable('review_scores')
    .$call(cascadingKeys({ application_id: 'applications.id', reviewer_id: 'user.id' }))
    .addColumn('criterion', 'text', (c) => c.notNull())
    .addColumn('score', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('review_scores_pk', ['application_id', 'reviewer_id', 'criterion'])
    .execute();

  // Private to the team: applicants never see these.
  await db.schema
    .createTable('review_comments')
    .$call(textId)
    .addColumn('application_id', 'text', cascadingTo('applications.id'))
    .$call(writtenBy('author'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('review_comments_application_idx')
    .on('review_comments')
    .columns(['application_id', 'created_at'])
    .execute();

  // `npm run admin:create`: single-use, expiring; only the token's hash is stored.
  await db.schema
    .createTable('sign_in_links')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', cascadingTo('user.id'))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  // Outgoing webhook events, delivered in the background and retried with backoff; kept across restarts.
  await db.schema.createTable('webhook_events').$call(queueColumns('event', 'delivered_at')).execute();
  await db.schema.createIndex('webhook_events_due_idx').on('webhook_events').columns(['status', 'next_attempt_at']).execute();
};
