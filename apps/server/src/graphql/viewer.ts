import type { SessionUser } from '../auth/session.ts';
import { builder } from './builder.ts';

/** The signed-in founder; modules add their own fields (application, preferences) to it. */
export const ViewerRef = builder.objectRef<SessionUser>('Viewer').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    email: t.exposeString('email'),
  }),
});

builder.queryField('viewer', (t) =>
  t.field({ type: ViewerRef, nullable: true, resolve: (_root, _args, context) => context.viewer() }),
);
