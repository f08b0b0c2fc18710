import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp, type BuildOptions } from '../../src/app.ts';
import { connectDatabase } from '../../src/db/connect.ts';
import type { Database } from '../../src/db/types.ts';
import { JOB_STATUS, jobsDb } from '../../src/jobs/jobs-table.ts';
import { EMAIL_JOB } from '../../src/notifications/mailer.ts';
import {
  GOOD_PASSWORD,
  TEST_DIALECTS,
  TEST_ORIGIN,
  cookieFrom,
  createTestApp,
  uniqueEmail,
  type TestApp,
} from '../support/helper.ts';
import { eventually, submittedThroughApi } from '../support/fixtures/console-fixtures.ts';
import {
  freePort,
  smtpUrl,
  startSilentServer,
  startSmtpServer,
  type ReceivedMail,
  type TestSmtpServer,
} from '../support/delivery-kit.ts';

/**
 * Every email is a stored job, delivered by a worker over SMTP, here to a real SMTP server. The
 * founder's request never waits for it; an outage, a restart or a refusal loses nothing and sends nothing twice.
 */

/** Short backoff so retries take milliseconds, not minutes. */
const FAST_RETRIES = { MESSAGE_RETRY_BASE_SECONDS: '0.05', MESSAGE_MAX_ATTEMPTS: '20', AUTH_RATE_LIMIT_MAX: '1000' };

const signUpAt = (app: FastifyInstance, email: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: TEST_ORIGIN },
    payload: { name: 'Asha Founder', email, password: GOOD_PASSWORD },
  });

/** The token of the first link to `pathname` in an email's text. */
const linkToken = (mail: ReceivedMail, pathname: string): string => {
  const url = mail.text.split(/\s+/).find((word) => word.startsWith('http') && new URL(word).pathname.endsWith(pathname));
  const token = url ? new URL(url).searchParams.get('token') : null;
  if (!token) throw new Error(`no ${pathname} link in the email`);
  return token;
};

/** Opens the verification link; a working one signs the founder in. */
const openVerifyLink = async (app: FastifyInstance, token: string) => {
  const opened = await app.inject({ method: 'GET', url: `/api/auth/verify-email?token=${encodeURIComponent(token)}` });
  const session = await app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie: cookieFrom(opened) } });
  return (session.json() as { user?: { email: string; emailVerified: boolean } } | null)?.user;
};

const mailTo = (smtp: TestSmtpServer, to: string) => eventually(async () => smtp.received.find((m) => m.to.includes(to)));

const emailJobs = (db: Kysely<Database>) =>
  jobsDb(db).selectFrom('jobs').selectAll().where('kind', '=', EMAIL_JOB).orderBy('created_at').execute();

/** Another instance of the portal on the same database and DATA_DIR (as after a restart, or a second server). */
const instanceOn = (t: TestApp, logger: BuildOptions['logger'] = false) => buildApp(t.config, { logger });

