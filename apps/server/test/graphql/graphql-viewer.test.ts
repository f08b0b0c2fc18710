import { describe, expect, it } from 'vitest';
import { signUp, TEST_DIALECTS } from '../support/helper.ts';
import { appPerSuite } from '../support/suite-app.ts';
import { COMPANY, createGraphQLTestApp, firstError, founderWithApplication, runOperation } from '../support/graphql-client.ts';

interface Preferences {
  notifications: boolean;
  darkMode: boolean;
  emailUpdates: boolean;
  reminders: boolean;
}
/**
 * What the channel part of the preferences holds for a new founder: email only, nothing stopped, not offered yet; the
 * test server (not production) can send on every channel, and the founder has no mobile for SMS and WhatsApp.
 */
const NEW_FOUNDER_CHANNELS = {
  channels: ['email'],
  channelsOffered: false,
  stoppedMessages: [],
  configuredChannels: ['email', 'sms', 'whatsapp'],
  usableChannels: ['email'],
};
interface ViewerData {
  viewer: {
    id: string;
    name: string;
    email: string;
    preferences: Preferences;
    application: { id: string; status: string; companyName: string | null } | null;
  } | null;
}

describe.each(TEST_DIALECTS)('GraphQL viewer and preferences (%s)', (dialect) => {
  const t = appPerSuite(() => createGraphQLTestApp(dialect));

  const viewer = async (cookie: string) => (await runOperation<ViewerData>(t.app, 'Viewer', undefined, cookie)).data!.viewer;
  const updatePreferences = (input: Partial<Record<keyof Preferences, boolean | null>>, cookie: string) =>
    runOperation<{ updatePreferences: Preferences }>(t.app, 'UpdatePreferences', { input }, cookie);

  it('describes the signed-in founder with default preferences and no application', async () => {
    const { cookie, userId, email } = await signUp(t.app, { name: 'Meera Rao' });
    expect(await viewer(cookie)).toEqual({
      id: userId,
      name: 'Meera Rao',
      email,
      role: 'applicant',
      language: 'en',
      preferences: { notifications: true, darkMode: false, emailUpdates: true, reminders: true, ...NEW_FOUNDER_CHANNELS },
      application: null,
      decision: null,
    });
  });

  it("shows the founder's application once started", async () => {
    const { cookie, applicationId } = await founderWithApplication(t.app);
    await runOperation(t.app, 'SaveCompanyInfo', { applicationId, input: COMPANY }, cookie);
    expect((await viewer(cookie))!.application).toEqual({ id: applicationId, status: 'in-progress', companyName: 'Gram Tech' });
  });

  it('changes only the preferences given and keeps them', async () => {
    const { cookie } = await signUp(t.app);
    const first = await updatePreferences({ darkMode: true }, cookie);
    expect(first.data!.updatePreferences).toEqual({
      notifications: true,
      darkMode: true,
      emailUpdates: true,
      reminders: true,
      ...NEW_FOUNDER_CHANNELS,
    });

    const second = await updatePreferences({ notifications: false, emailUpdates: null }, cookie);
    expect(second.data!.updatePreferences).toEqual({
      notifications: false,
      darkMode: true,
      emailUpdates: true,
      reminders: true,
      ...NEW_FOUNDER_CHANNELS,
    });

    const third = await updatePreferences({ emailUpdates: false, darkMode: false, reminders: false }, cookie);
    expect(third.data!.updatePreferences).toEqual({
      notifications: false,
      darkMode: false,
      emailUpdates: false,
      reminders: false,
      ...NEW_FOUNDER_CHANNELS,
    });
    expect((await viewer(cookie))!.preferences).toEqual({
      notifications: false,
      darkMode: false,
      emailUpdates: false,
      reminders: false,
      ...NEW_FOUNDER_CHANNELS,
    });
  });

  it('keeps preferences per founder', async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    await updatePreferences({ darkMode: true }, a.cookie);
    expect((await viewer(b.cookie))!.preferences.darkMode).toBe(false);
    expect((await viewer(a.cookie))!.preferences.darkMode).toBe(true);
  });

  it('accepts an empty change', async () => {
    const { cookie } = await signUp(t.app);
    const result = await updatePreferences({}, cookie);
    expect(result.data!.updatePreferences).toEqual({
      notifications: true,
      darkMode: false,
      emailUpdates: true,
      reminders: true,
      ...NEW_FOUNDER_CHANNELS,
    });
  });

  it('refuses a signed-out change', async () => {
    const result = await updatePreferences({ darkMode: true }, '');
    expect(firstError(result)).toMatchObject({ code: 'UNAUTHENTICATED', message: 'User not authenticated' });
  });

  it('forgets the founder after sign-out', async () => {
    const { cookie } = await signUp(t.app);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie, origin: 'http://localhost:3000' },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    expect(await viewer(cookie)).toBeNull();
  });
});
