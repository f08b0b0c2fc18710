import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helper.ts';

describe('notifications without SMTP or an SMS gateway', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(async () => t.close());

  it('writes each email and SMS as one readable file in DATA_DIR/outbox', async () => {
    await t.app.mailer.send({ to: 'asha@example.com', subject: 'Your application', text: 'Thank you for applying.' });
    await t.app.sms.send({ to: '+919876543210', text: 'Your code is 123456' });
    const dir = path.join(t.dataDir, 'outbox');
    const files = readdirSync(dir).sort();
    expect(files).toHaveLength(2);
    const email = readFileSync(path.join(dir, files.find((f) => f.includes('-email-'))!), 'utf8');
    expect(email).toContain('To: asha@example.com');
    expect(email).toContain('Subject: Your application');
    expect(email).toContain('Thank you for applying.');
    const sms = readFileSync(path.join(dir, files.find((f) => f.includes('-sms-'))!), 'utf8');
    expect(sms).toContain('To: +919876543210');
    expect(sms).toContain('Your code is 123456');
  });
});
