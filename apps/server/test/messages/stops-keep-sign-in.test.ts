import { describe, expect, it } from 'vitest';
import { ACCOUNT_TEXTS } from '@portal/shared/account/account-emails';
import { MESSAGE_CHANNELS, MESSAGE_KINDS } from '@portal/shared/messages/channels';
import { MESSAGES_STOP_PATH } from '@portal/shared/web/server-paths';
import { stopToken } from '../../src/modules/messages/stop-link.ts';
import { TEST_DIALECTS, createTestApp, signUp } from '../support/helper.ts';
import { appPerSuite } from '../support/suite-app.ts';
import { codeSentTo, lastMessageTo, post } from '../support/auth-kit.ts';
import { runOperation } from '../support/graphql-client.ts';
import { MANY_SIGN_UPS } from '../support/fixtures/founders.ts';

type Preferences = { updatePreferences: { reminders: boolean; stoppedMessages: { kind: string; channel: string }[] } };

/**
 * Issue 52's safety rule: stopping messages never stops the sign-in codes a founder asks for (docs/reminders.md,
 * "Stops per kind and channel"). A founder who stopped every kind of message on every channel with the stop links'
 * buttons, and switched reminders off, still gets their email and SMS codes and signs in with one.
 */
describe.each(TEST_DIALECTS)('stopped messages keep sign-in codes (%s)', (dialect) => {
  const t = appPerSuite(() => createTestApp(dialect, MANY_SIGN_UPS));

  it('a founder who stopped every message on every channel still gets the email and SMS codes they ask for', async () => {
    const { cookie, email, userId } = await signUp(t.app);
    await runOperation(t.app, 'SetLanguage', { language: 'hi' }, cookie);
    for (const kind of MESSAGE_KINDS)
      for (const channel of MESSAGE_CHANNELS) {
        const token = stopToken(t.app.config.authSecret, { userId, kind, channel });
        const stopped = await t.app.inject({
          method: 'POST',
          url: MESSAGES_STOP_PATH,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams({ token }).toString(),
        });
        expect(stopped.statusCode, `${kind} ${channel}`).toBe(200);
      }
    const preferences = await runOperation<Preferences>(t.app, 'UpdatePreferences', { input: { reminders: false } }, cookie);
    expect(preferences.errors).toBeUndefined();
    expect(preferences.data!.updatePreferences.reminders).toBe(false);
    expect(preferences.data!.updatePreferences.stoppedMessages).toHaveLength(MESSAGE_KINDS.length * MESSAGE_CHANNELS.length);

    const national = `97${String(Date.now() % 1e8).padStart(8, '0')}`;
    expect((await post(t, '/api/auth/phone-number/send-otp', { phoneNumber: national }, cookie)).statusCode).toBe(200);
    expect((await lastMessageTo(t, `+91${national}`)).body).toMatch(/^\d{6} आपका WHY Club कोड है।/);

    expect((await post(t, '/api/auth/email-otp/send-verification-otp', { email, type: 'sign-in' })).statusCode).toBe(200);
    const code = await codeSentTo(t, email);
    expect((await lastMessageTo(t, email)).headers.Subject).toBe(ACCOUNT_TEXTS.hi.emailCode('WHY Club', code, 'sign-in').subject);
    expect((await post(t, '/api/auth/sign-in/email-otp', { email, otp: code })).statusCode).toBe(200);
  });
});
