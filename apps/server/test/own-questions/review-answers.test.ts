import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../support/helper.ts';
import { firstError, runOperation } from '../support/graphql-client.ts';
import { accountWithRole, CONSOLE_ENV, submittedThroughApi } from '../support/fixtures/console-fixtures.ts';
import { saveAnswers } from '../../src/modules/own-questions/answer-repository.ts';
import { listFormVersions } from '../../src/modules/own-questions/form-version-repository.ts';

interface OwnAnswer {
  questionId: string;
  label: string;
  answer: string | null;
  onForm: boolean;
  withheld: boolean;
}
interface Detail {
  consoleApplication: { formVersion: number | null; ownAnswers: OwnAnswer[] };
}

const womenLed = {
  kind: 'yes_no',
  id: 'women_led',
  labelEn: 'Is your startup women-led?',
  labelHi: 'क्या स्टार्टअप महिलाओं के नेतृत्व में है?',
  step: 'company',
};
const heardFrom = {
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
const channels = {
  kind: 'several_choices',
  id: 'channels',
  labelEn: 'Where do you sell?',
  labelHi: 'आप कहाँ बेचते हैं?',
  step: 'business',
  options: [
    { id: 'shop', labelEn: 'A shop', labelHi: 'दुकान' },
    { id: 'online', labelEn: 'Online', labelHi: 'ऑनलाइन' },
  ],
};
const seed = { kind: 'amount', id: 'seed', labelEn: 'Seed money raised', labelHi: 'जुटाई गई शुरुआती राशि', step: 'funding' };
const founded = { kind: 'date', id: 'founded', labelEn: 'When did you start?', labelHi: 'आपने कब शुरू किया?', step: 'company' };
/** A text answer: hidden in blind review by default. */
const story = { kind: 'long_text', id: 'story', labelEn: 'Tell us your story', labelHi: 'अपनी कहानी बताइए', step: 'business' };
/** A text answer the team chose to show in blind review. */
const motto = {
  kind: 'short_text',
  id: 'motto',
  labelEn: '=Your motto',
  labelHi: 'आपका आदर्श वाक्य',
  step: 'business',
  hideInBlindReview: false,
};

/** A minimal RFC 4180 reader (every field of the export is quoted). */
const readCsv = (text: string): string[][] => {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = text.charCodeAt(0) === 0xfeff ? 1 : 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (quoted || (c !== ',' && c !== '\n' && c !== '\r')) {
      field += c;
    } else if (c === ',' || c === '\n') {
      row.push(field);
      field = '';
      if (c === '\n') {
        rows.push(row);
        row = [];
      }
    }
  }
  return rows;
};

/**
 * The review side of a cohort's own questions (issue 50): the application page and the reviewer's view with the
 * wording of the version an application was submitted with, blind review, the list's filter, the CSV's columns.
 * Answers are written through the answer repository (the founder's side is built elsewhere).
 */
