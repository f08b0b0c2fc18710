import type { MessageChannel } from '@portal/shared/messages/channels';
import type { TeamMessageInput } from '@portal/shared/messages/team-message';
import { insertJobsOnce } from '../../jobs/job-queue.ts';
import { insertDeliveries } from '../messages/delivery-repository.ts';
import { deliveryView, type DeliveryView } from '../messages/delivery-view.ts';
import { messagesDb } from '../messages/message-tables.ts';
import { deliveryId } from '../messages/queue-channels.ts';
import {
  memberMessageId,
  recipientMessageId,
  TEAM_MESSAGE_JOB,
  type TeamMessagesDb,
  type TeamMessagesTable,
} from './team-message-tables.ts';
import type { SegmentMember } from './team-segment.ts';

export interface TeamMessageJob {
  messageId: string;
  applicationId: string;
}

/**
 * Stores the message, one row per recipient and one job per recipient, all under fixed ids in one transaction: a
 * second confirm of the same message (or the same confirm on two instances) stores nothing more and sends nothing
 * twice. Answers whether this call stored it.
 */
export const storeTeamMessage = async (
  db: TeamMessagesDb,
  input: TeamMessageInput,
  sentBy: { id: string; name: string },
  members: readonly SegmentMember[],
): Promise<boolean> =>
  db.transaction().execute(async (trx) => {
    const at = new Date().toISOString();
    const stored = await trx
      .insertInto('team_messages')
      .values({
        id: input.id,
        cohort_id: input.cohortId,
        segment: JSON.stringify(input.segment),
        subject_en: input.texts.en.subject,
        body_en: input.texts.en.body,
        subject_hi: input.texts.hi.subject,
        body_hi: input.texts.hi.body,
        texts_other: input.texts.other ? JSON.stringify(input.texts.other) : null,
        sent_by_id: sentBy.id,
        sent_by_name: sentBy.name,
        recipients: members.length,
        created_at: at,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!stored) return false;
    for (let start = 0; start < members.length; start += 500) {
      const page = members.slice(start, start + 500);
      await trx
        .insertInto('team_message_recipients')
        .values(page.map((m) => ({ message_id: input.id, application_id: m.applicationId, user_id: m.userId, created_at: at })))
        .onConflict((oc) => oc.columns(['message_id', 'application_id']).doNothing())
        .execute();
      await insertJobsOnce(
        trx,
        page.map((m) => {
          const payload: TeamMessageJob = { messageId: input.id, applicationId: m.applicationId };
          return { id: recipientMessageId(input.id, m.applicationId), kind: TEAM_MESSAGE_JOB, payload };
        }),
      );
    }
    return true;
  });

/** One recipient's message, with what its job needs: the texts, the founder's address and language. */
export const findRecipientMessage = (db: TeamMessagesDb, job: TeamMessageJob) =>
  db
    .selectFrom('team_message_recipients as r')
    .innerJoin('team_messages as m', 'm.id', 'r.message_id')
    .innerJoin('user as u', 'u.id', 'r.user_id')
    .where('r.message_id', '=', job.messageId)
    .where('r.application_id', '=', job.applicationId)
    .select([
      'm.subject_en',
      'm.body_en',
      'm.subject_hi',
      'm.body_hi',
      'm.texts_other',
      'r.user_id',
      'r.application_id',
      'u.email',
      'u.language',
    ])
    .executeTakeFirst();

/** Whether the recipient's message already has its deliveries (its job ran before): then it sends nothing again. */
export const recipientHandled = async (db: TeamMessagesDb, messageId: string): Promise<boolean> =>
  (await db.selectFrom('message_deliveries').select('id').where('message_id', '=', messageId).limit(1).executeTakeFirst()) !==
  undefined;

/** A recipient the message did not go to, and why ('stopped': on every channel; 'daily-cap'): shown in the console. */
export const recordNotSent = async (
  db: TeamMessagesDb,
  target: { messageId: string; userId: string; applicationId: string },
  status: 'stopped' | 'daily-cap',
  channel: MessageChannel = 'email',
): Promise<void> => {
  await insertDeliveries(messagesDb(db), [
    {
      id: deliveryId(target.messageId, channel),
      messageId: target.messageId,
      kind: 'team',
      channel,
      userId: target.userId,
      applicationId: target.applicationId,
      status,
    },
  ]);
};

export type TeamMessageRow = TeamMessagesTable;

/** A cohort's team messages, newest first. */
export const teamMessagesOfCohort = (db: TeamMessagesDb, cohortId: string) =>
  db.selectFrom('team_messages').selectAll().where('cohort_id', '=', cohortId).orderBy('created_at', 'desc').limit(200).execute();

export const findTeamMessage = (db: TeamMessagesDb, id: string) =>
  db.selectFrom('team_messages').selectAll().where('id', '=', id).executeTakeFirst();

interface MemberRow {
  application_id: string;
  user_id: string;
  name: string;
}

/** The members (application_members) of these applications, with their name. */
const membersOfApplications = async (db: TeamMessagesDb, applicationIds: readonly string[]): Promise<MemberRow[]> => {
  const rows: MemberRow[] = [];
  for (let start = 0; start < applicationIds.length; start += 500)
    rows.push(
      ...(await db
        .selectFrom('application_members as m')
        .innerJoin('user as u', 'u.id', 'm.user_id')
        .select(['m.application_id', 'm.user_id', 'u.name'])
        .where('m.application_id', 'in', applicationIds.slice(start, start + 500))
        .orderBy('m.joined_at')
        .execute()),
    );
  return rows;
};

const namesOf = async (db: TeamMessagesDb, userIds: readonly string[]): Promise<Map<string, string>> => {
  const names = new Map<string, string>();
  for (let start = 0; start < userIds.length; start += 500)
    for (const row of await db
      .selectFrom('user')
      .select(['id', 'name'])
      .where('id', 'in', userIds.slice(start, start + 500))
      .execute())
      names.set(row.id, row.name);
  return names;
};

/**
 * Each member a message went to, one row per member of each recipient application (its founder first, then the
 * co-founders), with their deliveries (none yet: the application's job has not run). Once the job ran, the rows are
 * the members it found then; before, the application's members now.
 */
export const recipientsOf = async (db: TeamMessagesDb, messageId: string) => {
  const recipients = await db
    .selectFrom('team_message_recipients')
    .select(['application_id', 'user_id'])
    .where('message_id', '=', messageId)
    .orderBy('application_id')
    .execute();
  const deliveries = await db
    .selectFrom('message_deliveries')
    .select(['message_id', 'user_id', 'application_id', 'channel', 'status', 'created_at', 'updated_at'])
    .where('kind', '=', 'team')
    .where('message_id', 'like', `team:${messageId}:%`)
    .execute();
  const members = await membersOfApplications(
    db,
    recipients.map((r) => r.application_id),
  );
  const now = new Date();
  const rows: { applicationId: string; userId: string; name: string; founder: boolean; deliveries: Delivery[] }[] = [];
  const userIds = new Set<string>();
  for (const r of recipients) {
    const ran = deliveries.some((d) => d.message_id === recipientMessageId(messageId, r.application_id));
    const people = new Set<string>([r.user_id]);
    for (const d of deliveries) if (d.application_id === r.application_id) people.add(d.user_id);
    if (!ran) for (const m of members) if (m.application_id === r.application_id) people.add(m.user_id);
    for (const userId of people) {
      userIds.add(userId);
      const id = memberMessageId(messageId, r.application_id, userId, r.user_id);
      rows.push({
        applicationId: r.application_id,
        userId,
        name: '',
        founder: userId === r.user_id,
        deliveries: deliveries.filter((d) => d.message_id === id).map((d) => deliveryView(d, now)),
      });
    }
  }
  const names = await namesOf(db, [...userIds]);
  return rows.map((row) => ({ ...row, name: names.get(row.userId) ?? '' }));
};

export interface Delivery extends DeliveryView {
  /** Whose delivery it is (the founder's or a co-founder's name), in an application's history. */
  recipientName?: string;
}

/**
 * The team messages an application was sent (a draft's as a submitted one's), newest first, with every member's
 * deliveries (the application's history).
 */
export const messagesOfApplication = async (db: TeamMessagesDb, applicationId: string) => {
  const messages = await db
    .selectFrom('team_message_recipients as r')
    .innerJoin('team_messages as m', 'm.id', 'r.message_id')
    .select(['m.id', 'm.subject_en', 'm.sent_by_name', 'm.created_at'])
    .where('r.application_id', '=', applicationId)
    .orderBy('m.created_at', 'desc')
    .execute();
  const deliveries = await db
    .selectFrom('message_deliveries as d')
    .innerJoin('user as u', 'u.id', 'd.user_id')
    .select(['d.message_id', 'd.channel', 'd.status', 'd.created_at', 'd.updated_at', 'u.name'])
    .where('d.application_id', '=', applicationId)
    .where('d.kind', '=', 'team')
    .orderBy('d.created_at')
    .execute();
  const now = new Date();
  return messages.map((m) => {
    const id = recipientMessageId(m.id, applicationId);
    return {
      id: m.id,
      subject: m.subject_en,
      sentByName: m.sent_by_name,
      createdAt: m.created_at,
      deliveries: deliveries
        .filter((d) => d.message_id === id || d.message_id.startsWith(`${id}:`))
        .map((d) => ({ ...deliveryView(d, now), recipientName: d.name })),
    };
  });
};
