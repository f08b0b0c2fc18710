import { builder } from '../../graphql/builder.ts';
import { consoleNotFound, requireAdmin, requireStaff } from '../../auth/staff-access.ts';
import { requireHistoryReader } from '../reminders/history-access.ts';
import type { Audience } from './team-audience.ts';
import {
  findTeamMessage,
  messagesOfApplication,
  recipientsOf,
  teamMessagesOfCohort,
  type Delivery,
  type TeamMessageRow,
} from './team-message-repository.ts';
import { previewTeamMessage, sendTeamMessage } from './team-message-service.ts';
import { readOtherTexts, teamMessagesDb } from './team-message-tables.ts';

const DeliveryRef = builder.objectRef<Delivery>('TeamMessageDelivery').implement({
  description:
    "A recipient's message on one channel: queued (held until the morning: heldUntil), sent, delivered or failed (where the channel reports it), or why it did not go: stopped, daily-cap.",
  fields: (t) => ({
    channel: t.exposeString('channel'),
    status: t.exposeString('status'),
    updatedAt: t.exposeString('updatedAt'),
    heldUntil: t.exposeString('heldUntil', {
      nullable: true,
      description: 'A queued SMS or WhatsApp message held through the quiet hours: when it goes (08:00 IST).',
    }),
    recipientName: t.string({
      nullable: true,
      description: "Whose delivery it is (the founder's or a co-founder's name); in an application's history.",
      resolve: (d) => d.recipientName ?? null,
    }),
  }),
});

const RecipientRef = builder
  .objectRef<{ applicationId: string; userId: string; name: string; founder: boolean; deliveries: Delivery[] }>(
    'TeamMessageRecipient',
  )
  .implement({
    description:
      'One member (the founder or a co-founder) of an application a team message went to; no deliveries yet: its job has not run.',
    fields: (t) => ({
      applicationId: t.exposeID('applicationId'),
      userId: t.exposeID('userId'),
      name: t.exposeString('name'),
      founder: t.exposeBoolean('founder', { description: "The application's founder (false: a co-founder)." }),
      deliveries: t.field({ type: [DeliveryRef], resolve: (r) => r.deliveries }),
    }),
  });

const OtherTextRef = builder.objectRef<{ language: string; subject: string; body: string }>('TeamMessageOtherText').implement({
  description: 'A team message in one of the languages beyond English and Hindi, as the admin wrote it.',
  fields: (t) => ({
    language: t.exposeString('language'),
    subject: t.exposeString('subject'),
    body: t.exposeString('body'),
  }),
});

const TeamMessageRef = builder.objectRef<TeamMessageRow>('TeamMessage').implement({
  description: 'A message an admin wrote to a group of a cohort\'s founders (docs/reminders.md, "Team messages").',
  fields: (t) => ({
    id: t.exposeID('id'),
    cohortId: t.exposeString('cohort_id'),
    segment: t.exposeString('segment', { description: 'The group, as JSON: {by: status|stage|missing|picked, …}.' }),
    subjectEn: t.exposeString('subject_en'),
    bodyEn: t.exposeString('body_en'),
    subjectHi: t.exposeString('subject_hi'),
    bodyHi: t.exposeString('body_hi'),
    otherTexts: t.field({
      type: [OtherTextRef],
      description: 'The texts in the other languages the admin wrote (none: those founders got the English or Hindi text).',
      resolve: (m) => readOtherTexts(m.texts_other),
    }),
    sentByName: t.exposeString('sent_by_name'),
    recipientCount: t.int({ resolve: (m) => Number(m.recipients) }),
    createdAt: t.exposeString('created_at'),
    recipients: t.field({
      type: [RecipientRef],
      resolve: (m, _args, context) => recipientsOf(teamMessagesDb(context.db), m.id),
    }),
  }),
});

const AudienceRef = builder.objectRef<Audience>('TeamMessageAudience').implement({
  description: 'Who a team message would reach: founders in the group, how many on each channel, and in which text.',
  fields: (t) => ({
    founders: t.exposeInt('founders'),
    email: t.exposeInt('email'),
    sms: t.exposeInt('sms'),
    whatsapp: t.exposeInt('whatsapp'),
    stopped: t.exposeInt('stopped', { description: 'Founders who stopped team messages on every channel.' }),
    dailyCap: t.exposeInt('dailyCap', {
      description:
        'Founders it would not reach if sent now: a day it would arrive on (by email today, by SMS or WhatsApp held until 08:00 the next morning) already has the daily cap of messages. Counted on no channel.',
    }),
    english: t.exposeInt('english'),
    hindi: t.exposeInt('hindi'),
    other: t.exposeInt('other', {
      description: 'Founders who get the text written in their own language beyond English and Hindi.',
    }),
  }),
});

