import 'fake-indexeddb/auto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ENGLISH_ERROR_TEXTS, messageFor } from '@portal/shared/error-codes';
import { MESSAGES } from '@portal/shared/texts/messages';
import { sender, type ApplicationPayload } from '../features/application/lib/application-sender.ts';
import {
  clearAllStoredQueues,
  createSyncQueue,
  idbStorage,
  storedQueueAccounts,
  type SyncQueue,
} from '../features/application/lib/sync-queue.ts';
import { stepErrorsOf } from '../features/application/lib/wizard-store.ts';
import { currentLocale, setLocale, t } from '../lib/i18n.ts';
import { sendQueuedSaves } from './background-sync.ts';

/**
 * Issue 53: a save the service worker sends while no page is open, and the server refuses, is shown later in the
 * founder's language. The worker has no language (it is English there): it keeps the refusal's code, params and
 * details, and the page says them in the language chosen on the device when it shows them.
 */
// Captured before a language is laid over the shared constants.
const SECTOR_REQUIRED = MESSAGES.SECTOR_REQUIRED;
const FOUNDING_YEAR_REQUIRED = MESSAGES.FOUNDING_YEAR_REQUIRED;
const CONSENT_REQUIRED = ENGLISH_ERROR_TEXTS.CONSENT_REQUIRED;

/** The data API as the service worker meets it: the company save needs a new consent, the business save fails its rules. */
const refusingApi = async (_url: string, init: { body: string }) => {
  const { operationName } = JSON.parse(init.body) as { operationName: string };
  const error =
    operationName === 'SaveCompanyInfo'
      ? { message: CONSENT_REQUIRED, extensions: { code: 'CONSENT_REQUIRED' } }
      : {
          message: SECTOR_REQUIRED,
          extensions: { code: 'VALIDATION_FAILED', details: [SECTOR_REQUIRED, FOUNDING_YEAR_REQUIRED] },
        };
  return new Response(JSON.stringify({ errors: [error] }), { headers: { 'content-type': 'application/json' } });
};

const stepSave = (text: string): ApplicationPayload => ({ values: {}, variables: { text } });
const queueOf = (accountId: string) =>
  createSyncQueue<ApplicationPayload>({ accountId, send: sender({ id: 'application-1' }), storage: idbStorage(), channel: null });

beforeAll(() => {
  // The unit tests run without a browser: setLocale writes lang, dir and the title here.
  Object.assign(globalThis, { document: { documentElement: {}, title: '' } });
  vi.stubGlobal('fetch', refusingApi);
});
afterEach(() => clearAllStoredQueues());
afterAll(async () => {
  vi.unstubAllGlobals();
  await setLocale('en');
});

describe('a refusal the service worker met while no page was open', () => {
  it.each(['ta', 'hi', 'ur'] as const)('is shown in %s when the page opens, not in the English it arrived in', async (locale) => {
    // The founder queued two saves offline and closed the tab.
    const page = createSyncQueue<ApplicationPayload>({
      accountId: `founder-${locale}`,
      send: async () => ({ kind: 'offline' }),
      storage: idbStorage(),
      channel: null,
    });
    await page.put('company', stepSave('c'), 0);
    await page.put('business', stepSave('b'), 0);
    page.close();

    // The service worker sends them on Background Sync: no language there.
    await setLocale('en');
    expect(
      await sendQueuedSaves({ accounts: storedQueueAccounts, queueFor: (id) => queueOf(id) as SyncQueue<unknown, unknown> }),
    ).toBe(true);

    // The founder opens the portal on this device, in their language.
    await setLocale(locale);
    expect(currentLocale()).toBe(locale);
    const reopened = queueOf(`founder-${locale}`);
    await reopened.ready;
    const shown = stepErrorsOf({ queue: reopened.getState() });
    reopened.close();
    expect(shown.company).toBe(messageFor('CONSENT_REQUIRED', locale));
    expect(shown.company).not.toBe(CONSENT_REQUIRED);
    expect(shown.business).toBe(`${t(SECTOR_REQUIRED)} ${t(FOUNDING_YEAR_REQUIRED)}`);
    expect(shown.business).not.toContain(SECTOR_REQUIRED);
  });

  it('kept by an earlier version of the app (its words, no code) is shown as it was kept', async () => {
    await setLocale('hi');
    const kept = 'आवेदन किसी दूसरे डिवाइस पर बदला गया।';
    const earlier = createSyncQueue<ApplicationPayload>({
      accountId: 'founder-earlier',
      send: async () => ({ kind: 'refused', message: kept }),
      storage: idbStorage(),
      channel: null,
    });
    await earlier.put('company', stepSave('c'), 0);
    await earlier.flush();
    expect(stepErrorsOf({ queue: earlier.getState() }).company).toBe(kept);
    earlier.close();
  });
});
