import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGLISH_ERROR_TEXTS, messageFor } from '@portal/shared/error-codes';
import { LOCALES, type TranslatedLocale } from '@portal/shared/locales';
import { MESSAGES, requiredMessage } from '@portal/shared/texts/messages';
import { ApiError } from '../../../lib/graphql.ts';
import { setLocale, t } from '../../../lib/i18n.ts';
import { saveFailureMessage } from './save-failure.ts';

/** A refused step save in the founder's language (issue 53's audit): the code's text, each field's message translated. */
// Captured before a language is laid over the shared constants.
const INVALID_EMAIL = MESSAGES.INVALID_EMAIL;
const COMPANY_REQUIRED = requiredMessage('Company Name');
const PERSONAL_FAILED = MESSAGES.PERSONAL_FAILED;
const CONSENT_REQUIRED = ENGLISH_ERROR_TEXTS.CONSENT_REQUIRED;

beforeAll(() => Object.assign(globalThis, { document: { documentElement: {}, title: '' } }));
afterAll(() => setLocale('en'));

describe.each(LOCALES.filter((locale): locale is TranslatedLocale => locale !== 'en'))('a refused save in %s', (locale) => {
  beforeAll(() => setLocale(locale));

  it('says each field of a validation refusal in the language before joining them', () => {
    const shown = saveFailureMessage(
      'company',
      new ApiError('VALIDATION_FAILED', COMPANY_REQUIRED, [INVALID_EMAIL, COMPANY_REQUIRED]),
    );
    expect(shown).toBe(`${t(INVALID_EMAIL)} ${t(COMPANY_REQUIRED)}`);
    expect(shown).not.toContain(INVALID_EMAIL);
  });

  it('shows the code’s text, or the step’s fallback in the language for a reason it does not know', () => {
    expect(saveFailureMessage('personal', new ApiError('CONSENT_REQUIRED', CONSENT_REQUIRED))).toBe(
      messageFor('CONSENT_REQUIRED', locale),
    );
    const unknown = new ApiError('SOME_LIBRARY_CODE', 'Something only a library says');
    expect(saveFailureMessage('personal', unknown)).toBe(t(PERSONAL_FAILED));
    expect(saveFailureMessage('personal', unknown)).not.toBe(PERSONAL_FAILED);
  });
});

describe('a refused save in English', () => {
  it('is the server’s message, and a validation refusal’s fields joined', async () => {
    await setLocale('en');
    expect(saveFailureMessage('personal', new ApiError('CONSENT_REQUIRED', CONSENT_REQUIRED))).toBe(CONSENT_REQUIRED);
    expect(
      saveFailureMessage('company', new ApiError('VALIDATION_FAILED', COMPANY_REQUIRED, [INVALID_EMAIL, COMPANY_REQUIRED])),
    ).toBe(`${INVALID_EMAIL} ${COMPANY_REQUIRED}`);
  });
});
