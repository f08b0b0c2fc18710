import fc from 'fast-check';
import { Kysely, PostgresDialect, SqliteDialect, type LogEvent } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/types.ts';
import { openSqlite } from '../../src/db/connect.ts';
import { nameStatements } from '../../src/db/prepared-statements.ts';
import {
  buildStepSaveUpdate,
  updateByShape,
  type StepSaveShape,
  type UpdateValues,
} from '../../src/modules/application/repository.ts';
import {
  buildBothMarks,
  buildReadMarksCleared,
  buildStepSaveMark,
  markStepSaved,
} from '../../src/modules/application/save-marks.ts';
import { LOCKED_STATUS } from '../../src/modules/application/submitted-lock.ts';
import { buildFormAndAnswers, founderForm } from '../../src/modules/own-questions/founder-answers.ts';
import { ownQuestionsDb } from '../../src/modules/own-questions/own-question-tables.ts';
import { womenLed } from '../own-questions/questions-fixture.ts';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../support/helper.ts';

const STORED_AT = '2026-01-02T03:04:05.678Z';
const ASHA = 'user-asha';
const RAVI = 'user-ravi';

const text = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.constant(''),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom('रवि 🚀', 'Ünïcødé ﷽', "'; drop table applications; --", '$1', '\u0000compiled-by-shape:$id'),
);
const integer = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.integer(),
  fc.constantFrom(0, -1, 2 ** 31, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER),
);
const rupees = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.maxSafeInteger(),
  fc.constantFrom(0, Number.MAX_SAFE_INTEGER),
);

/** The first value four times as often as each of the others. */
const mostly = <T>(first: T, ...others: T[]): fc.Arbitrary<T> =>
  fc.oneof(
    { arbitrary: fc.constant(first), weight: 4 },
    ...others.map((other) => ({ arbitrary: fc.constant(other), weight: 1 })),
  );

/** A step save as repository.ts's updateOne hands it over: changed columns (some undefined), the target and its checks. */
const stepSave = fc.record({
  shape: fc.record({
    versionColumn: fc.constantFrom(null, 'personal_version', 'company_version', 'business_version', 'funding_version'),
  }) as fc.Arbitrary<StepSaveShape>,
  changes: fc.record(
    {
      name: text,
      email: text,
      phone_no: text,
      startup_name: text,
      product: text,
      city: text,
      sector: text,
      founding_year: text,
      revenue: text,
      video_url: text,
      no_of_founders: integer,
      team_size: integer,
      dpiit_cert: fc.constantFrom(undefined, null, 0, 1),
      equity: rupees,
      debt: rupees,
      grant: rupees,
    },
    { requiredKeys: [] },
  ),
  // Mostly saves that match the stored row, so that most runs compare what an update stores.
  $id: mostly('app-1', 'app-unknown'),
  $userId: mostly(ASHA, RAVI),
  $updatedAt: fc.constantFrom('2026-05-06T07:08:09.010Z', STORED_AT, ''),
  $unchangedSince: mostly(undefined, STORED_AT, '2025-12-31T00:00:00.000Z'),
  $base: mostly(3, undefined, 2, 0),
  locked: mostly(false, true),
});

/** A step's save mark: who saved which step when (save-marks.ts). */
const saveMark = fc.record({
  applicationId: mostly('app-1', 'app-unknown'),
  step: fc.oneof(fc.constantFrom('personal', 'company', 'business', 'funding'), fc.string({ unit: 'grapheme', maxLength: 20 })),
  userId: mostly(ASHA, RAVI, 'user-unknown'),
  now: fc.constantFrom('2026-05-06T07:08:09.010Z', STORED_AT, '\u0000compiled-by-shape:now'),
  confirmed: fc.boolean(),
});

/** An application's form read (founder-answers.ts): answered on an older version, or not yet; in a cohort, or none. */
const formRead = fc.record({
  applicationId: mostly('app-1', 'app-unknown'),
  cohortId: fc.constantFrom(null, 'cohort-1', 'cohort-2', 'cohort-unknown'),
  answeredOn: fc.constantFrom(null, 'form-1-v1', 'form-1-v2', 'form-2-v1'),
});

