import { z } from 'zod';
import { missingSteps } from '@portal/shared/application/step-progress';
import { cohortName } from '@portal/shared/cohorts/cohort';
import { MESSAGES_PER_FOUNDER_PER_DAY, reminderOutcome } from '@portal/shared/reminders/reminder-schedule';
import { missingStepsSentence, REMINDER_EMAILS } from '@portal/shared/reminders/reminder-emails';
import { REMINDER_SMS, WHATSAPP_LANGUAGE, whatsappReminderParameters } from '@portal/shared/messages/message-texts';
import { carriesSignIn, type MessageChannel } from '@portal/shared/messages/channels';
import { capDays, messageDays, overDailyCap } from '@portal/shared/messages/message-days';
import { localeOf } from '../../auth/account-language.ts';
import type { Config } from '../../config.ts';
import { toBool } from '../../db/types.ts';
import { DeliveryError } from '../../jobs/delivery-error.ts';
import type { JobHandler } from '../../jobs/job-queue.ts';
import type { EmailMessage } from '../../notifications/mailer.ts';
import { findOwnApplicationsByIds, ownApplicationKey, toApplication, type ApplicationRow } from '../application/repository.ts';
import { findCohort, type Cohort } from '../cohorts/cohort-repository.ts';
import {
  countMessagesOnDays,
  findReminders,
  finishReminders,
  messagesSentOn,
  recordOverCap,
  reopenReminders,
  type StoredReminder,
} from './reminder-repository.ts';
import type { RemindersDb } from './reminder-tables.ts';
import { insertDeliveries } from '../messages/delivery-repository.ts';
import { DELIVERY_STATUS, messagesDb, type MessagesDb } from '../messages/message-tables.ts';
import { availableChannels, channelsFor, findRecipients, type Recipient } from '../messages/recipient.ts';
import { deliveryId, queueChannelsMany, textsOf, type ChannelMessage } from '../messages/queue-channels.ts';
import { oneClickStopHeaders, stopLink } from '../messages/stop-link.ts';

const payloadSchema = z.object({ reminderId: z.string() });

/** Reminders the job queue hands one call (a reminder round stores thousands at once). */
const REMINDERS_PER_BATCH = 200;
/** Emails of one batch sent at once (a mail server limits the connections of one client). */
const EMAILS_AT_ONCE = 4;

type Deps = {
  db: () => RemindersDb;
  config: Pick<
    Config,
    | 'baseUrl'
    | 'authSecret'
    | 'productName'
    | 'messages'
    | 'isProduction'
    | 'smsWebhook'
    | 'whatsapp'
    | 'whatsappTemplates'
    | 'smsDlt'
  >;
  /** The email transport's delivery (notifications/email-delivery.ts): this job is already the durable part. */
  sendEmail: (message: EmailMessage) => Promise<void>;
  /** The app's cohort directory (fresh within a second); the table itself when absent. */
  findCohort?: (id: string) => Promise<Cohort | undefined>;
  now?: () => Date;
};

/** A reminder that goes: its email (when the founder reads email) and its SMS and WhatsApp messages. */
interface Going {
  reminder: StoredReminder;
  email: EmailMessage | undefined;
  phone: ChannelMessage;
}

/**
 * Delivers stored reminders, a batch at a time (the job queue's `deliverMany`; `deliver` is a batch of one). Each
 * decides again, now, whether it should go (the application still unfinished, reminders not stopped, still the
 * cohort's latest due reminder, no day it would reach the founder on full: overDailyCap), read for the whole batch in
 * a few queries. Those that go are, in one transaction, recorded as sent (only a reminder no one decided yet: never
 * twice), counted on each day it reaches the founder (messageDays: SMS and WhatsApp held overnight count on the
 * morning they go; one atomic statement per day for the batch: two instances cannot both take a day's last place;
 * over it, recorded as `daily-cap`) and their SMS and WhatsApp jobs queued; then the emails go through the mailer's
 * transport (SMTP or the outbox), a few at once. The others are recorded with why not. A send that fails is uncounted
 * and reopened, and that reminder's job retries it; a retry of one recorded as sent (a crash after the commit) sends
 * nothing again.
 */
