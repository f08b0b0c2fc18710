import { builder } from '../../graphql/builder.ts';
import type { DeliveryView } from '../messages/delivery-view.ts';
import { requireHistoryReader } from './history-access.ts';
import { remindersOfApplication, type ApplicationReminder } from './reminder-history.ts';

const DeliveryRef = builder.objectRef<DeliveryView>('ReminderDelivery').implement({
  description:
    'A reminder on one channel: queued (held until the morning: heldUntil), sent, delivered or failed (where the channel reports it).',
  fields: (t) => ({
    channel: t.exposeString('channel'),
    status: t.exposeString('status'),
    updatedAt: t.exposeString('updatedAt'),
    heldUntil: t.exposeString('heldUntil', {
      nullable: true,
      description: 'A queued SMS or WhatsApp reminder held through the quiet hours: when it goes (08:00 IST).',
    }),
  }),
});

const ReminderRef = builder.objectRef<ApplicationReminder>('ApplicationReminder').implement({
  description: "A reminder in an application's history: one per member it went to, with its delivery on each channel.",
  fields: (t) => ({
    id: t.exposeID('id'),
    minutesBefore: t.exposeInt('minutesBefore', { description: 'The reminder time: minutes before the cohort closes.' }),
    createdAt: t.exposeString('createdAt'),
    userId: t.exposeID('userId'),
    recipientName: t.exposeString('recipientName'),
    founder: t.exposeBoolean('founder', { description: "The application's founder (false: a co-founder)." }),
    outcome: t.string({
      nullable: true,
      description: "Null while its job waits; 'sent', or why not: submitted, opted-out, superseded, daily-cap, gone.",
      resolve: (r) => r.outcome,
    }),
    deliveries: t.field({ type: [DeliveryRef], resolve: (r) => r.deliveries }),
  }),
});

builder.queryFields((t) => ({
  applicationReminders: t.field({
    type: [ReminderRef],
    description:
      "The reminders in an application's history, one per member, with their deliveries: staff for a submitted application, admins also for a draft.",
    args: { applicationId: t.arg.id({ required: true }) },
    resolve: async (_root, args, context) => {
      const applicationId = String(args.applicationId);
      await requireHistoryReader(await context.viewer(), context.db, applicationId);
      return remindersOfApplication(context.db, applicationId);
    },
  }),
}));
