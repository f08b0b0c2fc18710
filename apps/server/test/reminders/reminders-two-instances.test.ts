import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '../../src/app.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import { TEST_ORIGIN } from '../support/helper.ts';
import { createStore, type Store } from '../support/reliability-kit.ts';
import { closeCohortIn, reminderMails, remindersSettled } from '../support/reminder-kit.ts';
import { listCohorts } from '../../src/modules/cohorts/cohort-repository.ts';
import { insertFirstMembers } from '../support/fixtures/members.ts';

/**
 * Two portals on one PostgreSQL database, both running the reminder scheduler at once: each founder and co-founder of
 * an unfinished application gets the due reminder exactly once. Then 10,000 unfinished drafts (inserted straight into the database)
 * and one due reminder: every founder gets exactly one, none twice; the time the run took is logged, not asserted.
 */
type Db = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- rows written straight into the tables

if (!process.env.TEST_DATABASE_URL)
  console.warn('\nTwo-instance reminder tests skipped: they need PostgreSQL (set TEST_DATABASE_URL).\n');

const insertDrafts = async (db: Db, cohortId: string, prefix: string, count: number): Promise<string[]> => {
  const now = new Date().toISOString();
  const emails: string[] = [];
  for (let start = 0; start < count; start += 1000) {
    const ids = Array.from({ length: Math.min(1000, count - start) }, (_, i) => `${prefix}-${start + i}`);
    await db
      .insertInto('user')
      .values(
        ids.map((id) => ({
          id,
          name: `Founder ${id}`,
          email: `${id}@example.org`,
          emailVerified: true,
          createdAt: new Date(now),
          updatedAt: new Date(now),
          role: 'applicant',
          language: 'en',
        })),
      )
      .execute();
    await db
      .insertInto('applications')
      .values(
        ids.map((id) => ({
          id: `app-${id}`,
          user_id: id,
          cohort_id: cohortId,
          application_status: 'in-progress',
          name: `Founder ${id}`,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    await insertFirstMembers(
      db as never,
      ids.map((id) => ({ id: `app-${id}`, userId: id, cohortId })),
    );
    emails.push(...ids.map((id) => `${id}@example.org`));
  }
  return emails;
};

const countsByAddress = (dataDir: string): Map<string, number> => {
  const counts = new Map<string, number>();
  for (const mail of reminderMails(dataDir)) counts.set(mail.to, (counts.get(mail.to) ?? 0) + 1);
  return counts;
};

describe.runIf(process.env.TEST_DATABASE_URL)('reminders from two instances on one PostgreSQL database', () => {
  let store: Store;
  let config: Config;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let cohortId: string;

  beforeAll(async () => {
    store = await createStore('postgres');
    config = loadConfig(
      {
        NODE_ENV: 'test',
        BASE_URL: TEST_ORIGIN,
        AUTH_SECRET: 'reminders-secret-that-is-long-enough-0123456789',
        LOG_LEVEL: 'silent',
        ...store.env,
      },
      { log: () => {} },
    );
    a = await buildApp(config, { logger: false });
    b = await buildApp(config, { logger: false });
    await Promise.all([a.ready(), b.ready()]);
    cohortId = (await listCohorts(a.database.db))[0]!.id;
  }, 120_000);

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await store?.drop();
  });

  it('both schedulers run at once: each unfinished founder and co-founder gets the reminder exactly once', async () => {
    const db = a.database.db as unknown as Db;
    const emails = await insertDrafts(db, cohortId, 'pair', 40);
    // Ten of the drafts have a co-founder each (application_members): they are reminded on their own.
    const now = new Date().toISOString();
    const coFounders = Array.from({ length: 10 }, (_, i) => `pair-co-${i}`);
    await db
      .insertInto('user')
      .values(
        coFounders.map((id) => ({
          id,
          name: `Co-founder ${id}`,
          email: `${id}@example.org`,
          emailVerified: true,
          createdAt: new Date(now),
          updatedAt: new Date(now),
          role: 'applicant',
          language: 'en',
        })),
      )
      .execute();
    await db
      .insertInto('application_members')
      .values(coFounders.map((id, i) => ({ application_id: `app-pair-${i}`, user_id: id, cohort_id: cohortId, joined_at: now })))
      .execute();
    emails.push(...coFounders.map((id) => `${id}@example.org`));
    await closeCohortIn(a, 120);
    b.cohorts.changed();
    await Promise.all([a.reminders.runNow(), b.reminders.runNow(), a.reminders.runNow(), b.reminders.runNow()]);
    await remindersSettled([a, b], 60_000);
    const counts = countsByAddress(store.dataDir);
    expect([...counts.keys()].sort()).toEqual([...emails].sort());
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
  }, 120_000);

  it('10,000 unfinished drafts and one due reminder: every founder gets exactly one, none twice', async () => {
    const emails = await insertDrafts(a.database.db as unknown as Db, cohortId, 'many', 10_000);
    // The 1-day reminder comes due (the 3-hour one of the first test has not: the close moves out to 23 hours).
    await closeCohortIn(a, 23 * 60);
    b.cohorts.changed();
    const started = performance.now();
    await Promise.all([a.reminders.runNow(), b.reminders.runNow()]);
    const storedAfter = (performance.now() - started) / 1000;
    await remindersSettled([a, b], 300_000);
    const seconds = (performance.now() - started) / 1000;
    console.info(
      `10,000 reminders stored in ${storedAfter.toFixed(1)} s, and delivered to the outbox by two instances ${seconds.toFixed(1)} s after the round started`,
    );

    const counts = countsByAddress(store.dataDir);
    const many = emails.map((email) => counts.get(email) ?? 0);
    expect(many.filter((n) => n === 1)).toHaveLength(10_000);
  }, 400_000);
});