export const reminderJobHandler = (deps: Deps): JobHandler => {
  const deliverMany = async (payloads: readonly unknown[]): Promise<unknown[]> => {
    const failures: unknown[] = payloads.map(() => undefined);
    const indicesOf = new Map<string, number[]>();
    payloads.forEach((payload, i) => {
      const parsed = payloadSchema.safeParse(payload);
      if (!parsed.success) failures[i] = parsed.error;
      else indicesOf.set(parsed.data.reminderId, [...(indicesOf.get(parsed.data.reminderId) ?? []), i]);
    });
    const db = deps.db();
    const now = deps.now?.() ?? new Date();
    let stored = await findReminders(db, [...indicesOf.keys()]);
    // A founder's reminders go one per wave (the day's count is one statement per wave, a row updated once in it).
    while (stored.length > 0) {
      const seen = new Set<string>();
      const wave = stored.filter((r) => !seen.has(r.user_id) && seen.add(r.user_id));
      for (const [id, error] of await deliverWave(deps, db, wave, now))
        for (const i of indicesOf.get(id) ?? []) failures[i] = error;
      const later = stored.filter((r) => !wave.includes(r)).map((r) => r.id);
      stored = later.length > 0 ? await findReminders(db, later) : [];
    }
    return failures;
  };
  return {
    // Thousands fall due at once before a deadline: sign-in codes and receipts go first (job-queue.ts).
    background: true,
    maxAttempts: deps.config.messages.maxAttempts,
    retryBaseMs: deps.config.messages.retryBaseMs,
    deliverMany,
    batchSize: REMINDERS_PER_BATCH,
    deliver: async (payload) => {
      const [failure] = await deliverMany([payload]);
      if (failure !== undefined) throw failure;
    },
  };
};

/** Delivers reminders of distinct founders; answers the ones whose sending failed, with why. */
const deliverWave = async (
  deps: Deps,
  db: RemindersDb,
  reminders: readonly StoredReminder[],
  now: Date,
): Promise<Map<string, unknown>> => {
  const failed = new Map<string, unknown>();
  const pending = reminders.filter((r) => r.outcome === null);
  if (pending.length === 0) return failed;
  const cohortIds = [...new Set(pending.map((r) => r.cohort_id))];
  const [rows, cohortList] = await Promise.all([
    findOwnApplicationsByIds(
      db,
      pending.map((r) => ({ userId: r.user_id, id: r.application_id })),
    ),
    Promise.all(cohortIds.map((id) => (deps.findCohort ? deps.findCohort(id) : findCohort(db, id)))),
  ]);
  const cohorts = new Map(cohortIds.map((id, i) => [id, cohortList[i]]));

  const notSent = new Map<string, string[]>();
  const record = (outcome: string, id: string) => notSent.set(outcome, [...(notSent.get(outcome) ?? []), id]);
  const deciding: { reminder: StoredReminder; row: ApplicationRow; cohort: Cohort }[] = [];
  for (const reminder of pending) {
    const row = rows.get(ownApplicationKey(reminder.user_id, reminder.application_id));
    const cohort = cohorts.get(reminder.cohort_id);
    if (!row || !cohort) {
      record('gone', reminder.id);
      continue;
    }
    const outcome = reminderOutcome({
      minutesBefore: Number(reminder.minutes_before),
      cohort,
      offsets: cohort.reminderOffsets,
      submitted: row.submitted_at !== null,
      optedOut: reminder.reminders !== null && !toBool(reminder.reminders),
      now,
    });
    if (outcome === 'send') deciding.push({ reminder, row, cohort });
    else record(outcome, reminder.id);
  }
  const messages = messagesDb(db);
  const userIds = deciding.map((d) => d.reminder.user_id);
  const [recipients, sentOn] =
    deciding.length > 0
      ? await Promise.all([findRecipients(messages, userIds), messagesSentOn(db, userIds, capDays(now))])
      : [new Map<string, Recipient>(), new Map<string, Record<string, number>>()];
  const available = availableChannels(deps.config);
  const going: Going[] = [];
  for (const { reminder, row, cohort } of deciding) {
    const recipient: Recipient = recipients.get(reminder.user_id)!;
    const channels = channelsFor(recipient, 'reminder', available);
    if (channels.length === 0) {
      record('opted-out', reminder.id);
      continue;
    }
    const message = compose(deps.config, { reminder, row, cohort, recipient, channels });
    // Full on a day it would reach the founder: today by email, the morning its held SMS and WhatsApp go.
    if (overDailyCap(channelsOf(message), sentOn.get(reminder.user_id) ?? {}, now)) {
      record('daily-cap', reminder.id);
      continue;
    }
    const texts = [
      ...(message.email ? [message.email.subject, message.email.text] : []),
      ...message.phone.channels.flatMap(({ content }) => textsOf(content)),
    ];
    if (texts.some(carriesSignIn)) failed.set(reminder.id, new DeliveryError('message carries a sign-in link or code'));
    else going.push(message);
  }
  for (const [outcome, ids] of notSent) await finishReminders(db, ids, outcome);
  if (going.length === 0) return failed;

  // Recorded as sent (only those no one decided yet), counted and their phone channels queued in one transaction: a
  // crash before its commit leaves them to their jobs' retries; after it, a reminder recorded as sent never goes again.
  const sending = await db.transaction().execute(async (transaction) => {
    const trx: RemindersDb = transaction;
    const mine = await finishReminders(
      trx,
      going.map((g) => g.reminder.id),
      'sent',
    );
    const ours = going.filter((g) => mine.has(g.reminder.id));
    const counted = await countMessagesOnDays(
      trx,
      ours.map((g) => ({ userId: g.reminder.user_id, days: daysOf(g, now) })),
      MESSAGES_PER_FOUNDER_PER_DAY,
    );
    await recordOverCap(
      trx,
      ours.filter((g) => !counted.has(g.reminder.user_id)).map((g) => g.reminder.id),
    );
    const within = ours.filter((g) => counted.has(g.reminder.user_id));
    // SMS and WhatsApp are jobs of their own (held through the quiet hours, a slow API holds up nothing else).
    await queueChannelsMany(
      messagesDb(trx),
      within.map((g) => g.phone),
      now,
    );
    return within;
  });

  const emailed: Going[] = [];
  const emailFailed: Going[] = [];
  const emails = sending.filter((g) => g.email !== undefined);
  await Promise.all(
    Array.from({ length: Math.min(EMAILS_AT_ONCE, emails.length) }, async () => {
      for (let g = emails.shift(); g; g = emails.shift()) {
        try {
          await deps.sendEmail(g.email!);
          emailed.push(g);
        } catch (error) {
          failed.set(g.reminder.id, error);
          emailFailed.push(g);
        }
      }
    }),
  );
  if (emailFailed.length > 0)
    await db.transaction().execute((trx) =>
      reopenReminders(
        trx,
        emailFailed.map((g) => ({ id: g.reminder.id, userId: g.reminder.user_id, days: daysOf(g, now) })),
      ),
    );
  await recordSentEmails(messages, emailed, now);
  return failed;
};

