import {
  MESSAGE_CHANNELS,
  MESSAGE_KINDS,
  PHONE_CHANNELS,
  chosenChannelsSchema,
  messageChannelSchema,
  messageKindSchema,
} from '@portal/shared/messages/channels';
import { builder } from '../../graphql/builder.ts';
import { requireViewer } from '../../graphql/context.ts';
import { ViewerRef } from '../../graphql/viewer.ts';
import { AppError } from '../../http/errors.ts';
import { messagesDb } from '../messages/message-tables.ts';
import { availableChannels, findRecipient, setStops } from '../messages/recipient.ts';
import { getPreferences, updatePreferences, type Preferences } from './repository.ts';

/** Stored and answered for older clients; the portal offers no switch for it (packages/shared/src/account/email-preferences.ts). */
const NOTHING_DEPENDS =
  'Stored only: no email and no screen depends on it. The receipt, the decision and account emails are always sent; reminders have their own switch.';

const MessageStopRef = builder.objectRef<{ kind: string; channel: string }>('MessageStop').implement({
  description: 'A kind of message (`reminder`, `team`) the founder stopped on one channel (`email`, `sms`, `whatsapp`).',
  fields: (t) => ({ kind: t.exposeString('kind'), channel: t.exposeString('channel') }),
});

const PreferencesRef = builder.objectRef<Preferences & { userId: string }>('Preferences').implement({
  fields: (t) => ({
    notifications: t.exposeBoolean('notifications', { description: NOTHING_DEPENDS }),
    darkMode: t.exposeBoolean('darkMode', { description: 'A dark colour scheme on every device the founder signs in on.' }),
    emailUpdates: t.exposeBoolean('emailUpdates', { description: NOTHING_DEPENDS }),
    reminders: t.exposeBoolean('reminders', {
      description: 'Reminders before a cohort closes while the application is unfinished, on every channel (docs/reminders.md).',
    }),
    channels: t.exposeStringList('channels', {
      description: `The channels chosen for reminders and team messages, of ${MESSAGE_CHANNELS.join(', ')} (default: email).`,
    }),
    channelsOffered: t.exposeBoolean('channelsOffered', { description: 'Whether the choice of channels was offered (once).' }),
    configuredChannels: t.stringList({
      description:
        'The channels this server is set up to send on (email always; SMS and WhatsApp when configured), whoever the founder is: the choice offers only these.',
      resolve: (_preferences, _args, context) => availableChannels(context.app.config),
    }),
    usableChannels: t.stringList({
      description: 'The channels this server can reach the founder on now: SMS and WhatsApp need a confirmed +91 mobile.',
      resolve: async (preferences, _args, context) => {
        const recipient = await findRecipient(messagesDb(context.db), preferences.userId);
        return availableChannels(context.app.config).filter((c) => !PHONE_CHANNELS.includes(c) || recipient.phone !== undefined);
      },
    }),
    stoppedMessages: t.field({
      type: [MessageStopRef],
      description: 'The kinds of message stopped on a channel (the stop link in each message, or this page).',
      resolve: async (preferences, _args, context) => (await findRecipient(messagesDb(context.db), preferences.userId)).stops,
    }),
  }),
});

const MessageStopInput = builder.inputType('MessageStopInput', {
  fields: (t) => ({
    kind: t.string({ required: true, description: MESSAGE_KINDS.join(', ') }),
    channel: t.string({ required: true, description: MESSAGE_CHANNELS.join(', ') }),
  }),
});

const PreferencesInput = builder.inputType('PreferencesInput', {
  description: 'Only the preferences given are changed.',
  fields: (t) => ({
    notifications: t.boolean(),
    darkMode: t.boolean(),
    emailUpdates: t.boolean(),
    reminders: t.boolean(),
    channels: t.stringList({ description: 'At least one; SMS and WhatsApp only with a confirmed +91 mobile.' }),
    channelsOffered: t.boolean(),
    stoppedMessages: t.field({ type: [MessageStopInput], description: 'Replaces the stopped kinds and channels.' }),
  }),
});

builder.objectField(ViewerRef, 'preferences', (t) =>
  t.field({
    type: PreferencesRef,
    resolve: async (viewer, _args, context) => ({ ...(await getPreferences(context.db, viewer.id)), userId: viewer.id }),
  }),
);

builder.queryField('channelOffer', (t) =>
  t.field({
    type: PreferencesRef,
    description:
      "The signed-in founder's preferences, asked by the wizard once a step is saved, to offer the choice of channels once (channelsOffered).",
    resolve: async (_root, _args, context) => {
      const viewer = await requireViewer(context);
      return { ...(await getPreferences(context.db, viewer.id)), userId: viewer.id };
    },
  }),
);

builder.mutationField('updatePreferences', (t) =>
  t.field({
    type: PreferencesRef,
    args: { input: t.arg({ type: PreferencesInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const viewer = await requireViewer(context);
      const db = messagesDb(context.db);
      let channels: Preferences['channels'] | undefined;
      if (input.channels) {
        const parsed = chosenChannelsSchema.safeParse(input.channels);
        if (!parsed.success) throw new AppError('VALIDATION_FAILED');
        const recipient = await findRecipient(db, viewer.id);
        if (parsed.data.some((c) => PHONE_CHANNELS.includes(c)) && recipient.phone === undefined)
          throw new AppError('CHANNEL_NEEDS_MOBILE');
        channels = parsed.data;
      }
      if (input.stoppedMessages) {
        const stops = input.stoppedMessages.map((s) => ({
          kind: messageKindSchema.safeParse(s.kind),
          channel: messageChannelSchema.safeParse(s.channel),
        }));
        if (stops.some((s) => !s.kind.success || !s.channel.success)) throw new AppError('VALIDATION_FAILED');
        await setStops(
          db,
          viewer.id,
          stops.map((s) => ({ kind: s.kind.data!, channel: s.channel.data! })),
        );
      }
      const preferences = await updatePreferences(context.db, viewer.id, {
        notifications: input.notifications ?? undefined,
        darkMode: input.darkMode ?? undefined,
        emailUpdates: input.emailUpdates ?? undefined,
        reminders: input.reminders ?? undefined,
        channels,
        channelsOffered: input.channelsOffered ?? (channels ? true : undefined),
      });
      return { ...preferences, userId: viewer.id };
    },
  }),
);
