import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES, type TranslatedLocale } from '@portal/shared/locales';
import { LANGUAGE_CHUNKS } from '../languages/index.ts';
import { setLocale, showDocumentTitle } from './i18n.ts';

/** The tab's title (index.html's `<title>`, then document.title) follows the founder's language (issue 53). */
const page = { documentElement: {} as { lang?: string; dir?: string }, title: 'WHY Club — Applicant Portal' };
beforeAll(() => Object.assign(globalThis, { document: page }));
afterAll(() => setLocale('en'));

describe('the tab’s title', () => {
  it.each(LOCALES.filter((locale): locale is TranslatedLocale => locale !== 'en'))(
    'is said in %s as soon as the language is chosen, with the configured product name',
    async (locale) => {
      await setLocale(locale);
      const said = (await LANGUAGE_CHUNKS[locale]()).texts['{productName} — Applicant Portal'];
      expect(said).toBeTruthy();
      expect(page.title).toBe(said!.replace('{productName}', 'WHY Club'));
      expect(page.title).not.toContain('Applicant Portal');
      showDocumentTitle('Startup Sangam');
      expect(page.title).toBe(said!.replace('{productName}', 'Startup Sangam'));
      expect(page.documentElement.lang).toBe(locale);
      showDocumentTitle('WHY Club');
    },
  );

  it('is English again when English is chosen', async () => {
    await setLocale('hi');
    await setLocale('en');
    expect(page.title).toBe('WHY Club — Applicant Portal');
  });
});
