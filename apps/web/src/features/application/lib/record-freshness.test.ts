import { describe, expect, it } from 'vitest';
import type { ApplicationRecord } from '@portal/shared/application/application-record';
import { queryClient } from '../../../lib/query-client.ts';
import { MY_APPLICATION_KEY } from '../api/use-my-application.ts';
import { isOlderCopy, newestOfEachStep } from './record-freshness.ts';
import { testRecord } from './test-record.ts';

const versions = (company: number, business: number) => ({ personal: 1, company, business, funding: 0 });
const companySaved = testRecord({ companyName: 'Typed In Tab A', stepVersions: versions(1, 0) });
const bothSaved = testRecord({ companyName: 'Typed In Tab A', otherSector: 'Rural Cold Chain', stepVersions: versions(1, 1) });

describe('an older copy of the application never replaces a newer one', () => {
  it('knows a copy read before a save this tab has the answer to', () => {
    expect(isOlderCopy(companySaved, bothSaved)).toBe(true);
    expect(isOlderCopy(bothSaved, companySaved)).toBe(false);
    expect(isOlderCopy(bothSaved, bothSaved)).toBe(false);
  });

  it('takes any other copy: another application, none shown, none now, or one ahead in another step', () => {
    expect(isOlderCopy(testRecord({ id: 'app-2' }), bothSaved)).toBe(false);
    expect(isOlderCopy(companySaved, null)).toBe(false);
    expect(isOlderCopy(null, bothSaved)).toBe(false);
    const coFounderSavedFunding = testRecord({ stepVersions: { ...versions(1, 0), funding: 1 } });
    expect(isOlderCopy(coFounderSavedFunding, bothSaved)).toBe(false);
  });

  it('keeps the newer of each step from a copy read between two saves, ahead in one step and behind in another', () => {
    // Shown: this tab's company save answered (version 2). The copy was read after another tab's business save
    // (version 1) but before this tab's company save.
    const shown = testRecord({ companyName: 'Saved Second', city: 'Jaipur', stepVersions: versions(2, 0) });
    const readBetween = testRecord({
      companyName: 'Saved First',
      city: 'Ajmer',
      otherSector: 'Rural Cold Chain',
      stepVersions: versions(1, 1),
    });
    const merged = newestOfEachStep(readBetween, shown);
    expect(merged).toMatchObject({ companyName: 'Saved Second', city: 'Jaipur', otherSector: 'Rural Cold Chain' });
    expect(merged.stepVersions).toEqual(versions(2, 1));
    expect(newestOfEachStep(bothSaved, companySaved)).toBe(bothSaved);
    expect(newestOfEachStep(testRecord({ id: 'app-2' }), bothSaved).id).toBe('app-2');

    queryClient.setQueryData(MY_APPLICATION_KEY, shown);
    queryClient.setQueryData(MY_APPLICATION_KEY, readBetween);
    expect(queryClient.getQueryData<ApplicationRecord>(MY_APPLICATION_KEY)).toMatchObject({
      companyName: 'Saved Second',
      otherSector: 'Rural Cold Chain',
      stepVersions: versions(2, 1),
    });
    queryClient.setQueryData(MY_APPLICATION_KEY, null);
  });

  it("keeps the newer step's answers to the cohort's own questions, and the other step's from the copy", () => {
    const question = (id: string, step: string) => ({ kind: 'short_text', id, labelEn: id, required: false, step });
    const questions = JSON.stringify([question('village_reach', 'company'), question('crop', 'business')]);
    const ownForm = (answers: Record<string, string>, version = 1) => ({ version, questions, answers: JSON.stringify(answers) });
    const shown = testRecord({ stepVersions: versions(2, 0), ownForm: ownForm({ village_reach: '40 villages' }) });
    const readBetween = testRecord({
      stepVersions: versions(1, 1),
      ownForm: ownForm({ village_reach: '12 villages', crop: 'Millet' }),
    });
    const answers = (record: ApplicationRecord | undefined) => JSON.parse(record?.ownForm.answers ?? '{}') as unknown;
    expect(answers(newestOfEachStep(readBetween, shown))).toEqual({ village_reach: '40 villages', crop: 'Millet' });
    const unansweredYet = testRecord({ stepVersions: versions(2, 0), ownForm: ownForm({}) });
    expect(answers(newestOfEachStep(readBetween, unansweredYet))).toEqual({ crop: 'Millet' });
    const newFormVersion = { ...readBetween, ownForm: ownForm({ village_reach: '12 villages', crop: 'Millet' }, 2) };
    expect(newestOfEachStep(newFormVersion, shown).ownForm).toBe(newFormVersion.ownForm);

    queryClient.setQueryData(MY_APPLICATION_KEY, shown);
    queryClient.setQueryData(MY_APPLICATION_KEY, readBetween);
    expect(answers(queryClient.getQueryData<ApplicationRecord>(MY_APPLICATION_KEY))).toEqual({
      village_reach: '40 villages',
      crop: 'Millet',
    });
    queryClient.setQueryData(MY_APPLICATION_KEY, null);
  });

  it('knows a copy written to earlier with every step at the same version: an upload step’s answers, a file, the submission', () => {
    const at = (minute: number) => `2025-01-01T00:0${minute}:00.000Z`;
    const deckAnswer = (answer: string) => ({ version: 1, questions: '[]', answers: JSON.stringify({ deck_language: answer }) });
    const beforeSave = testRecord({ stepVersions: versions(1, 1), updatedAt: at(1), ownForm: deckAnswer('Hindi') });
    const savedAnswer = testRecord({ stepVersions: versions(1, 1), updatedAt: at(2), ownForm: deckAnswer('Tamil') });
    expect(isOlderCopy(beforeSave, savedAnswer)).toBe(true);
    expect(isOlderCopy(savedAnswer, beforeSave)).toBe(false);
    expect(isOlderCopy({ ...beforeSave, updatedAt: at(2) }, savedAnswer)).toBe(false);
    expect(isOlderCopy({ ...beforeSave, updatedAt: 'not a time' }, savedAnswer)).toBe(false);
    // A copy ahead in a step is newer there, whatever its time says.
    expect(isOlderCopy({ ...beforeSave, stepVersions: versions(2, 1) }, savedAnswer)).toBe(false);

    queryClient.setQueryData(MY_APPLICATION_KEY, savedAnswer);
    queryClient.setQueryData(MY_APPLICATION_KEY, beforeSave);
    expect(queryClient.getQueryData<ApplicationRecord>(MY_APPLICATION_KEY)?.ownForm.answers).toBe('{"deck_language":"Tamil"}');
    const submitted = { ...savedAnswer, status: 'submitted', updatedAt: at(3) };
    queryClient.setQueryData(MY_APPLICATION_KEY, submitted);
    queryClient.setQueryData(MY_APPLICATION_KEY, savedAnswer);
    expect(queryClient.getQueryData<ApplicationRecord>(MY_APPLICATION_KEY)?.status).toBe('submitted');
    queryClient.setQueryData(MY_APPLICATION_KEY, null);
  });

  it("keeps the founder's cached application when a late read brings an older copy", () => {
    queryClient.setQueryData(MY_APPLICATION_KEY, bothSaved);
    queryClient.setQueryData(MY_APPLICATION_KEY, companySaved);
    expect(queryClient.getQueryData<ApplicationRecord>(MY_APPLICATION_KEY)).toMatchObject({
      otherSector: 'Rural Cold Chain',
      stepVersions: versions(1, 1),
    });
    const submitted = { ...bothSaved, status: 'submitted' };
    queryClient.setQueryData(MY_APPLICATION_KEY, submitted);
    expect(queryClient.getQueryData<ApplicationRecord>(MY_APPLICATION_KEY)?.status).toBe('submitted');
    queryClient.setQueryData(MY_APPLICATION_KEY, null);
    expect(queryClient.getQueryData(MY_APPLICATION_KEY)).toBeNull();
  });
});