const ApplicationMessageRef = builder
  .objectRef<{ id: string; subject: string; sentByName: string; createdAt: string; deliveries: Delivery[] }>(
    'ApplicationTeamMessage',
  )
  .implement({
    description: "A team message in an application's history, with its deliveries.",
    fields: (t) => ({
      id: t.exposeID('id'),
      subject: t.exposeString('subject'),
      sentByName: t.exposeString('sentByName'),
      createdAt: t.exposeString('createdAt'),
      deliveries: t.field({ type: [DeliveryRef], resolve: (m) => m.deliveries }),
    }),
  });

const SegmentInput = builder.inputType('TeamSegmentInput', {
  description: "by: 'status' (status: draft|submitted), 'stage' (stageId), 'missing' (step) or 'picked' (applicationIds).",
  fields: (t) => ({
    by: t.string({ required: true }),
    status: t.string(),
    stageId: t.string(),
    step: t.string(),
    applicationIds: t.stringList(),
  }),
});
const TextInput = builder.inputType('TeamMessageTextInput', {
  fields: (t) => ({ subject: t.string({ required: true }), body: t.string({ required: true }) }),
});
const OtherTextInput = builder.inputType('TeamMessageOtherTextInput', {
  fields: (t) => ({
    language: t.string({ required: true }),
    subject: t.string({ required: true }),
    body: t.string({ required: true }),
  }),
});
const TextsInput = builder.inputType('TeamMessageTextsInput', {
  description: 'en and hi are required; other: texts in the other languages, each optional (blank ones left out).',
  fields: (t) => ({
    en: t.field({ type: TextInput, required: true }),
    hi: t.field({ type: TextInput, required: true }),
    other: t.field({ type: [OtherTextInput] }),
  }),
});
const PreviewInput = builder.inputType('TeamMessagePreviewInput', {
  fields: (t) => ({
    cohortId: t.string({ required: true }),
    segment: t.field({ type: SegmentInput, required: true }),
    texts: t.field({ type: TextsInput, required: true }),
  }),
});
const SendInput = builder.inputType('TeamMessageInput', {
  description: 'id: a UUID the editor makes once; confirming the same id again sends nothing more.',
  fields: (t) => ({
    id: t.string({ required: true }),
    cohortId: t.string({ required: true }),
    segment: t.field({ type: SegmentInput, required: true }),
    texts: t.field({ type: TextsInput, required: true }),
  }),
});

/** GraphQL leaves absent optional fields as null; the shared schema wants them absent. */
const withoutNulls = (value: unknown): unknown =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(
        Object.entries(value)
          .filter(([, v]) => v !== null && v !== undefined)
          .map(([k, v]) => [k, withoutNulls(v)]),
      )
    : value;

builder.queryFields((t) => ({
  teamMessagePreview: t.field({
    type: AudienceRef,
    description: 'Admins: who a team message would reach, per channel, after choices and stops. Sends nothing.',
    args: { input: t.arg({ type: PreviewInput, required: true }) },
    resolve: async (_root, args, context) => {
      requireAdmin(await context.viewer());
      return previewTeamMessage(context.app, withoutNulls(args.input));
    },
  }),
  teamMessages: t.field({
    type: [TeamMessageRef],
    description: "Staff: a cohort's team messages, newest first.",
    args: { cohortId: t.arg.string({ required: true }) },
    resolve: async (_root, args, context) => {
      requireStaff(await context.viewer());
      return teamMessagesOfCohort(teamMessagesDb(context.db), args.cohortId);
    },
  }),
  teamMessage: t.field({
    type: TeamMessageRef,
    nullable: true,
    description:
      'Staff: one team message with each recipient and the state of its delivery on each channel; null: no such message.',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, context) => {
      requireStaff(await context.viewer());
      return (await findTeamMessage(teamMessagesDb(context.db), String(args.id))) ?? null;
    },
  }),
  applicationTeamMessages: t.field({
    type: [ApplicationMessageRef],
    description:
      "The team messages in an application's history, with their deliveries: staff for a submitted application, admins also for a draft.",
    args: { applicationId: t.arg.id({ required: true }) },
    resolve: async (_root, args, context) => {
      const applicationId = String(args.applicationId);
      await requireHistoryReader(await context.viewer(), context.db, applicationId);
      return messagesOfApplication(teamMessagesDb(context.db), applicationId);
    },
  }),
}));

builder.mutationFields((t) => ({
  sendTeamMessage: t.field({
    type: TeamMessageRef,
    description: 'Admins: sends a team message to its group, one job per recipient on the durable queue (once per id).',
    args: { input: t.arg({ type: SendInput, required: true }) },
    resolve: async (_root, args, context) => {
      const admin = requireAdmin(await context.viewer());
      const id = await sendTeamMessage(context.app, admin, withoutNulls(args.input));
      const message = await findTeamMessage(teamMessagesDb(context.db), id);
      if (!message) throw consoleNotFound();
      return message;
    },
  }),
}));
