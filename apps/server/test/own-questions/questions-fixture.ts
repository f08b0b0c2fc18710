import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { runOperation } from '../support/graphql-client.ts';

/*
 * What the own-questions server tests share (issue 50): the team's two usual questions, a date as the console sends
 * it, and a cohort opened with a form.
 */

const DAY = 24 * 60 * 60 * 1000;

/** A moment `offsetDays` from now, in India's time as the console sends a cohort's dates. */
export const ist = (offsetDays: number): string =>
  `${new Date(Date.now() + offsetDays * DAY + 5.5 * 3_600_000).toISOString().slice(0, 19)}+05:30`;

/** A required yes/no question on the company step. */
export const womenLed = {
  kind: 'yes_no',
  id: 'women_led',
  labelEn: 'Is your startup women-led?',
  labelHi: 'क्या आपका स्टार्टअप महिलाओं के नेतृत्व में है?',
  step: 'company',
  required: true,
};

/** An optional one-choice question on the business step. */
export const heardFrom = {
  kind: 'one_choice',
  id: 'heard_from',
  labelEn: 'How did you hear about us?',
  labelHi: 'आपने हमारे बारे में कैसे सुना?',
  step: 'business',
  options: [
    { id: 'radio', labelEn: 'Radio', labelHi: 'रेडियो' },
    { id: 'friend', labelEn: 'A friend', labelHi: 'एक दोस्त' },
  ],
};

/** An admin saves a cohort's form (the questions as the console sends them). */
export const saveCohortForm = async (
  app: FastifyInstance,
  admin: string,
  cohortId: string,
  questions: unknown[],
): Promise<void> => {
  const saved = await runOperation(app, 'SaveCohortForm', { cohortId, questions: JSON.stringify(questions) }, admin);
  expect(saved.errors).toBeUndefined();
};

/** A cohort opened now with these questions: the newest open one, where a new founder's application goes. */
export const openCohortWithForm = async (
  app: FastifyInstance,
  admin: string,
  nameEn: string,
  questions: unknown[],
): Promise<string> => {
  const created = await runOperation<{ createCohort: { id: string } }>(
    app,
    'CreateCohort',
    { input: { nameEn, nameHi: nameEn, opensAt: ist(3), closesAt: ist(40) } },
    admin,
  );
  const cohortId = created.data!.createCohort.id;
  await saveCohortForm(app, admin, cohortId, questions);
  expect((await runOperation(app, 'OpenCohortNow', { cohortId }, admin)).errors).toBeUndefined();
  return cohortId;
};
