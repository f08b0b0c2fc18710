import { builder } from '../../graphql/builder.ts';
import { consoleNotFound, requireStaff } from '../../auth/staff-access.ts';
import { isSubmitted, remindersOfApplication, type ApplicationReminder, type ReminderDelivery } from './reminder-history.ts';

const DeliveryRef = builder.objectRef<ReminderDelivery>('ReminderDelivery').implement({
  description: 'A reminder on one channel: queued, sent, delivered or failed (where the channel reports it).',
  fields: (t) => ({
    channel: t.exposeString('channel'),
    status: t.exposeString('status'),
    updatedAt: t.exposeString('updatedAt'),
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
    description: "Staff: the reminders in an application's history, one per member, with their deliveries.",
    args: { applicationId: t.arg.id({ required: true }) },
    resolve: async (_root, args, context) => {
      requireStaff(await context.viewer());
      const applicationId = String(args.applicationId);
      // Like every console page of an application: a draft's id answers like an unknown one.
      if (!(await isSubmitted(context.db, applicationId))) throw consoleNotFound();
      return remindersOfApplication(context.db, applicationId);
    },
  }),
}));
