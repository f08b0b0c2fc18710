import { builder } from '../../graphql/builder.ts';
import { requireViewer } from '../../graphql/context.ts';
import { ViewerRef } from '../../graphql/viewer.ts';
import { getPreferences, updatePreferences, type Preferences } from './repository.ts';

/** Stored and answered for older clients; the portal offers no switch for it (packages/shared/src/account/email-preferences.ts). */
const NOTHING_DEPENDS =
  'Stored only: no email and no screen depends on it. The receipt, the decision and account emails are always sent; reminders have their own switch.';

const PreferencesRef = builder.objectRef<Preferences>('Preferences').implement({
  fields: (t) => ({
    notifications: t.exposeBoolean('notifications', { description: NOTHING_DEPENDS }),
    darkMode: t.exposeBoolean('darkMode', { description: 'A dark colour scheme on every device the founder signs in on.' }),
    emailUpdates: t.exposeBoolean('emailUpdates', { description: NOTHING_DEPENDS }),
    reminders: t.exposeBoolean('reminders', {
      description: 'Reminder emails before a cohort closes while the application is unfinished (docs/reminders.md).',
    }),
  }),
});

const PreferencesInput = builder.inputType('PreferencesInput', {
  description: 'Only the preferences given are changed.',
  fields: (t) => ({
    notifications: t.boolean(),
    darkMode: t.boolean(),
    emailUpdates: t.boolean(),
    reminders: t.boolean(),
  }),
});

builder.objectField(ViewerRef, 'preferences', (t) =>
  t.field({ type: PreferencesRef, resolve: (viewer, _args, context) => getPreferences(context.db, viewer.id) }),
);

builder.mutationField('updatePreferences', (t) =>
  t.field({
    type: PreferencesRef,
    args: { input: t.arg({ type: PreferencesInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const viewer = await requireViewer(context);
      return updatePreferences(context.db, viewer.id, {
        notifications: input.notifications ?? undefined,
        darkMode: input.darkMode ?? undefined,
        emailUpdates: input.emailUpdates ?? undefined,
        reminders: input.reminders ?? undefined,
      });
    },
  }),
);
