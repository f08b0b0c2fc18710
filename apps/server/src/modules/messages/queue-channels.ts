import { carriesSignIn, phoneMessageTime, type MessageChannel, type MessageKind } from '@portal/shared/messages/channels';
import { DeliveryError } from '../../jobs/delivery-error.ts';
import { insertJobsOnce } from '../../jobs/job-queue.ts';
import { CHANNEL_JOB, type ChannelPayload } from './channel-delivery.ts';
import { insertDeliveries } from './delivery-repository.ts';
import { DELIVERY_STATUS, type MessagesDb } from './message-tables.ts';

/** The id of a message's delivery on a channel, and of its job. */
export const deliveryId = (messageId: string, channel: MessageChannel): string => `${messageId}:${channel}`;

export type ChannelContent = Pick<ChannelPayload, 'email' | 'sms' | 'whatsapp'>;

/** Every text a channel's content would send: checked for sign-in links and codes before anything is stored. */
export const textsOf = (content: ChannelContent): string[] => [
  ...(content.email ? [content.email.subject, content.email.text] : []),
  ...(content.sms ? [content.sms.text] : []),
  ...(content.whatsapp ? content.whatsapp.parameters : []),
];

/** One message to one founder, on the channels it goes on. */
export interface ChannelMessage {
  messageId: string;
  kind: MessageKind;
  userId: string;
  applicationId: string | null;
  channels: { channel: MessageChannel; content: ChannelContent }[];
}

/**
 * Stores a message's delivery on each channel (queued) and its job under the same fixed id, so a message is queued
 * once per channel however often this runs. SMS and WhatsApp jobs are due no earlier than the end of the quiet hours.
 * Refuses content that carries a sign-in link or code: only the sign-in flows send those.
 */
export const queueChannels = (db: MessagesDb, message: ChannelMessage, now: Date = new Date()): Promise<void> =>
  queueChannelsMany(db, [message], now);

/** The same for many messages in two statements (a batch of reminders); refuses them all if one carries sign-in. */
export const queueChannelsMany = async (
  db: MessagesDb,
  messages: readonly ChannelMessage[],
  now: Date = new Date(),
): Promise<void> => {
  const all = messages.flatMap((message) => message.channels.map((entry) => ({ message, ...entry })));
  if (all.length === 0) return;
  if (all.some(({ content }) => textsOf(content).some(carriesSignIn)))
    throw new DeliveryError('message carries a sign-in link or code');
  await insertDeliveries(
    db,
    all.map(({ message, channel }) => ({
      id: deliveryId(message.messageId, channel),
      messageId: message.messageId,
      kind: message.kind,
      channel,
      userId: message.userId,
      applicationId: message.applicationId,
      status: DELIVERY_STATUS.queued,
    })),
    now,
  );
  await insertJobsOnce(
    db,
    all.map(({ message, channel, content }) => {
      const payload: ChannelPayload = {
        deliveryId: deliveryId(message.messageId, channel),
        userId: message.userId,
        kind: message.kind,
        channel,
        ...content,
      };
      return {
        id: deliveryId(message.messageId, channel),
        kind: CHANNEL_JOB,
        payload,
        notBefore: channel === 'email' ? undefined : phoneMessageTime(now),
      };
    }),
  );
};
