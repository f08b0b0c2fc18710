import { z } from 'zod';
import { missingSteps } from '@portal/shared/application/step-progress';
import { cohortName } from '@portal/shared/cohorts/cohort';
import { istDay, MESSAGES_PER_FOUNDER_PER_DAY, reminderOutcome } from '@portal/shared/reminders/reminder-schedule';
import { missingStepsSentence, REMINDER_EMAILS } from '@portal/shared/reminders/reminder-emails';
import { REMINDER_SMS, WHATSAPP_LANGUAGE, whatsappReminderParameters } from '@portal/shared/messages/message-texts';
import type { MessageChannel } from '@portal/shared/messages/channels';
import { localeOf } from '../../auth/account-language.ts';
import type { Config } from '../../config.ts';
import { toBool } from '../../db/types.ts';
import type { JobHandler } from '../../jobs/job-queue.ts';
import type { EmailMessage } from '../../notifications/mailer.ts';
import { findOwnApplicationById, toApplication } from '../application/repository.ts';
import { findCohort, type Cohort } from '../cohorts/cohort-repository.ts';
import { countReminderSent, finishReminder, findReminder, reopenReminder } from './reminder-repository.ts';
import type { RemindersDb } from './reminder-tables.ts';
import { DELIVERY_STATUS, messagesDb } from '../messages/message-tables.ts';
import { availableChannels, channelsFor, findRecipient } from '../messages/recipient.ts';
import { deliveryId, queueChannels, type ChannelContent } from '../messages/queue-channels.ts';
import { stopLink } from '../messages/stop-link.ts';

const payloadSchema = z.object({ reminderId: z.string() });

/**
 * Delivers a stored reminder: decides again, now, whether it should go (the application still unfinished, reminders
 * not stopped, still the cohort's latest due reminder, the founder's day not full); if so it counts it for the day
 * (one atomic statement: two instances cannot both take a day's last place) and records it as sent, then sends the
 * email through the mailer's transport (SMTP or the outbox). Otherwise it records why not and finishes without
 * sending. A send that fails is uncounted and reopened, and the job retries it; a retry of one recorded as sent (a
 * crash after the send) sends nothing again: never twice.
 */
export const reminderJobHandler = (deps: {
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
}): JobHandler => ({
  // Thousands fall due at once before a deadline: sign-in codes and receipts go first (job-queue.ts).
  background: true,
  maxAttempts: deps.config.messages.maxAttempts,
  retryBaseMs: deps.config.messages.retryBaseMs,
  deliver: async (payload) => {
    const db = deps.db();
    const { reminderId } = payloadSchema.parse(payload);
    const now = deps.now?.() ?? new Date();
    const day = istDay(now);
    const reminder = await findReminder(db, reminderId, day);
    if (!reminder || reminder.outcome !== null) return;
    const [row, cohort] = await Promise.all([
      findOwnApplicationById(db, reminder.user_id, reminder.application_id),
      deps.findCohort ? deps.findCohort(reminder.cohort_id) : findCohort(db, reminder.cohort_id),
    ]);
    if (!row || !cohort) return finishReminder(db, reminderId, 'gone');
    const outcome = reminderOutcome({
      minutesBefore: Number(reminder.minutes_before),
      cohort,
      offsets: cohort.reminderOffsets,
      submitted: row.submitted_at !== null,
      optedOut: reminder.reminders !== null && !toBool(reminder.reminders),
      sentToday: Number(reminder.sent_today ?? 0),
      now,
    });
    if (outcome !== 'send') return finishReminder(db, reminderId, outcome);
    const messages = messagesDb(db);
    const recipient = await findRecipient(messages, reminder.user_id);
    const channels = channelsFor(recipient, 'reminder', availableChannels(deps.config));
    if (channels.length === 0) return finishReminder(db, reminderId, 'opted-out');

    const locale = localeOf(reminder.language);
    const missing = missingSteps(toApplication(row));
    const { baseUrl, authSecret, productName } = deps.config;
    const stopFor = (channel: MessageChannel) =>
      stopLink(baseUrl, authSecret, { userId: reminder.user_id, kind: 'reminder', channel });
    const input = {
      productName,
      cohortName: cohortName(cohort, locale),
      closesAt: cohort.closesAt!,
      missing,
      stepLink: `${baseUrl}/application/${missing[0] ?? 'review'}`,
    };
    const short = (channel: MessageChannel) => ({
      ...input,
      missing: missingStepsSentence(missing, locale),
      stopLink: stopFor(channel),
    });
    const phone: { channel: MessageChannel; content: ChannelContent }[] = [];
    if (channels.includes('sms') && recipient.phone)
      phone.push({
        channel: 'sms',
        content: {
          sms: {
            to: recipient.phone,
            text: REMINDER_SMS[locale](short('sms')),
            dltTemplateId: deps.config.smsDlt.templates.reminder,
          },
        },
      });
    if (channels.includes('whatsapp') && recipient.phone)
      phone.push({
        channel: 'whatsapp',
        content: {
          whatsapp: {
            to: recipient.phone,
            template: deps.config.whatsappTemplates.reminder,
            language: WHATSAPP_LANGUAGE[locale],
            parameters: whatsappReminderParameters(short('whatsapp'), locale),
          },
        },
      });
    const email = REMINDER_EMAILS[locale]({ ...input, stopLink: stopFor('email') });
    const message: EmailMessage = { to: reminder.email, subject: email.subject, text: email.text };
    // Counted first: a crash before the next statement leaves the day counted once too often, never a second message.
    const counted = await countReminderSent(db, reminder.user_id, day, MESSAGES_PER_FOUNDER_PER_DAY);
    await finishReminder(db, reminderId, counted ? 'sent' : 'daily-cap');
    if (!counted) return;
    // SMS and WhatsApp are jobs of their own (held through the quiet hours, a slow API holds up nothing else).
    const target = { messageId: reminderId, kind: 'reminder' as const, userId: reminder.user_id, applicationId: row.id };
    if (phone.length > 0) await messages.transaction().execute((trx) => queueChannels(trx, { ...target, channels: phone }, now));
    if (!channels.includes('email')) return;
    try {
      await deps.sendEmail(message);
    } catch (error) {
      await db.transaction().execute((trx) => reopenReminder(trx, reminderId, reminder.user_id, day));
      throw error;
    }
    await recordSentEmail(messages, target, now);
  },
});

/** The reminder's email went: its delivery row says so (the console and the application's history read these). */
const recordSentEmail = async (
  db: ReturnType<typeof messagesDb>,
  target: { messageId: string; kind: 'reminder'; userId: string; applicationId: string },
  now: Date,
): Promise<void> => {
  const at = now.toISOString();
  await db
    .insertInto('message_deliveries')
    .values({
      id: deliveryId(target.messageId, 'email'),
      message_id: target.messageId,
      kind: target.kind,
      channel: 'email',
      user_id: target.userId,
      application_id: target.applicationId,
      status: DELIVERY_STATUS.sent,
      provider_id: null,
      last_error: null,
      created_at: at,
      updated_at: at,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
};
