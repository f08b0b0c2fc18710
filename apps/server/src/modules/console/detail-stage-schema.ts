import { builder } from '../../graphql/builder.ts';
import { StageProgressRef } from '../review-stages/stage-progress-schema.ts';
import { stageProgressOf } from '../review-stages/stage-progress.ts';
import { DetailRef } from './console-schema.ts';

builder.objectField(DetailRef, 'stageProgress', (t) =>
  t.field({
    type: StageProgressRef,
    nullable: true,
    description: 'Its current review stage and how far the reviewers there have got; null when it is in no stage.',
    resolve: (detail, _args, context) => stageProgressOf(context.db, detail.id),
  }),
);
