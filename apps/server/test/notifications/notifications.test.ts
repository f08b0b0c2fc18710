import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { JOB_STATUS, jobsDb } from '../../src/jobs/jobs-table.ts';
import { SMS_JOB } from '../../src/notifications/sms.ts';
import { TEST_DIALECTS, createTestApp, signUp } from '../support/helper.ts';
import { appPerSuite } from '../support/suite-app.ts';
import { post } from '../support/auth-kit.ts';
import { eventually } from '../support/fixtures/console-fixtures.ts';
import { messagesSettled } from '../support/messages-settled.ts';
import { freePort, startSmsGateway } from '../support/delivery-kit.ts';

describe('notifications without SMTP or an SMS gateway', () => {
  const t = appPerSuite(() => createTestApp('sqlite'));

  it('writes each email and SMS as one readable file in DATA_DIR/outbox', async () => {
    await t.app.mailer.send({ to: 'asha@example.com', subject: 'Your application', text: 'Thank you for applying.' });
    await t.app.sms.send({ to: '+919876543210', text: 'Your code is 123456' });
    await messagesSettled(t.app);
    const dir = path.join(t.dataDir, 'outbox');
    const files = readdirSync(dir).sort();
    expect(files).toHaveLength(2);
    const email = readFileSync(
      path.join(
        dir,
        files.find((f) => f.includes('-email-'))!,
      ),
      'utf8',
    );
    expect(email).toContain('To: asha@example.com');
    expect(email).toContain('Subject: Your application');
    expect(email).toContain('Thank you for applying.');
    const sms = readFileSync(
      path.join(
        dir,
        files.find((f) => f.includes('-sms-'))!,
      ),
      'utf8',
    );
    expect(sms).toContain('To: +919876543210');
    expect(sms).toContain('Your code is 123456');
  });
});

/** An SMS is a stored job too; the gateway is an outside service, here a small local HTTP server. */
describe.each(TEST_DIALECTS)('SMS through a webhook gateway that is down for a while (%s)', (dialect) => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('keeps the code while the gateway is down and texts it when the gateway is back; the code works', async () => {
    const port = await freePort();
    const token = 'sms-gateway-token-for-tests';
    const t = await createTestApp(dialect, {
      SMS_WEBHOOK_URL: `http://127.0.0.1:${port}/send`,
      SMS_WEBHOOK_TOKEN: token,
      MESSAGE_RETRY_BASE_SECONDS: '0.05',
      MESSAGE_MAX_ATTEMPTS: '20',
      AUTH_RATE_LIMIT_MAX: '1000',
    });
    cleanups.push(() => t.close());
    const founder = await signUp(t.app);
    const national = `98${String(Date.now() % 1e8).padStart(8, '0')}`;

    const asked = await post(t, '/api/auth/phone-number/send-otp', { phoneNumber: national }, founder.cookie);
    expect(asked.statusCode).toBe(200);
    const smsJobs = () => jobsDb(t.app.database.db).selectFrom('jobs').selectAll().where('kind', '=', SMS_JOB).execute();
    const [kept] = await eventually(async () => {
      const jobs = await smsJobs();
      return (jobs[0]?.attempts ?? 0) > 0 ? jobs : undefined;
    });
    expect(kept).toMatchObject({ status: JOB_STATUS.pending });

    const gateway = await startSmsGateway(port, token);
    cleanups.push(() => gateway.close());
    const sms = await eventually(async () => gateway.received.find((m) => m.to === `+91${national}`));
    expect(sms.authorization).toBe(`Bearer ${token}`);
    const code = /\b(\d{6})\b/.exec(sms.text)?.[1];
    expect(code).toBeDefined();
    const added = await post(
      t,
      '/api/auth/phone-number/verify',
      { phoneNumber: national, code, updatePhoneNumber: true },
      founder.cookie,
    );
    expect(added.statusCode).toBe(200);
    await eventually(async () => (await smsJobs())[0]?.status === JOB_STATUS.delivered);
    expect(gateway.received).toHaveLength(1);
  });
});