describe.each(TEST_DIALECTS)('own questions: review, filter and CSV (%s)', (dialect) => {
  let t: TestApp;
  let admin: string;
  let reviewer: string;
  let cohortId: string;
  let asha: string;
  let ravi: string;
  let v1: number;

  beforeAll(async () => {
    // REVIEW_BLIND: reviewers review every application blind; admins see them whole.
    t = await createTestApp(dialect, { ...CONSOLE_ENV, REVIEW_BLIND: 'true' });
    admin = (await accountWithRole(t.app, 'admin')).cookie;
    reviewer = (await accountWithRole(t.app, 'reviewer')).cookie;
    const db = t.app.database.db;
    asha = (await submittedThroughApi(t.app, { companyName: 'Asha Foods' })).applicationId;
    ravi = (await submittedThroughApi(t.app, { companyName: 'Ravi Looms' })).applicationId;
    const row = await db.selectFrom('applications').select('cohort_id').where('id', '=', asha).executeTakeFirstOrThrow();
    cohortId = row.cohort_id!;
    const save = async (questions: unknown[]) => {
      const saved = await runOperation<{ saveCohortForm: { version: number } }>(
        t.app,
        'SaveCohortForm',
        { cohortId, questions: JSON.stringify(questions) },
        admin,
      );
      if (saved.errors) throw new Error(JSON.stringify(saved.errors));
      return saved.data!.saveCohortForm.version;
    };
    v1 = await save([womenLed, heardFrom, channels, seed, founded, story, motto]);
    const v1Id = (await listFormVersions(db, cohortId)).at(-1)!.id;
    await saveAnswers(db, asha, v1Id, {
      women_led: true,
      heard_from: 'radio',
      channels: ['shop', 'online'],
      seed: 250000,
      founded: '2024-08-15',
      story: '=HYPERLINK("http://evil.example") we began in a village',
      motto: '+91 food, fair price',
    });
    await saveAnswers(db, ravi, v1Id, { women_led: false, heard_from: 'friend', channels: ['online'], seed: null });
    // After the cohort's applications were submitted: women_led renamed, story removed (a new version).
    await save([{ ...womenLed, labelEn: 'Is your startup led by women?' }, heardFrom, channels, seed, founded, motto]);
  });
  afterAll(() => t.close());

  const detail = async (id: string, cookie: string) =>
    (await runOperation<Detail>(t.app, 'ConsoleApplication', { id }, cookie)).data!.consoleApplication;
  const listed = async (filter: Record<string, unknown>, cookie = admin) =>
    runOperation<{ consoleApplications: { total: number; items: { companyName: string | null }[] } }>(
      t.app,
      'ConsoleApplications',
      { filter: { cohort: cohortId, ...filter }, page: 1 },
      cookie,
    );
  const csv = async (query: string, cookie = admin) => {
    const response = await t.app.inject({ method: 'GET', url: `/console/export.csv?${query}`, headers: { cookie } });
    return { status: response.statusCode, rows: readCsv(response.body), body: response.body };
  };

  it('the application page shows the answers with the wording of the version it was submitted with, formatted by kind', async () => {
    const page = await detail(asha, admin);
    expect(page.formVersion).toBe(v1);
    expect(page.ownAnswers.map((a) => [a.label, a.answer])).toEqual([
      ['Is your startup women-led?', 'Yes'],
      ['How did you hear about us?', 'Radio'],
      ['Where do you sell?', 'A shop, Online'],
      ['Seed money raised', '₹2,50,000'],
      ['When did you start?', '15 Aug 2024'],
      // Removed from the latest form, still on the application's own version: shown, never lost.
      ['Tell us your story', '=HYPERLINK("http://evil.example") we began in a village'],
      ['=Your motto', '+91 food, fair price'],
    ]);
    const other = await detail(ravi, admin);
    expect(other.ownAnswers.find((a) => a.questionId === 'women_led')).toMatchObject({ answer: 'No', withheld: false });
    expect(other.ownAnswers.find((a) => a.questionId === 'seed')).toMatchObject({ answer: null });
  });

  it('a blind reviewer does not get an answer hidden in blind review; the others are shown', async () => {
    const page = await detail(asha, reviewer);
    expect(page.ownAnswers.find((a) => a.questionId === 'story')).toMatchObject({ answer: null, withheld: true });
    expect(page.ownAnswers.find((a) => a.questionId === 'motto')).toMatchObject({
      answer: '+91 food, fair price',
      withheld: false,
    });
    expect(page.ownAnswers.find((a) => a.questionId === 'women_led')).toMatchObject({ answer: 'Yes', withheld: false });
    expect(JSON.stringify(page)).not.toContain('village');
    const rows = (await csv(`cohort=${cohortId}`, reviewer)).body;
    expect(rows).not.toContain('village');
    expect(rows).toContain('+91 food, fair price');
  });

  it('choice questions of the latest form filter the list, answers of older versions matched by question id', async () => {
    const names = async (answer: string) =>
      (await listed({ answer })).data!.consoleApplications.items.map((i) => i.companyName).sort();
    expect(await names('women_led:yes')).toEqual(['Asha Foods']);
    expect(await names('women_led:no')).toEqual(['Ravi Looms']);
    expect(await names('heard_from:friend')).toEqual(['Ravi Looms']);
    expect(await names('channels:online')).toEqual(['Asha Foods', 'Ravi Looms']);
    expect(await names('channels:shop')).toEqual(['Asha Foods']);
    // A blind reviewer filters too.
    expect((await listed({ answer: 'heard_from:radio' }, reviewer)).data!.consoleApplications.total).toBe(1);
  });

  it('refuses a filter by an unknown question, an unknown option, a text question, no cohort or a malformed one', async () => {
    const refusal = async (filter: Record<string, unknown>) => firstError(await listed(filter));
    expect(await refusal({ answer: 'no_such:yes' })).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: "That question is not a yes/no or choice question on the cohort's latest form.",
    });
    expect(await refusal({ answer: 'story:yes' })).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(await refusal({ answer: 'motto:yes' })).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(await refusal({ answer: 'heard_from:tv' })).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'That question has no such option.',
    });
    expect(await refusal({ answer: 'women_led:maybe' })).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'That question has no such option.',
    });
    expect(await refusal({ answer: "women_led:yes' or 1=1 --" })).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(await refusal({ cohort: null, answer: 'women_led:yes' })).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Choose a cohort to filter by the answer to one of its questions.',
    });
    const badCsv = await csv(`cohort=${cohortId}&answer=heard_from:tv`);
    expect(badCsv.status).toBe(400);
    expect(badCsv.body).toContain('VALIDATION_FAILED');
  });

  it('the CSV has a column per question of the latest form, the form version, and the answers no column holds', async () => {
    const { status, rows } = await csv(`cohort=${cohortId}&sort=companyName&direction=asc`);
    expect(status).toBe(200);
    const [header, ...data] = rows;
    const own = header!.slice(header!.indexOf('Is your startup led by women?'));
    expect(own).toEqual([
      'Is your startup led by women?',
      'How did you hear about us?',
      'Where do you sell?',
      'Seed money raised',
      'When did you start?',
      // A header or cell that would start a formula is neutralised as the rest of the export.
      "'=Your motto",
      'Form version',
      'Other answers (questions not in a column)',
    ]);
    const start = header!.length - own.length;
    expect(data).toHaveLength(2);
    expect(data.map((r) => r.slice(start))).toEqual([
      [
        'Yes',
        'Radio',
        'A shop, Online',
        '₹2,50,000',
        '15 Aug 2024',
        "'+91 food, fair price",
        String(v1),
        // The removed question's answer, by its wording on the application's version.
        'Tell us your story: =HYPERLINK("http://evil.example") we began in a village',
      ],
      ['No', 'A friend', 'Online', '', '', '', String(v1), ''],
    ]);

    // The answer filter applies to the export too.
    const filtered = await csv(`cohort=${cohortId}&answer=women_led:no`);
    expect(filtered.rows.slice(1).map((r) => r.slice(start, start + 1))).toEqual([['No']]);
  });

  it('an applicant gets no answers and cannot filter by them', async () => {
    const founder = await submittedThroughApi(t.app, { companyName: 'Curious Co' });
    const asked = await runOperation(t.app, 'ConsoleApplication', { id: asha }, founder.cookie);
    expect(asked.data).toBeNull();
    expect(firstError(asked)).toMatchObject({ code: 'NOT_FOUND' });
    const filtered = await runOperation(
      t.app,
      'ConsoleApplications',
      { filter: { cohort: cohortId, answer: 'women_led:yes' } },
      founder.cookie,
    );
    expect(firstError(filtered)).toMatchObject({ code: 'NOT_FOUND' });
  });
});