describe.each(TEST_DIALECTS)('the step save compiled once per shape, beside Kysely building it afresh, on %s', (dialect) => {
  let t: TestApp;
  let db: Kysely<Database>;
  let logged: LogEvent[] = [];

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const log = (event: LogEvent) => void logged.push(event);
    if (dialect === 'postgres') {
      // Named statements as the app's pool names them (db/connect.ts), on one connection.
      const pool = new pg.Pool({ connectionString: t.config.databaseUrl, max: 1 });
      pool.on('connect', nameStatements);
      db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log });
    } else {
      db = new Kysely<Database>({ dialect: new SqliteDialect({ database: openSqlite(t.app.database.sqlite!.name) }), log });
    }
    await db
      .insertInto('user')
      .values(
        [ASHA, RAVI].map((id) => ({
          id,
          name: id,
          email: `${id}@example.com`,
          emailVerified: 0,
          createdAt: STORED_AT,
          updatedAt: STORED_AT,
        })),
      )
      .execute();
  });
  afterAll(async () => {
    await db?.destroy();
    await t?.close();
  });

  /** One application of Asha's, the same before each save: versions 3, stored at STORED_AT. */
  const reset = async (locked: boolean, cohortId: string | null = null) => {
    await db.deleteFrom('applications').execute();
    await db
      .insertInto('applications')
      .values({
        id: 'app-1',
        user_id: ASHA,
        cohort_id: cohortId,
        name: 'Asha',
        team_size: 4,
        equity: 1_000_000,
        application_status: locked ? LOCKED_STATUS : 'in-progress',
        created_at: STORED_AT,
        updated_at: STORED_AT,
        submitted_at: locked ? STORED_AT : null,
        personal_version: 3,
        company_version: 3,
        business_version: 3,
        funding_version: 3,
      })
      .execute();
    // The save is the caller's when they are a member (docs/co-founders.md).
    await db
      .insertInto('application_members')
      .values({ application_id: 'app-1', user_id: ASHA, cohort_id: null, joined_at: STORED_AT, read_confirmed_at: null })
      .execute();
  };
  const outcome = async (run: () => Promise<unknown>) => {
    try {
      return { answer: await run() };
    } catch (error) {
      return { error: (error as { code?: string }).code ?? (error as Error).message };
    }
  };
  const stored = () => db.selectFrom('applications').selectAll().execute();
  const sentStatements = () => logged.map((event) => ({ sql: event.query.sql, parameters: event.query.parameters }));

  it('sends the SQL and parameters Kysely would, and answers and stores the same, for many saves', async () => {
    let saved = 0;
    await fc.assert(
      fc.asyncProperty(stepSave, async ({ shape, changes, locked, $base, ...target }) => {
        // As updateOne builds them: $unchangedSince always named, $base only when a step's version is checked.
        const values: UpdateValues = {
          ...changes,
          ...target,
          ...($base === undefined || shape.versionColumn === null ? {} : { $base }),
        };

        await reset(locked);
        logged = [];
        const compiled = await outcome(() => updateByShape(db, shape, values));
        const sent = logged.map((event) => ({ sql: event.query.sql, parameters: event.query.parameters }));
        const afterCompiled = await stored();

        await reset(locked);
        const fresh = buildStepSaveUpdate(db, shape, values);
        const built = fresh.compile();
        const plain = await outcome(() => fresh.executeTakeFirst());
        const afterPlain = await stored();

        expect(sent).toEqual([{ sql: built.sql, parameters: built.parameters }]);
        expect(compiled).toEqual(plain);
        expect(afterCompiled).toEqual(afterPlain);
        if (compiled.answer) saved++;
      }),
      { numRuns: 80 },
    );
    // Enough of the generated saves matched the row for the comparison to cover what an update stores.
    expect(saved).toBeGreaterThan(5);
  });
  it("sends the save marks' SQL and parameters as Kysely builds them, and stores the same marks", async () => {
    const marks = () =>
      Promise.all([
        db.selectFrom('application_step_saves').selectAll().orderBy('step').execute(),
        db.selectFrom('application_members').selectAll().execute(),
      ]);
    await fc.assert(
      fc.asyncProperty(saveMark, async ({ confirmed, ...mark }) => {
        const resetMarks = async () => {
          await reset(false);
          await db.deleteFrom('application_step_saves').execute();
          if (confirmed) await db.updateTable('application_members').set({ read_confirmed_at: STORED_AT }).execute();
        };
        const save = { applicationId: mark.applicationId, step: mark.step, userId: mark.userId };

        await resetMarks();
        logged = [];
        const compiled = await outcome(() => markStepSaved(db, save, mark.now));
        const sent = sentStatements();
        const afterCompiled = await marks();

        await resetMarks();
        const fresh =
          dialect === 'postgres'
            ? [buildBothMarks(db, null, mark).compile()]
            : [buildStepSaveMark(db, null, mark).compile(), buildReadMarksCleared(db, null, mark).compile()];
        const ran: typeof fresh = [];
        const plain = await outcome(async () => {
          for (const query of fresh) {
            ran.push(query);
            await db.executeQuery(query);
          }
        });
        const afterPlain = await marks();

        expect(sent).toEqual(ran.map((query) => ({ sql: query.sql, parameters: query.parameters })));
        expect(compiled).toEqual(plain);
        expect(afterCompiled).toEqual(afterPlain);
      }),
      { numRuns: 40 },
    );
  });

  it("sends the form read's SQL and parameters as Kysely builds it, and reads the same form", async () => {
    const own = ownQuestionsDb(db);
    await db
      .insertInto('cohorts')
      .values(
        ['cohort-1', 'cohort-2'].map((id) => ({
          id,
          name_en: id,
          name_hi: id,
          description: null,
          opens_at: STORED_AT,
          closes_at: null,
          archived_at: null,
          reminder_offsets: null,
          names: null,
          created_at: STORED_AT,
          updated_at: STORED_AT,
        })),
      )
      .execute();
    const version = (cohort: 1 | 2, number: number) => ({
      id: `form-${cohort}-v${number}`,
      cohort_id: `cohort-${cohort}`,
      version: number,
      questions: JSON.stringify([{ ...womenLed, id: `q-${cohort}-${number}` }]),
      created_at: STORED_AT,
      created_by_id: null,
      created_by_name: 'Team',
    });
    await own
      .insertInto('form_versions')
      .values([version(1, 1), version(1, 2), version(1, 3), version(2, 1)])
      .execute();
    await fc.assert(
      fc.asyncProperty(formRead, async ({ applicationId, cohortId, answeredOn }) => {
        await own.deleteFrom('application_answers').execute();
        await reset(false, cohortId === 'cohort-unknown' ? null : cohortId);
        if (answeredOn)
          await own
            .insertInto('application_answers')
            .values({ application_id: 'app-1', form_version_id: answeredOn, answers: '{}', updated_at: STORED_AT })
            .execute();
        const application = { id: applicationId, cohortId };

        logged = [];
        const compiled = await founderForm(db, application);
        const sent = sentStatements();
        const shape = { inCohort: cohortId !== null };
        const values = cohortId === null ? { applicationId } : { applicationId, cohortId };
        const built = buildFormAndAnswers(db, shape, values).compile();
        const plain = await buildFormAndAnswers(db, shape, values).executeTakeFirst();

        expect(sent).toEqual([{ sql: built.sql, parameters: built.parameters }]);
        // The answers' version when the application answered, else its cohort's latest.
        const expected =
          applicationId === 'app-1' && answeredOn
            ? answeredOn
            : cohortId === 'cohort-1'
              ? 'form-1-v3'
              : cohortId === 'cohort-2'
                ? 'form-2-v1'
                : undefined;
        expect(plain?.id).toBe(expected);
        expect(compiled.version).toBe(plain?.version ?? 0);
      }),
      { numRuns: 40 },
    );
  });
});
