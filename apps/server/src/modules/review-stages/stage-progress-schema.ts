import type { StageProgress } from '@portal/shared/review/stage-progress';
import { builder } from '../../graphql/builder.ts';

/** Where an application's review stands in its current stage (the console's detail and the publish dialog). */
export const StageProgressRef = builder.objectRef<StageProgress>('StageProgress').implement({
  description: "An application's current review stage and how far its reviewers there have got.",
  fields: (t) => ({
    stageId: t.exposeID('stageId'),
    stageName: t.exposeString('stageName'),
    position: t.exposeInt('position', { description: "1-based place of the stage in its cohort's pipeline." }),
    stageCount: t.exposeInt('stageCount', { description: "How many stages the cohort's pipeline has." }),
    reviewersWanted: t.exposeInt('reviewersWanted', { description: 'Reviewers the stage wants per application.' }),
    assigned: t.exposeInt('assigned', { description: 'Reviewers assigned to it in the stage.' }),
    done: t.exposeInt('done', { description: 'Of those, how many have scored it.' }),
    undeclared: t.exposeInt('undeclared', { description: 'Of those, how many have not declared a conflict yet.' }),
  }),
});
