import { z } from 'zod';
import { missingSteps } from '@portal/shared/application/step-progress';
import type { MessageChannel } from '@portal/shared/messages/channels';
import { TEAM_EMAILS, TEAM_SMS, WHATSAPP_LANGUAGE, whatsappTeamParameters } from '@portal/shared/messages/message-texts';
import { teamTextFor } from '@portal/shared/messages/team-message';
import { messageDays } from '@portal/shared/messages/message-days';
import { MESSAGES_PER_FOUNDER_PER_DAY } from '@portal/shared/reminders/reminder-schedule';
import { localeOf } from '../../auth/account-language.ts';
import type { Config } from '../../config.ts';
import type { JobHandler } from '../../jobs/job-queue.ts';
import { listMembers } from '../application/members-repository.ts';
import { findApplicationRow } from './team-application.ts';
import { availableChannels, channelsFor, findRecipient } from '../messages/recipient.ts';
import type { MessagesDb } from '../messages/message-tables.ts';
import { queueChannels, type ChannelContent } from '../messages/queue-channels.ts';
import { oneClickStopHeaders, stopLink } from '../messages/stop-link.ts';
import { countMessagesOnDays } from '../reminders/reminder-repository.ts';
import type { RemindersDb } from '../reminders/reminder-tables.ts';
import { findRecipientMessage, recipientHandled, recordNotSent } from './team-message-repository.ts';
import { memberMessageId, readOtherTexts, type TeamMessagesDb } from './team-message-tables.ts';

const payloadSchema = z.object({ messageId: z.string(), applicationId: z.string() });

/**
 * Sends one recipient's team message when its job runs, to every member of the application (its founder and each
 * co-founder, application_members), each on their own: on the channels the member chose that are not stopped for
 * team messages, in the text of their language (teamTextFor: the team's text in it, else the fallback), linking to the first step they have not done (or the
 * dashboard) and to the stop link of its channel. It counts towards the founder's daily cap (shared with reminders,
 * one atomic statement); a full day or stops on every channel are recorded and nothing goes. Each channel is then a
 * job of its own (modules/messages: quiet hours, retries, delivery states). A job that runs again finds its
 * deliveries and sends nothing twice.
 */
export const teamMessageJobHandler = (deps: {
  db: () => TeamMessagesDb;
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
  now?: () => Date;
}): JobHandler => ({
  background: true,
  maxAttempts: deps.config.messages.maxAttempts,
  retryBaseMs: deps.config.messages.retryBaseMs,
  deliver: async (raw) => {
    const job = payloadSchema.parse(raw);
    const db = deps.db();
    const now = deps.now?.() ?? new Date();
    const found = await findRecipientMessage(db, job);
    if (!found) return;
    const row = await findApplicationRow(db, found.application_id);
    const missing = row && row.submitted_at === null ? missingSteps(row) : [];
    const { baseUrl, authSecret, productName } = deps.config;
    const texts = {
      en: { subject: found.subject_en, body: found.body_en },
      hi: { subject: found.subject_hi, body: found.body_hi },
      other: readOtherTexts(found.texts_other),
    };
    const link = missing[0] ? `${baseUrl}/application/${missing[0]}` : `${baseUrl}/dashboard`;
    // The founder the recipient row names first, then every co-founder of the application: each on their own.
    const members = [
      { userId: found.user_id, email: found.email, language: found.language },
      ...(await listMembers(db, found.application_id)).filter((m) => m.userId !== found.user_id),
    ];
    for (const member of members) {
      const messageId = memberMessageId(job.messageId, job.applicationId, member.userId, found.user_id);
      if (await recipientHandled(db, messageId)) continue;
      const target = { messageId, userId: member.userId, applicationId: found.application_id };
      const recipient = await findRecipient(db, member.userId);
      const channels = channelsFor(recipient, 'team', availableChannels(deps.config));
      if (channels.length === 0) {
        await recordNotSent(db, target, 'stopped');
        continue;
      }
      const locale = localeOf(member.language);
      const text = teamTextFor(texts, locale);
      const input = (channel: MessageChannel) => ({
        productName,
        text: text.body,
        link,
        stopLink: stopLink(baseUrl, authSecret, { userId: member.userId, kind: 'team', channel }, locale),
      });
      const content: { channel: MessageChannel; content: ChannelContent }[] = [];
      if (channels.includes('email'))
        content.push({
          channel: 'email',
          content: {
            email: {
              to: member.email,
              subject: text.subject,
              text: TEAM_EMAILS[locale](input('email')).text,
              headers: oneClickStopHeaders(input('email').stopLink),
            },
          },
        });
      if (channels.includes('sms') && recipient.phone)
        content.push({
          channel: 'sms',
          content: {
            sms: { to: recipient.phone, text: TEAM_SMS[locale](input('sms')), dltTemplateId: deps.config.smsDlt.templates.team },
          },
        });
      if (channels.includes('whatsapp') && recipient.phone)
        content.push({
          channel: 'whatsapp',
          content: {
            whatsapp: {
              to: recipient.phone,
              template: deps.config.whatsappTemplates.team,
              language: WHATSAPP_LANGUAGE[locale],
              parameters: whatsappTeamParameters(input('whatsapp')),
            },
          },
        });
      // Counted and queued in one transaction: a crash leaves neither, and a retry finds both.
      await db.transaction().execute(async (trx) => {
        // On each day it reaches the founder: SMS and WhatsApp held overnight count on the morning they go.
        const counted = await countMessagesOnDays(
          trx as unknown as RemindersDb,
          [
            {
              userId: member.userId,
              days: messageDays(
                content.map((c) => c.channel),
                now,
              ),
            },
          ],
          MESSAGES_PER_FOUNDER_PER_DAY,
        );
        if (!counted.has(member.userId)) return recordNotSent(trx, target, 'daily-cap');
        await queueChannels(
          trx as unknown as MessagesDb,
          { messageId, kind: 'team', userId: member.userId, applicationId: found.application_id, channels: content },
          now,
        );
      });
    }
  },
});
