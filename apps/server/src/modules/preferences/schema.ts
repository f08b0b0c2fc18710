import { builder } from '../../graphql/builder.ts';
import { requireViewer } from '../../graphql/context.ts';
import { ViewerRef } from '../../graphql/viewer.ts';
import { getPreferences, updatePreferences, type Preferences } from './repository.ts';

const PreferencesRef = builder.objectRef<Preferences>('Preferences').implement({
  fields: (t) => ({
    notifications: t.exposeBoolean('notifications'),
    darkMode: t.exposeBoolean('darkMode'),
    emailUpdates: t.exposeBoolean('emailUpdates'),
  }),
});

const PreferencesInput = builder.inputType('PreferencesInput', {
  description: 'Only the preferences given are changed.',
  fields: (t) => ({
    notifications: t.boolean(),
    darkMode: t.boolean(),
    emailUpdates: t.boolean(),
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
      });
    },
  }),
);
