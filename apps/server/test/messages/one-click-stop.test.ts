import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS, TEST_ORIGIN, type TestApp } from '../support/helper.ts';
import { createGraphQLTestApp, founderWithApplication, runOperation } from '../support/graphql-client.ts';
import { accountWithRole, CONSOLE_ENV } from '../support/fixtures/console-fixtures.ts';
import { closeCohortIn, remindersSettled, stopSubjectIn } from '../support/reminder-kit.ts';
import { messagesDb } from '../../src/modules/messages/message-tables.ts';

/** Every email in the outbox with its headers, read back from its file. */
const outboxEmails = (dataDir: string) => {
  const dir = path.join(dataDir, 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.includes('-email-'))
    .map((file) => {
      const [head = '', ...body] = readFileSync(path.join(dir, file), 'utf8').split('\n\n');
      const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'm').exec(head)?.[1];
      return { header, text: body.join('\n\n') };
    });
};

/**
 * RFC 8058 one-click unsubscription: every reminder and team message email carries `List-Unsubscribe: <stop link>`
 * and `List-Unsubscribe-Post: List-Unsubscribe=One-Click`; a mail app's POST of that body to the link (form-encoded
 * or multipart, no cookie, no Origin) stops that kind of message by email, as the stop page's button does.
 */
describe.each(TEST_DIALECTS)('one-click stop headers on %s', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createGraphQLTestApp(dialect, CONSOLE_ENV);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  const stopsOf = async (userId: string) =>
    (
      await messagesDb(t.app.database.db)
        .selectFrom('message_stops')
        .select(['kind', 'channel'])
        .where('user_id', '=', userId)
        .execute()
    )
      .map((s) => `${s.kind}:${s.channel}`)
      .sort();

  const oneClick = (link: string, multipart: boolean) => {
    const url = link.replace(/^<|>$/g, '').slice(TEST_ORIGIN.length);
    const boundary = 'one-click-boundary';
    return t.app.inject({
      method: 'POST',
      url,
      headers: {
        'content-type': multipart ? `multipart/form-data; boundary=${boundary}` : 'application/x-www-form-urlencoded',
      },
      payload: multipart
        ? `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`
        : 'List-Unsubscribe=One-Click',
    });
  };

  it('puts the stop link in the headers of reminder and team message emails; posting One-Click to it stops that kind', async () => {
    const founder = await founderWithApplication(t.app);
    const cohortId = await closeCohortIn(t.app, 120);
    await t.app.reminders.runNow();
    await remindersSettled([t.app]);

    const admin = await accountWithRole(t.app, 'admin');
    const sent = await runOperation(
      t.app,
      'SendTeamMessage',
      {
        input: {
          id: randomUUID(),
          cohortId,
          segment: { by: 'picked', applicationIds: [founder.applicationId] },
          texts: {
            en: { subject: 'Your video pitch', body: 'Please upload your video pitch.' },
            hi: { subject: 'आपका वीडियो पिच', body: 'कृपया अपना वीडियो पिच अपलोड करें।' },
          },
        },
      },
      admin.cookie,
    );
    expect(sent.errors).toBeUndefined();
    // The team message's job, then its email's job: waited for until both emails are in the outbox.
    const mailOf = (kind: string) =>
      outboxEmails(t.dataDir).find((mail) => stopSubjectIn(mail.text) === `${founder.userId}|${kind}|email`);
    for (let i = 0; i < 500 && !(mailOf('reminder') && mailOf('team')); i += 1) {
      void t.app.jobs.runDue();
      await new Promise((r) => setTimeout(r, 20));
    }
    const reminder = mailOf('reminder');
    const team = mailOf('team');
    for (const mail of [reminder, team]) {
      expect(mail).toBeDefined();
      const link = /https?:\/\/\S+\/api\/messages\/stop\?token=\S+/.exec(mail!.text)![0];
      expect(mail!.header('List-Unsubscribe')).toBe(`<${link}>`);
      expect(mail!.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    }
    expect(await stopsOf(founder.userId)).toEqual([]);

    const byForm = await oneClick(reminder!.header('List-Unsubscribe')!, false);
    expect(byForm.statusCode).toBe(200);
    expect(byForm.headers['set-cookie']).toBeUndefined();
    expect(await stopsOf(founder.userId)).toEqual(['reminder:email']);

    const byMultipart = await oneClick(team!.header('List-Unsubscribe')!, true);
    expect(byMultipart.statusCode).toBe(200);
    expect(await stopsOf(founder.userId)).toEqual(['reminder:email', 'team:email']);

    // A link not signed by this server stops nothing.
    const forged = await oneClick(`<${TEST_ORIGIN}/api/messages/stop?token=Zm9v.YmFy>`, false);
    expect(forged.statusCode).toBe(400);
  }, 60_000);
});
