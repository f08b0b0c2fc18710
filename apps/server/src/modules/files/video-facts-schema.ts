import { builder } from '../../graphql/builder.ts';
import { requireViewer } from '../../graphql/context.ts';
import { findPitchVideoOfUser, type StoredVideoView } from './video-facts.ts';

export const StoredVideoRef = builder.objectRef<StoredVideoView>('StoredVideo').implement({
  description: "What the server read from a stored video's container when it arrived.",
  fields: (t) => ({
    durationSeconds: t.exposeFloat('durationSeconds', { nullable: true }),
    width: t.exposeInt('width', { nullable: true }),
    height: t.exposeInt('height', { nullable: true }),
    note: t.exposeString('note', {
      nullable: true,
      description: 'Why duration and resolution are missing; the file is stored all the same.',
    }),
    lengthWarning: t.exposeString('lengthWarning', {
      nullable: true,
      description: "'short' (under 30 s) or 'long' (over 3 min): a warning, never a refusal.",
    }),
  }),
});

builder.queryField('pitchVideo', (t) =>
  t.field({
    type: StoredVideoRef,
    nullable: true,
    description: "The caller's stored video pitch, or null when none is stored yet.",
    resolve: async (_root, _args, context) => {
      const viewer = await requireViewer(context);
      return findPitchVideoOfUser(context.db, viewer.id);
    },
  }),
);