/** The channels a reminder goes on: email when it has one, and its SMS and WhatsApp messages. */
const channelsOf = (g: Going): MessageChannel[] => [
  ...(g.email ? (['email'] as const) : []),
  ...g.phone.channels.map((c) => c.channel),
];

/** The IST days a reminder reaches its founder on: today by email, the day its held SMS and WhatsApp go. */
const daysOf = (g: Going, now: Date): string[] => messageDays(channelsOf(g), now);

/** The reminder's texts in the founder's language: the email and, on the phone channels they chose, SMS and WhatsApp. */
const compose = (
  config: Deps['config'],
  input: {
    reminder: StoredReminder;
    row: ApplicationRow;
    cohort: Cohort;
    recipient: Recipient;
    channels: MessageChannel[];
  },
): Going => {
  const { reminder, row, cohort, recipient, channels } = input;
  const locale = localeOf(reminder.language);
  const missing = missingSteps(toApplication(row));
  const { baseUrl, authSecret, productName } = config;
  const stopFor = (channel: MessageChannel) =>
    stopLink(baseUrl, authSecret, { userId: reminder.user_id, kind: 'reminder', channel }, locale);
  const texts = {
    productName,
    cohortName: cohortName(cohort, locale),
    closesAt: cohort.closesAt!,
    missing,
    stepLink: `${baseUrl}/application/${missing[0] ?? 'review'}`,
  };
  const short = (channel: MessageChannel) => ({
    ...texts,
    missing: missingStepsSentence(missing, locale),
    stopLink: stopFor(channel),
  });
  const phone: ChannelMessage = {
    messageId: reminder.id,
    kind: 'reminder',
    userId: reminder.user_id,
    applicationId: row.id,
    channels: [],
  };
  if (channels.includes('sms') && recipient.phone)
    phone.channels.push({
      channel: 'sms',
      content: {
        sms: { to: recipient.phone, text: REMINDER_SMS[locale](short('sms')), dltTemplateId: config.smsDlt.templates.reminder },
      },
    });
  if (channels.includes('whatsapp') && recipient.phone)
    phone.channels.push({
      channel: 'whatsapp',
      content: {
        whatsapp: {
          to: recipient.phone,
          template: config.whatsappTemplates.reminder,
          language: WHATSAPP_LANGUAGE[locale],
          parameters: whatsappReminderParameters(short('whatsapp'), locale),
        },
      },
    });
  const email = channels.includes('email') ? REMINDER_EMAILS[locale]({ ...texts, stopLink: stopFor('email') }) : undefined;
  return {
    reminder,
    phone,
    email: email && {
      to: reminder.email,
      subject: email.subject,
      text: email.text,
      headers: oneClickStopHeaders(stopFor('email')),
    },
  };
};

/** The reminders' emails went: their delivery rows say so (the console and the application's history read these). */
const recordSentEmails = async (db: MessagesDb, sent: readonly Going[], now: Date): Promise<void> => {
  await insertDeliveries(
    db,
    sent.map(({ reminder, phone }) => ({
      id: deliveryId(reminder.id, 'email'),
      messageId: reminder.id,
      kind: 'reminder',
      channel: 'email',
      userId: reminder.user_id,
      applicationId: phone.applicationId,
      status: DELIVERY_STATUS.sent,
    })),
    now,
  );
};
