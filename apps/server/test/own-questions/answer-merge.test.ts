import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { COMPANY, firstError, runOperation } from '../support/graphql-client.ts';
import { createTestApp, signUp, TEST_DIALECTS, uniqueEmail, type TestApp } from '../support/helper.ts';
import { messagesTo } from '../support/auth-kit.ts';
import { accountWithRole, CONSOLE_ENV } from '../support/fixtures/console-fixtures.ts';
import { ist } from './questions-fixture.ts';

const QUESTIONS = [
  { kind: 'yes_no', id: 'women_led', labelEn: 'Is your startup women-led?', labelHi: 'महिला नेतृत्व?', step: 'company' },
  {
    kind: 'several_choices',
    id: 'focus',
    labelEn: 'Your focus',
    labelHi: 'आपका फ़ोकस',
    step: 'company',
    options: [
      { id: 'water', labelEn: 'Water', labelHi: 'पानी' },
      { id: 'farming', labelEn: 'Farming', labelHi: 'खेती' },
      { id: 'health', labelEn: 'Health', labelHi: 'स्वास्थ्य' },
    ],
  },
  { kind: 'short_text', id: 'pitch_language', labelEn: 'Pitch language?', labelHi: 'पिच की भाषा?', step: 'video' },
  { kind: 'whole_number', id: 'pitch_takes', labelEn: 'How many takes?', labelHi: 'कितने टेक?', step: 'video' },
];

interface Conflict {
  field: string;
  stored: string;
  storedBy: string | null;
  storedAt: string | null;
  yours: string;
}
type Saved = {
  id: string;
  city: string;
  stepVersions: Record<string, number>;
  ownForm: { answers: string };
  conflicts: Conflict[];
};
type Member = { cookie: string; name: string };

/**
 * Per-answer merging of the cohort's own questions (docs/own-questions.md, docs/co-founders.md): two members answer
 * from two devices, each save naming the answers it changed with the answer it started from. The same answer changed
 * by both is a conflict answered with both values and who stored it, and nothing is overwritten; different answers are
 * both kept; the same for an upload step's answers; every change asks the sign-offs again; a failed answers write
 * leaves the step's fields and version as they were.
 */