describe.each(TEST_DIALECTS)('email over a real SMTP server (%s)', (dialect) => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  const testApp = async (env: Record<string, string>) => {
    const t = await createTestApp(dialect, { ...FAST_RETRIES, ...env });
    cleanups.push(() => t.close());
    return t;
  };
  const smtpServer = async (options: Parameters<typeof startSmtpServer>[0] = {}) => {
    const smtp = await startSmtpServer(options);
    cleanups.push(() => smtp.close());
    return smtp;
  };

  it("delivers a sign-up's verification email to the SMTP server, with a link that verifies the address", async () => {
    const smtp = await smtpServer();
    const t = await testApp({ SMTP_URL: smtp.url, REQUIRE_EMAIL_VERIFICATION: 'true', MAIL_FROM: 'WHY Club <apply@whyclub.in>' });
    const email = uniqueEmail('smtp');
    expect((await signUpAt(t.app, email)).statusCode).toBe(200);

    const mail = await mailTo(smtp, email);
    expect(mail.from).toBe('apply@whyclub.in');
    expect(mail.headers.subject).toMatch(/verify/i);
    expect(await openVerifyLink(t.app, linkToken(mail, '/verify-email'))).toMatchObject({ email, emailVerified: true });
    expect(smtp.received.filter((m) => m.to.includes(email))).toHaveLength(1);
  });

  it('while the SMTP server hangs and then is down, sign-up answers as usual; the email is kept across a restart and arrives when SMTP is back', async () => {
    const hung = await startSilentServer();
    cleanups.push(() => hung.close());
    const t = await testApp({ SMTP_URL: smtpUrl(hung.port), REQUIRE_EMAIL_VERIFICATION: 'true' });
    const email = uniqueEmail('outage');

    const signedUp = await signUpAt(t.app, email);
    expect(signedUp.statusCode).toBe(200);
    expect(signedUp.json()).toMatchObject({ user: { email, emailVerified: false } });
    // The worker is stuck talking to the silent server, yet the founder already has the answer.
    await eventually(async () => hung.open() > 0);
    expect(await emailJobs(t.app.database.db)).toMatchObject([{ status: JOB_STATUS.pending, attempts: 0 }]);

    // The mail server goes away entirely: the attempt fails and the job waits for its retry.
    await hung.close();
    await eventually(async () => ((await emailJobs(t.app.database.db))[0]?.attempts ?? 0) > 0);
    const [kept] = await emailJobs(t.app.database.db);
    expect(kept).toMatchObject({ status: JOB_STATUS.pending });
    expect(kept?.last_error).not.toContain(email);

    // The portal restarts while SMTP is still down; then SMTP comes back on its address.
    await t.app.close();
    const restarted = await instanceOn(t);
    cleanups.push(() => restarted.close());
    const smtp = await smtpServer({ port: hung.port });
    const mail = await mailTo(smtp, email);
    expect(await openVerifyLink(restarted, linkToken(mail, '/verify-email'))).toMatchObject({ email, emailVerified: true });
    await eventually(async () => (await emailJobs(restarted.database.db))[0]?.status === JOB_STATUS.delivered);
    expect(smtp.received.filter((m) => m.to.includes(email))).toHaveLength(1);
  });

  it('keeps the submission receipt while SMTP is down and delivers it when SMTP starts', async () => {
    const port = await freePort();
    const t = await testApp({ SMTP_URL: smtpUrl(port) });
    const founder = await submittedThroughApi(t.app, { companyName: 'Gram Solar' });
    const receiptJob = async () =>
      (await emailJobs(t.app.database.db)).find((job) => job.payload.includes(founder.applicationId));
    const waiting = await eventually(async () => {
      const job = await receiptJob();
      return job && job.attempts > 0 ? job : undefined;
    });
    expect(waiting).toMatchObject({ status: JOB_STATUS.pending });

    const smtp = await smtpServer({ port });
    const receipt = await eventually(async () =>
      smtp.received.find((m) => m.text.includes(`Application ID: ${founder.applicationId}`)),
    );
    expect(receipt.text).toContain('Company: Gram Solar');
    await eventually(
      async () => (await emailJobs(t.app.database.db)).find((job) => job.id === waiting.id)?.status === JOB_STATUS.delivered,
    );
  });

  it('two instances on one database, retrying through an outage, deliver each email exactly once', async () => {
    const port = await freePort();
    const t = await testApp({ SMTP_URL: smtpUrl(port) });
    const second = await instanceOn(t);
    cleanups.push(() => second.close());
    const subjects = Array.from({ length: 30 }, (_, i) => `Message ${i}`);
    await Promise.all(
      subjects.map((subject, i) =>
        (i % 2 === 0 ? t.app : second).mailer.send({ to: 'asha@example.com', subject, text: `Body of ${subject}` }),
      ),
    );
    // Both workers now retry the same jobs on the same schedule, each racing the other for them.
    await eventually(async () => (await emailJobs(t.app.database.db)).every((job) => job.attempts > 0));

    const smtp = await smtpServer({ port });
    await eventually(
      async () => (await emailJobs(t.app.database.db)).every((job) => job.status === JOB_STATUS.delivered),
      15_000,
    );
    expect(smtp.received.map((m) => m.headers.subject).sort()).toEqual([...subjects].sort());
  });

  it('shutting down waits for a delivery in progress, which is then recorded as delivered', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let answering = () => {};
    const dataSent = new Promise<void>((resolve) => (answering = resolve));
    const smtp = await smtpServer({
      beforeAnswer: async () => {
        answering();
        await held;
      },
    });
    const t = await testApp({ SMTP_URL: smtp.url });
    await t.app.mailer.send({ to: 'asha@example.com', subject: 'During shutdown', text: 'Hello' });
    await dataSent;

    const closing = t.app.close();
    release();
    await closing;
    expect(smtp.received.map((m) => m.headers.subject)).toEqual(['During shutdown']);
    const store = connectDatabase({ databaseUrl: t.config.databaseUrl, sqliteFile: path.join(t.dataDir, 'portal.db') });
    cleanups.push(() => store.destroy());
    expect(await emailJobs(store.db)).toMatchObject([{ status: JOB_STATUS.delivered, attempts: 1 }]);
  });

  it('retries an email the server refuses (5xx), then marks it failed after MESSAGE_MAX_ATTEMPTS; the log holds no link', async () => {
    const smtp = await smtpServer({ rejectWith: 554 });
    const t = await testApp({ SMTP_URL: smtp.url, MESSAGE_MAX_ATTEMPTS: '3', REQUIRE_EMAIL_VERIFICATION: 'true' });
    // The same store, with its log captured.
    await t.app.close();
    const lines: string[] = [];
    const stream = new Writable({ write: (chunk: Buffer, _encoding, done) => (lines.push(chunk.toString('utf8')), done()) });
    const logged = await instanceOn(t, { level: 'info', stream });
    cleanups.push(() => logged.close());

    const email = uniqueEmail('refused');
    expect((await signUpAt(logged, email)).statusCode).toBe(200);
    const [failed] = await eventually(async () => {
      const jobs = await emailJobs(logged.database.db);
      return jobs[0]?.status === JOB_STATUS.failed ? jobs : undefined;
    });
    expect(failed).toMatchObject({ attempts: 3, last_error: expect.stringContaining('554') });
    expect(smtp.refused.filter((m) => m.to.includes(email))).toHaveLength(3);
    expect(smtp.received).toHaveLength(0);

    const token = linkToken(smtp.refused[0]!, '/verify-email');
    // The job row is marked failed just before the line is logged.
    const log = await eventually(async () => (lines.join('').includes('delivery gave up') ? lines.join('') : undefined));
    expect(log).not.toContain(token);
    expect(log).not.toContain('/verify-email');
    // A finished email job keeps no link.
    expect(failed?.payload).not.toContain(token);
  });
});
