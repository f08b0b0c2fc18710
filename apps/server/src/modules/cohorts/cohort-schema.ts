import { cohortState } from '@portal/shared/cohorts/cohort';
import { builder } from '../../graphql/builder.ts';
import { requireViewer, type GraphQLContext } from '../../graphql/context.ts';
import { requireAdmin, requireStaff } from '../../auth/staff-access.ts';
import { archiveCohort, closeCohortNow, createCohort, editCohort, openCohortNow } from './cohort-admin.ts';
import type { Cohort } from './cohort-repository.ts';

const LocalCohortNameRef = builder.objectRef<{ language: string; name: string }>('CohortLocalName').implement({
  description: "The cohort's name in a language beyond English and Hindi, as the team wrote it.",
  fields: (t) => ({ language: t.exposeString('language'), name: t.exposeString('name') }),
});

const LocalCohortNameInput = builder.inputType('CohortLocalNameInput', {
  fields: (t) => ({ language: t.string({ required: true }), name: t.string({ required: true }) }),
});

export const CohortRef = builder.objectRef<Cohort>('Cohort').implement({
  description: 'A season of applications (docs/cohorts.md). Times are ISO-8601 instants; the console shows them in IST.',
  fields: (t) => ({
    id: t.exposeID('id'),
    nameEn: t.exposeString('nameEn'),
    nameHi: t.exposeString('nameHi'),
    names: t.field({
      type: [LocalCohortNameRef],
      description: 'The name in other languages (a language without one shows the English or, in Devanagari, the Hindi name).',
      resolve: (cohort) => cohort.names,
    }),
    description: t.exposeString('description', { nullable: true }),
    opensAt: t.exposeString('opensAt'),
    closesAt: t.exposeString('closesAt', { nullable: true }),
    archivedAt: t.exposeString('archivedAt', { nullable: true }),
    reminderOffsets: t.exposeIntList('reminderOffsets', {
      description: 'Minutes before the close at which founders with unfinished applications get a reminder (docs/reminders.md).',
    }),
    teamSignOff: t.exposeBoolean('teamSignOff', {
      description:
        'Every co-founder confirms "I have read the whole application" before it can be submitted (docs/co-founders.md).',
    }),
    heldForHindi: t.exposeBoolean('heldForHindi', {
      description:
        'Its latest form or eligibility check lacks a Hindi text: it takes no applications, and stays upcoming past its opening time, until every one is written (docs/own-questions.md).',
    }),
    state: t.string({
      description: 'upcoming, open, closed or archived, at the moment asked.',
      resolve: (cohort) => cohortState(cohort),
    }),
  }),
});

const CohortInput = builder.inputType('CohortInput', {
  description:
    'Times as ISO-8601 with an offset, e.g. 2026-06-30T23:59:00+05:30. The closing time must come after the opening and lie ahead.',
  fields: (t) => ({
    nameEn: t.string({ required: true }),
    nameHi: t.string({ required: true }),
    names: t.field({
      type: [LocalCohortNameInput],
      description:
        'The name in other languages of the portal; a blank one is left out; absent: none on create, unchanged on update.',
    }),
    description: t.string(),
    opensAt: t.string({ required: true }),
    closesAt: t.string({ required: true }),
    reminderOffsets: t.intList({
      description:
        'Minutes before the close to remind unfinished applications, e.g. [10080, 2880, 1440, 180]; absent: the defaults on create, unchanged on update.',
    }),
    teamSignOff: t.boolean({
      description:
        'Submitting waits for every co-founder\'s "I have read the whole application"; absent: off on create, unchanged on update.',
    }),
  }),
});

const depsOf = (context: GraphQLContext) => ({ db: context.db, cohorts: context.app.cohorts });

builder.queryFields((t) => ({
  openCohorts: t.field({
    type: [CohortRef],
    description: 'The cohorts taking applications now, newest first (signed in).',
    resolve: async (_root, _args, context) => {
      await requireViewer(context);
      return (await context.app.cohorts.all()).filter((cohort) => cohortState(cohort) === 'open').reverse();
    },
  }),
  consoleCohorts: t.field({
    type: [CohortRef],
    description: 'Every cohort, newest first (staff).',
    resolve: async (_root, _args, context) => {
      requireStaff(await context.viewer());
      return (await context.app.cohorts.all()).slice().reverse();
    },
  }),
}));

builder.mutationFields((t) => {
  const byId = (run: (deps: ReturnType<typeof depsOf>, id: string) => Promise<Cohort>, description: string) =>
    t.field({
      type: CohortRef,
      description,
      args: { cohortId: t.arg.id({ required: true }) },
      resolve: async (_root, args, context) => {
        requireAdmin(await context.viewer());
        return run(depsOf(context), String(args.cohortId));
      },
    });
  return {
    createCohort: t.field({
      type: CohortRef,
      args: { input: t.arg({ type: CohortInput, required: true }) },
      resolve: async (_root, args, context) => {
        requireAdmin(await context.viewer());
        return createCohort(depsOf(context), args.input);
      },
    }),
    updateCohort: t.field({
      type: CohortRef,
      args: { cohortId: t.arg.id({ required: true }), input: t.arg({ type: CohortInput, required: true }) },
      resolve: async (_root, args, context) => {
        requireAdmin(await context.viewer());
        return editCohort(depsOf(context), String(args.cohortId), args.input);
      },
    }),
    openCohortNow: byId(openCohortNow, 'Opens an upcoming cohort now.'),
    closeCohortNow: byId(closeCohortNow, 'Closes a cohort now: no new applications and no submissions from this moment.'),
    archiveCohort: byId(archiveCohort, 'Archives a closed cohort; every application and review in it is kept.'),
  };
});