describe.each(TEST_DIALECTS)('own questions: answers merged per answer (%s)', (dialect) => {
  let t: TestApp;
  const op = <D>(name: Parameters<typeof runOperation>[1], variables: Record<string, unknown>, cookie?: string) =>
    runOperation<D>(t.app, name, variables, cookie);

  beforeAll(async () => {
    t = await createTestApp(dialect, CONSOLE_ENV);
    const admin = (await accountWithRole(t.app, 'admin')).cookie;
    const created = await op<{ createCohort: { id: string } }>(
      'CreateCohort',
      { input: { nameEn: 'Monsoon', nameHi: 'मानसून', opensAt: ist(3), closesAt: ist(40) } },
      admin,
    );
    const cohortId = created.data!.createCohort.id;
    expect((await op('SaveCohortForm', { cohortId, questions: JSON.stringify(QUESTIONS) }, admin)).errors).toBeUndefined();
    expect((await op('OpenCohortNow', { cohortId }, admin)).errors).toBeUndefined();
  });
  afterAll(() => t.close());

  /** Asha's application with the company step and its answers saved, and Bina joined to it. */
  const team = async (): Promise<{ applicationId: string; asha: Member; bina: Member }> => {
    const ashaEmail = uniqueEmail('asha');
    const asha = { cookie: (await signUp(t.app, { name: 'Asha Rao', email: ashaEmail })).cookie, name: 'Asha Rao' };
    const saved = await op<{ savePersonalInfo: Saved }>(
      'SavePersonalInfo',
      { input: { name: 'Asha Rao', email: ashaEmail, phone: '9876543210' } },
      asha.cookie,
    );
    const applicationId = saved.data!.savePersonalInfo.id;
    // A whole-step save (no fieldBases): the company's fields and the first answers, in one transaction.
    const first = await op<{ saveCompanyInfo: Saved }>(
      'SaveCompanyInfo',
      {
        applicationId,
        input: COMPANY,
        ownAnswers: JSON.stringify({ women_led: true, focus: ['water'] }),
        ownAnswerBases: JSON.stringify({ women_led: null, focus: null }),
      },
      asha.cookie,
    );
    expect(first.data!.saveCompanyInfo).toMatchObject({ city: 'Pune', conflicts: [] });
    const binaEmail = uniqueEmail('bina');
    expect((await op('InviteCoFounder', { applicationId, address: binaEmail }, asha.cookie)).errors).toBeUndefined();
    const bina = { cookie: (await signUp(t.app, { name: 'Bina Das', email: binaEmail })).cookie, name: 'Bina Das' };
    const link = (await messagesTo(t, binaEmail)).map((m) => /\/join\?token=([A-Za-z0-9_-]+)/.exec(m.body)?.[1]).find(Boolean);
    expect((await op('JoinApplication', { token: link }, bina.cookie)).errors).toBeUndefined();
    return { applicationId, asha, bina };
  };

  /** A company step save naming no field, with the step's answers and the bases of those it changed. */
  const saveCompany = (who: Member, applicationId: string, answers: object, bases: object, input: object = COMPANY) =>
    op<{ saveCompanyInfo: Saved }>(
      'SaveCompanyInfo',
      {
        applicationId,
        input,
        fieldBases: [],
        ownAnswers: JSON.stringify(answers),
        ownAnswerBases: JSON.stringify(bases),
      },
      who.cookie,
    );
  const saveVideo = (who: Member, applicationId: string, answers: object, bases: object) =>
    op<{ saveStepAnswers: Saved }>(
      'SaveStepAnswers',
      { applicationId, step: 'video', ownAnswers: JSON.stringify(answers), ownAnswerBases: JSON.stringify(bases) },
      who.cookie,
    );
  const storedAnswers = async (who: Member): Promise<Record<string, unknown>> =>
    JSON.parse((await op<{ myApplication: Saved }>('MyApplication', {}, who.cookie)).data!.myApplication.ownForm.answers);

  it('answers the same question changed by both from the same base with a conflict, and overwrites nothing', async () => {
    const { applicationId, asha, bina } = await team();
    // Both started from focus ["water"]: Bina's save lands first.
    const binaSaved = await saveCompany(bina, applicationId, { women_led: true, focus: ['farming'] }, { focus: ['water'] });
    expect(binaSaved.data!.saveCompanyInfo.conflicts).toEqual([]);
    const ashaSaved = await saveCompany(asha, applicationId, { women_led: true, focus: ['health'] }, { focus: ['water'] });
    expect(ashaSaved.errors).toBeUndefined();
    expect(ashaSaved.data!.saveCompanyInfo.conflicts).toEqual([
      { field: 'own:focus', stored: '["farming"]', storedBy: 'Bina Das', storedAt: expect.any(String), yours: '["health"]' },
    ]);
    expect(await storedAnswers(asha)).toEqual({ women_led: true, focus: ['farming'] });

    // Asha chooses hers: saved with the stored answer as its base, it goes through.
    const chosen = await saveCompany(asha, applicationId, { women_led: true, focus: ['health'] }, { focus: ['farming'] });
    expect(chosen.data!.saveCompanyInfo.conflicts).toEqual([]);
    expect(await storedAnswers(bina)).toEqual({ women_led: true, focus: ['health'] });
  });

  it('keeps both members’ changes to different questions of a step, with the step’s fields', async () => {
    const { applicationId, asha, bina } = await team();
    const bina1 = await saveCompany(bina, applicationId, { women_led: false, focus: ['water'] }, { women_led: true });
    expect(bina1.data!.saveCompanyInfo.conflicts).toEqual([]);
    // Asha, offline since before Bina's save, still shows women_led as Yes but changed only the focus and the city.
    const asha1 = await op<{ saveCompanyInfo: Saved }>(
      'SaveCompanyInfo',
      {
        applicationId,
        input: { ...COMPANY, city: 'Nashik' },
        fieldBases: [{ field: 'city', base: JSON.stringify('Pune') }],
        ownAnswers: JSON.stringify({ women_led: true, focus: ['water', 'health'] }),
        ownAnswerBases: JSON.stringify({ focus: ['water'] }),
      },
      asha.cookie,
    );
    expect(asha1.data!.saveCompanyInfo.conflicts).toEqual([]);
    expect(asha1.data!.saveCompanyInfo.city).toBe('Nashik');
    expect(await storedAnswers(bina)).toEqual({ women_led: false, focus: ['water', 'health'] });
  });

  it('merges an upload step’s answers (SaveStepAnswers) the same way', async () => {
    const { applicationId, asha, bina } = await team();
    expect((await saveVideo(asha, applicationId, { pitch_language: 'Hindi' }, { pitch_language: null })).errors).toBeUndefined();
    // Both saw "Hindi": Bina changes it, then Asha's older change arrives; Asha also answers another question.
    const binaSaved = await saveVideo(bina, applicationId, { pitch_language: 'Marathi' }, { pitch_language: 'Hindi' });
    expect(binaSaved.data!.saveStepAnswers.conflicts).toEqual([]);
    const ashaSaved = await saveVideo(
      asha,
      applicationId,
      { pitch_language: 'Tamil', pitch_takes: '3' },
      { pitch_language: 'Hindi', pitch_takes: null },
    );
    expect(ashaSaved.errors).toBeUndefined();
    expect(ashaSaved.data!.saveStepAnswers.conflicts).toEqual([
      { field: 'own:pitch_language', stored: '"Marathi"', storedBy: 'Bina Das', storedAt: expect.any(String), yours: '"Tamil"' },
    ]);
    expect(await storedAnswers(bina)).toMatchObject({ pitch_language: 'Marathi', pitch_takes: 3 });
    // A base that is not an answer by question id is refused.
    expect(
      firstError(
        await op('SaveStepAnswers', { applicationId, step: 'video', ownAnswers: '{}', ownAnswerBases: '[1]' }, asha.cookie),
      ).code,
    ).toBe('BAD_REQUEST');
  });

  it('asks every sign-off again after a save that changes an answer, and not after one that changes nothing', async () => {
    const { applicationId, asha, bina } = await team();
    type Team = { applicationTeam: { members: { readConfirmed: boolean }[] } };
    const confirmed = async () =>
      (await op<Team>('ApplicationTeam', { applicationId }, asha.cookie)).data!.applicationTeam.members.map(
        (m) => m.readConfirmed,
      );
    const confirmBoth = async () => {
      for (const who of [asha, bina])
        expect((await op('ConfirmReadApplication', { applicationId }, who.cookie)).errors).toBeUndefined();
      expect(await confirmed()).toEqual([true, true]);
    };

    await confirmBoth();
    await saveVideo(bina, applicationId, { pitch_language: 'Hindi' }, { pitch_language: null });
    expect(await confirmed()).toEqual([false, false]);

    await confirmBoth();
    await saveVideo(bina, applicationId, { pitch_language: 'Hindi' }, { pitch_language: null }); // a replay
    expect(await confirmed()).toEqual([true, true]);

    // A step save that changes an answer only.
    await saveCompany(asha, applicationId, { women_led: false, focus: ['water'] }, { women_led: true });
    expect(await confirmed()).toEqual([false, false]);
  });

  it("moves the step's version on when a save changes its answers only, and leaves it when nothing changes", async () => {
    const { applicationId, asha, bina } = await team();
    const versionOf = async () =>
      (await op<{ myApplication: Saved }>('MyApplication', {}, asha.cookie)).data!.myApplication.stepVersions.company!;
    const before = await versionOf();

    const changed = await saveCompany(bina, applicationId, { women_led: false, focus: ['water'] }, { women_led: true });
    expect(changed.data!.saveCompanyInfo.stepVersions.company).toBe(before + 1);
    expect(await versionOf()).toBe(before + 1);

    await saveCompany(bina, applicationId, { women_led: false, focus: ['water'] }, { women_led: true }); // a replay
    expect(await versionOf()).toBe(before + 1);
    await saveVideo(asha, applicationId, { pitch_language: 'Tamil' }, { pitch_language: null }); // another step's
    expect(await versionOf()).toBe(before + 1);
  });

  it('writes a step’s fields and answers in one transaction: a failed answers write leaves the step as it was', async () => {
    const { applicationId, asha } = await team();
    const before = (await op<{ myApplication: Saved }>('MyApplication', {}, asha.cookie)).data!.myApplication;
    const db = t.app.database.db;
    if (dialect === 'postgres') {
      await sql`create or replace function refuse_answers() returns trigger language plpgsql as $$ begin raise exception 'answers refused'; end $$`.execute(
        db,
      );
      await sql`create trigger refuse_answers before insert or update on application_answers for each row execute function refuse_answers()`.execute(
        db,
      );
    } else {
      await sql`create trigger refuse_answers before update on application_answers begin select raise(abort, 'answers refused'); end`.execute(
        db,
      );
    }
    try {
      const saved = await op<{ saveCompanyInfo: Saved }>(
        'SaveCompanyInfo',
        {
          applicationId,
          input: { ...COMPANY, city: 'Nashik' },
          fieldBases: [{ field: 'city', base: JSON.stringify('Pune') }],
          ownAnswers: JSON.stringify({ women_led: false, focus: ['water'] }),
          ownAnswerBases: JSON.stringify({ women_led: true }),
        },
        asha.cookie,
      );
      expect(firstError(saved).code).toBe('INTERNAL');
    } finally {
      await sql`drop trigger refuse_answers${sql.raw(dialect === 'postgres' ? ' on application_answers' : '')}`.execute(db);
    }
    const after = (await op<{ myApplication: Saved }>('MyApplication', {}, asha.cookie)).data!.myApplication;
    expect(after.city).toBe('Pune');
    expect(after.stepVersions.company).toBe(before.stepVersions.company);
    expect(JSON.parse(after.ownForm.answers)).toEqual({ women_led: true, focus: ['water'] });
  });
});
