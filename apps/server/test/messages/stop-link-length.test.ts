import { describe, expect, it } from 'vitest';
import { sampleStopLink, SMS_STOP_TOKEN_LENGTH } from '@portal/shared/messages/sms-length';
import { stopLink, stopToken } from '../../src/modules/messages/stop-link.ts';
import { TEST_DIALECTS, createTestApp, signUp } from '../support/helper.ts';
import { appPerSuite } from '../support/suite-app.ts';

/** The SMS length rule counts a stop link as long as the real one (packages/shared/src/messages/sms-length.ts). */
describe.each(TEST_DIALECTS)('the stop link an SMS carries (%s)', (dialect) => {
  const t = appPerSuite(() => createTestApp(dialect));

  it('is as long as the sample the SMS length rule counts', async () => {
    const { userId } = await signUp(t.app);
    const { authSecret, baseUrl } = t.app.config;
    for (const kind of ['reminder', 'team'] as const)
      expect(stopToken(authSecret, { userId, kind, channel: 'sms' }).length).toBeLessThanOrEqual(SMS_STOP_TOKEN_LENGTH);
    const link = stopLink(baseUrl, authSecret, { userId, kind: 'reminder', channel: 'sms' }, 'ta');
    expect(link.length).toBe(sampleStopLink(baseUrl, 'ta').length);
  });
});
