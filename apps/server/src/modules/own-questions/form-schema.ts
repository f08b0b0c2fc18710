import { missingHindi } from '@portal/shared/own-questions/question-schema';
import { builder } from '../../graphql/builder.ts';
import { requireAdmin, requireStaff } from '../../auth/staff-access.ts';
import { AppError } from '../../http/errors.ts';
import { findCohort } from '../cohorts/cohort-repository.ts';
import { saveCohortForm } from './form-admin.ts';
import { latestFormVersion, type FormVersion } from './form-version-repository.ts';

/** A cohort's form as the console's editor reads it; a cohort without questions has version 0 and none. */
type CohortForm = Pick<FormVersion, 'cohortId' | 'version' | 'questions'> & {
  createdAt: string | null;
  createdByName: string | null;
};

const CohortFormRef = builder.objectRef<CohortForm>('CohortForm').implement({
  description: "A cohort's own questions, its latest version (docs/own-questions.md).",
  fields: (t) => ({
    cohortId: t.exposeID('cohortId'),
    version: t.exposeInt('version', { description: '0 while the cohort has no questions.' }),
    questions: t.string({
      description: 'The questions in order, as JSON (packages/shared/src/own-questions/question-schema.ts).',
      resolve: (form) => JSON.stringify(form.questions),
    }),
    createdAt: t.exposeString('createdAt', { nullable: true }),
    createdByName: t.exposeString('createdByName', { nullable: true }),
    missingHindi: t.stringList({
      description: 'Each question lacking Hindi text, by its English text: the cohort cannot open until none is left.',
      resolve: (form) => missingHindi(form.questions).map((m) => `${m.labelEn} (${m.missing.join(', ')})`),
    }),
  }),
});

const asForm = (cohortId: string, version: FormVersion | undefined): CohortForm =>
  version ?? { cohortId, version: 0, questions: [], createdAt: null, createdByName: null };

builder.queryFields((t) => ({
  consoleCohortForm: t.field({
    type: CohortFormRef,
    description: "A cohort's own questions (staff).",
    args: { cohortId: t.arg.id({ required: true }) },
    resolve: async (_root, args, context) => {
      requireStaff(await context.viewer());
      const cohort = await findCohort(context.db, String(args.cohortId));
      if (!cohort) throw new AppError('COHORT_NOT_FOUND');
      return asForm(cohort.id, await latestFormVersion(context.db, cohort.id));
    },
  }),
}));

builder.mutationFields((t) => ({
  saveCohortForm: t.field({
    type: CohortFormRef,
    description:
      "Saves a cohort's questions (admins). Before it opens the form changes in place; after, each change is a new version (drafts move to it, submitted applications stay on theirs).",
    args: {
      cohortId: t.arg.id({ required: true }),
      questions: t.arg.string({ required: true, description: 'The questions in order, as JSON.' }),
    },
    resolve: async (_root, args, context) => {
      const admin = requireAdmin(await context.viewer());
      let questions: unknown;
      try {
        questions = JSON.parse(args.questions);
      } catch {
        throw new AppError('BAD_REQUEST');
      }
      const saved = await saveCohortForm({ db: context.db }, String(args.cohortId), questions, {
        id: admin.id,
        name: admin.name,
      });
      // A Hindi text written (or removed) holds or frees the cohort's opening: this instance reads it again at once.
      context.app.cohorts.changed();
      return saved;
    },
  }),
}));
