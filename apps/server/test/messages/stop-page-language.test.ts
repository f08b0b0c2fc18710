import { describe, expect, it } from 'vitest';
import { messageFor } from '@portal/shared/error-codes';
import { LOCALES } from '@portal/shared/locales';
import { MESSAGES_STOP_PATH } from '@portal/shared/web/server-paths';
import { localeOfAcceptLanguage } from '../../src/http/accept-language.ts';
import { TEST_DIALECTS, createTestApp } from '../support/helper.ts';
import { appPerSuite } from '../support/suite-app.ts';

const INVALID = 'REMINDER_LINK_INVALID';

describe('the language a browser prefers (Accept-Language)', () => {
  it('is the portal language of the highest-weighted range, by its primary subtag', () => {
    expect(localeOfAcceptLanguage('hi-IN,hi;q=0.9,en-US;q=0.8,en;q=0.7')).toBe('hi');
    expect(localeOfAcceptLanguage('en-GB;q=0.5, ta-IN;q=0.9')).toBe('ta');
    expect(localeOfAcceptLanguage('fr-FR,fr;q=0.9,ur;q=0.3')).toBe('ur');
    expect(localeOfAcceptLanguage('bn;q=0, en;q=0.1')).toBe('en');
  });

  it('is none for a header naming no portal language, or none at all', () => {
    expect(localeOfAcceptLanguage('fr-FR,de;q=0.8,*;q=0.1')).toBeUndefined();
    expect(localeOfAcceptLanguage('')).toBeUndefined();
    expect(localeOfAcceptLanguage(undefined)).toBeUndefined();
  });
});

/** The stop link's page for a link that is not valid (docs/reminders.md): whose link it was is unknown. */
describe.each(TEST_DIALECTS)('the refused stop link speaks the reader’s language (%s)', (dialect) => {
  const t = appPerSuite(() => createTestApp(dialect));
  const open = (query: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `${MESSAGES_STOP_PATH}?token=not-a-token${query}`, headers });

  it('in the language the browser prefers, alone, with lang and dir', async () => {
    const page = await open('', { 'accept-language': 'ur-PK,ur;q=0.9,en;q=0.5' });
    expect(page.statusCode).toBe(400);
    expect(page.headers['x-error-code']).toBe(INVALID);
    expect(page.body).toContain('<html lang="ur" dir="rtl">');
    expect(page.body).toContain(messageFor(INVALID, 'ur'));
    expect(page.body).not.toContain(messageFor(INVALID, 'en'));
    expect(page.body).not.toContain(messageFor(INVALID, 'hi'));
  });

  it('in the language the link names, before the browser’s', async () => {
    const page = await open('&lang=ta', { 'accept-language': 'hi' });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('<html lang="ta" dir="ltr">');
    expect(page.body).toContain(messageFor(INVALID, 'ta'));
    expect(page.body).not.toContain(messageFor(INVALID, 'hi'));
  });

  it('in all nine languages, each marked with its own lang, when neither names one; the button’s POST too', async () => {
    for (const page of [
      await open('', { 'accept-language': 'fr-FR,de;q=0.8' }),
      await t.app.inject({
        method: 'POST',
        url: MESSAGES_STOP_PATH,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'token=not-a-token',
      }),
    ]) {
      expect(page.statusCode).toBe(400);
      expect(page.headers['x-error-code']).toBe(INVALID);
      for (const locale of LOCALES) expect(page.body, locale).toContain(messageFor(INVALID, locale));
      expect(page.body).toContain(`<p lang="ur" dir="rtl">${messageFor(INVALID, 'ur')}</p>`);
      expect(page.body).toContain(`<p lang="bn" dir="ltr">${messageFor(INVALID, 'bn')}</p>`);
    }
  });
});
