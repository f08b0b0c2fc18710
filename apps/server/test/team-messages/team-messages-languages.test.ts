import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS, type TestApp } from '../support/helper.ts';
import { createGraphQLTestApp, founderWithApplication, runOperation } from '../support/graphql-client.ts';
import { accountWithRole, CONSOLE_ENV } from '../support/fixtures/console-fixtures.ts';
import { jobsDb } from '../../src/jobs/jobs-table.ts';
import { CHANNEL_JOB, type ChannelPayload } from '../../src/modules/messages/channel-delivery.ts';
import { teamMessageJobHandler } from '../../src/modules/team-messages/team-message-delivery.ts';
import { TEAM_MESSAGE_JOB, teamMessagesDb } from '../../src/modules/team-messages/team-message-tables.ts';
import { listCohorts } from '../../src/modules/cohorts/cohort-repository.ts';

/** 12:00 IST: the founders' day has room. */
const NOON_IST = new Date('2026-12-03T06:30:00.000Z');
const EN = { subject: 'Your video pitch', body: 'Please upload your video pitch before the close.' };
const HI = { subject: 'आपका वीडियो पिच', body: 'कृपया बंद होने से पहले अपना वीडियो पिच अपलोड करें।' };
const TA = { language: 'ta', subject: 'உங்கள் வீடியோ பிட்ச்', body: 'முடிவதற்கு முன் உங்கள் வீடியோ பிட்சைப் பதிவேற்றவும்.' };
const MR = { language: 'mr', subject: 'तुमचा व्हिडिओ पिच', body: 'बंद होण्यापूर्वी तुमचा व्हिडिओ पिच अपलोड करा.' };

/**
 * Team messages in the seven languages beyond English and Hindi: a founder gets the text the admin wrote in their
 * language; a founder in a language without one gets the fallback (English; Hindi for Marathi). The preview counts
 * who gets which; a half-written text, a language the portal does not offer and a sign-in code in another language
 * are refused.
 */
describe.each(TEST_DIALECTS)('team messages in other languages on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let cohortId: string;

  beforeAll(async () => {
    t = await createGraphQLTestApp(dialect, CONSOLE_ENV);
    await t.app.reminders.stop();
    await t.app.jobs.stop();
    admin = (await accountWithRole(t.app, 'admin')).cookie;
    cohortId = (await listCohorts(t.app.database.db))[0]!.id;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  const founderIn = async (language: string) => {
    const founder = await founderWithApplication(t.app);
    expect((await runOperation(t.app, 'SetLanguage', { language }, founder.cookie)).errors).toBeUndefined();
    return founder;
  };
  const input = (applicationIds: string[], other: unknown[]) => ({
    cohortId,
    segment: { by: 'picked', applicationIds },
    texts: { en: EN, hi: HI, other },
  });

  it('sends the Tamil founder the Tamil text, the Telugu founder (no Telugu text) the English one', async () => {
    const tamil = await founderIn('ta');
    const telugu = await founderIn('te');
    const marathi = await founderIn('mr');
    const bengali = await founderIn('bn');
    const ids = [tamil, telugu, marathi, bengali].map((f) => f.applicationId);
    // Bengali left blank: left out, those founders get the fallback.
    const other = [TA, MR, { language: 'bn', subject: '', body: '' }];

    const preview = await runOperation<{ teamMessagePreview: Record<string, number> }>(
      t.app,
      'TeamMessagePreview',
      { input: input(ids, other) },
      admin,
    );
    expect(preview.errors).toBeUndefined();
    expect(preview.data!.teamMessagePreview).toMatchObject({ founders: 4, english: 2, hindi: 0, other: 2 });

    const id = randomUUID();
    const sent = await runOperation<{ sendTeamMessage: { otherTexts: { language: string }[] } }>(
      t.app,
      'SendTeamMessage',
      { input: { id, ...input(ids, other) } },
      admin,
    );
    expect(sent.errors).toBeUndefined();
    expect(sent.data!.sendTeamMessage.otherTexts.map((text) => text.language)).toEqual(['ta', 'mr']);

    const handler = teamMessageJobHandler({ db: () => teamMessagesDb(t.app.database.db), config: t.config, now: () => NOON_IST });
    const jobs = jobsDb(t.app.database.db);
    for (const job of await jobs.selectFrom('jobs').select('payload').where('kind', '=', TEAM_MESSAGE_JOB).execute())
      await handler.deliver(JSON.parse(job.payload));
    const emails = new Map(
      (await jobs.selectFrom('jobs').select('payload').where('kind', '=', CHANNEL_JOB).execute()).map((job) => {
        const payload = JSON.parse(job.payload) as ChannelPayload;
        return [payload.userId, payload.email!];
      }),
    );
    expect(emails.get(tamil.userId)!.subject).toBe(TA.subject);
    expect(emails.get(tamil.userId)!.text).toContain(TA.body);
    expect(emails.get(telugu.userId)!.subject).toBe(EN.subject);
    expect(emails.get(telugu.userId)!.text).toContain(EN.body);
    expect(emails.get(marathi.userId)!.subject).toBe(MR.subject);
    expect(emails.get(bengali.userId)!.subject).toBe(EN.subject);
  });

  it('refuses a half-written text, a language not offered, two texts in one language and a sign-in code in Tamil', async () => {
    const founder = await founderIn('ta');
    const codeOf = async (other: unknown[]) =>
      (await runOperation(t.app, 'TeamMessagePreview', { input: input([founder.applicationId], other) }, admin)).errors?.[0]
        ?.extensions?.code;
    expect(await codeOf([{ language: 'ta', subject: TA.subject, body: '' }])).toBe('VALIDATION_FAILED');
    expect(await codeOf([{ language: 'fr', subject: 'Bonjour', body: 'Votre vidéo.' }])).toBe('VALIDATION_FAILED');
    expect(await codeOf([{ ...TA, language: 'en' }])).toBe('VALIDATION_FAILED');
    expect(await codeOf([TA, TA])).toBe('VALIDATION_FAILED');
    expect(await codeOf([{ ...TA, body: 'உங்கள் குறியீடு 482913 ஆகும்.' }])).toBe('TEAM_MESSAGE_CARRIES_SIGN_IN');
    expect(await codeOf([TA])).toBeUndefined();
  });
});
