import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { MESSAGES_STOP_PATH, REMINDERS_STOP_PATH } from '@portal/shared/web/server-paths';
import { TEST_DIALECTS, TEST_ORIGIN, type TestApp } from '../support/helper.ts';
import {
  BUSINESS,
  COMPANY,
  FUNDING,
  createGraphQLTestApp,
  founderWithApplication,
  runOperation,
} from '../support/graphql-client.ts';
import { closeCohortIn, reminderMails, remindersSettled } from '../support/reminder-kit.ts';

/**
 * Reminders before a cohort closes, over HTTP and the real job queue: a due reminder reaches each founder with an
 * unfinished application once, naming what is missing in their language with a link to the first missing step; not
 * the founder who submitted, not the one who switched reminders off; the stop link works without sign-in, and a
 * forged one is refused.
 */
describe.each(TEST_DIALECTS)('reminders before a cohort closes on %s', (dialect) => {
  let t: TestApp;
  const founders: Record<'english' | 'hindi' | 'submitted' | 'optedOut', { cookie: string; userId: string; email: string }> =
    {} as never;

  beforeAll(async () => {
    t = await createGraphQLTestApp(dialect);
    const make = async () => {
      const founder = await founderWithApplication(t.app);
      const viewer = await runOperation<{ viewer: { email: string } }>(t.app, 'Viewer', undefined, founder.cookie);
      return { ...founder, email: viewer.data!.viewer.email };
    };
    founders.english = await make();
    founders.hindi = await make();
    founders.submitted = await make();
    founders.optedOut = await make();

    const english = founders.english.cookie;
    const { myApplication } = (await runOperation<{ myApplication: { id: string } }>(t.app, 'MyApplication', undefined, english))
      .data!;
    expect(
      (await runOperation(t.app, 'SaveCompanyInfo', { applicationId: myApplication.id, input: COMPANY }, english)).errors,
    ).toBeUndefined();

    const hindi = founders.hindi.cookie;
    expect((await runOperation(t.app, 'SetLanguage', { language: 'hi' }, hindi)).errors).toBeUndefined();
    const hindiApplication = (await runOperation<{ myApplication: { id: string } }>(t.app, 'MyApplication', undefined, hindi))
      .data!.myApplication.id;
    for (const [operation, input] of [
      ['SaveCompanyInfo', COMPANY],
      ['SaveBusinessDetails', BUSINESS],
      ['SaveFundingInfo', FUNDING],
    ] as const) {
      expect((await runOperation(t.app, operation, { applicationId: hindiApplication, input }, hindi)).errors).toBeUndefined();
    }

    // Submitting needs the uploads; the row is marked submitted as the submit would leave it.
    await sql`update applications set application_status = 'submitted', submitted_at = ${new Date().toISOString()} where user_id = ${founders.submitted.userId}`.execute(
      t.app.database.db,
    );
    const off = await runOperation<{ updatePreferences: { reminders: boolean } }>(
      t.app,
      'UpdatePreferences',
      { input: { reminders: false } },
      founders.optedOut.cookie,
    );
    expect(off.data?.updatePreferences.reminders).toBe(false);
  }, 60_000);

  afterAll(async () => {
    await t?.close();
  });

  const mailsTo = (email: string) => reminderMails(t.dataDir).filter((mail) => mail.to === email);

  it('sends the due reminder once to each unfinished founder, in their language, with what is missing and a link to it', async () => {
    // Closes in two hours: of the default times (7 d, 2 d, 1 d, 3 h) only the 3-hour one is due.
    await closeCohortIn(t.app, 120);
    await t.app.reminders.runNow();
    await remindersSettled([t.app]);

    const [english] = mailsTo(founders.english.email);
    expect(mailsTo(founders.english.email)).toHaveLength(1);
    expect(english!.text).toContain('Business Details, Funding Info and Video Pitch are not done yet');
    expect(english!.text).toContain(`${TEST_ORIGIN}/application/business`);

    const [hindi] = mailsTo(founders.hindi.email);
    expect(mailsTo(founders.hindi.email)).toHaveLength(1);
    expect(hindi!.text).toContain('वीडियो पिच अभी पूरा नहीं हुआ है');
    expect(hindi!.text).toContain(`${TEST_ORIGIN}/application/video`);
    expect(hindi!.subject).toContain('अपना आवेदन पूरा करें');

    expect(mailsTo(founders.submitted.email)).toEqual([]);
    expect(mailsTo(founders.optedOut.email)).toEqual([]);

    // No sign-in link or code: the only link besides the step is the stop link.
    for (const [mail, locale] of [
      [english!, 'en'],
      [hindi!, 'hi'],
    ] as const) {
      const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
      expect(links).toHaveLength(2);
      expect(links[1]).toMatch(new RegExp(`^${TEST_ORIGIN}${MESSAGES_STOP_PATH}\\?token=[\\w-]+\\.[\\w-]+&lang=${locale}$`));
      expect(mail.text).not.toMatch(/\/api\/auth|magic|verify|code/i);
    }

    // Another round (a restart, another minute) sends nothing again.
    await t.app.reminders.runNow();
    await remindersSettled([t.app]);
    expect(reminderMails(t.dataDir)).toHaveLength(2);
  });

  it("stops reminders by email from the link without sign-in, only with the page's one button; a forged link is refused", async () => {
    const stopLinkOf = (email: string) =>
      /https?:\/\/\S+\/api\/messages\/stop\?token=([^\s&]+)/.exec(mailsTo(email)[0]!.text)![1]!;
    const englishToken = stopLinkOf(founders.english.email);
    const hindiToken = stopLinkOf(founders.hindi.email);
    const [hindiId, hindiSignature] = hindiToken.split('.');
    const [englishId] = englishToken.split('.');
    const forged = [
      `${hindiId}.${hindiSignature!.slice(0, -2)}AA`,
      `${hindiId}.${englishToken.split('.')[1]}`,
      `${englishId}`,
      'not-a-token',
      '',
    ];
    for (const token of forged) {
      for (const request of [
        { method: 'GET' as const, url: `${MESSAGES_STOP_PATH}?token=${encodeURIComponent(token)}` },
        { method: 'GET' as const, url: `${REMINDERS_STOP_PATH}?token=${encodeURIComponent(token)}` },
        {
          method: 'POST' as const,
          url: MESSAGES_STOP_PATH,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: `token=${encodeURIComponent(token)}`,
        },
      ]) {
        const refused = await t.app.inject(request);
        expect(refused.statusCode).toBe(400);
        expect(refused.headers['x-error-code']).toBe('REMINDER_LINK_INVALID');
        expect(refused.body).toContain('This link to stop messages is not valid');
        expect(refused.headers['set-cookie']).toBeUndefined();
      }
    }
    const stopsOf = async (cookie: string) =>
      (
        await runOperation<{ viewer: { preferences: { stoppedMessages: { kind: string; channel: string }[] } } }>(
          t.app,
          'Viewer',
          undefined,
          cookie,
        )
      ).data!.viewer.preferences.stoppedMessages;
    expect(await stopsOf(founders.hindi.cookie)).toEqual([]);

    // Opening the link (a mail scanner does) stops nothing: it shows one button.
    const opened = await t.app.inject({ method: 'GET', url: `${MESSAGES_STOP_PATH}?token=${hindiToken}` });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toContain('text/html');
    expect(opened.body).toContain('<form method="post"');
    expect(opened.body).toContain('ये संदेश बंद करें');
    expect(await stopsOf(founders.hindi.cookie)).toEqual([]);

    const stopped = await t.app.inject({
      method: 'POST',
      url: MESSAGES_STOP_PATH,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${encodeURIComponent(hindiToken)}`,
    });
    expect(stopped.statusCode).toBe(200);
    expect(stopped.body).toContain('बंद हो गए');
    expect(stopped.headers['set-cookie']).toBeUndefined();
    expect(await stopsOf(founders.hindi.cookie)).toEqual([{ kind: 'reminder', channel: 'email' }]);
  });

  it('honours the stop at the next reminder time: only the founder still subscribed gets it', async () => {
    // The cohort now reminds 3 hours and 1 hour before; it closes in 50 minutes, so the 1-hour reminder is due.
    await closeCohortIn(t.app, 50, [180, 60]);
    await t.app.reminders.runNow();
    await remindersSettled([t.app]);
    expect(mailsTo(founders.english.email)).toHaveLength(2);
    expect(mailsTo(founders.hindi.email)).toHaveLength(1);
    expect(mailsTo(founders.optedOut.email)).toEqual([]);
    expect(mailsTo(founders.submitted.email)).toEqual([]);
  });
});
