import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGLISH_ERROR_TEXTS, messageFor, type ErrorCode, type ErrorParams } from '@portal/shared/error-codes';
import { LOCALES, type TranslatedLocale } from '@portal/shared/locales';
import { MESSAGES, requiredMessage } from '@portal/shared/texts/messages';
import { ApiError } from './graphql.ts';
import { setLocale, t } from './i18n.ts';
import { PrivacyRequestError } from './privacy-api.ts';
import { serverErrorText } from './server-error-text.ts';

/**
 * A server error is shown by its code in the founder's language (issue 53's audit): the codes whose English sits only
 * in the error table reached founders in English while the web app translated only messages a pack knew.
 */
const AUDITED: [ErrorCode, ErrorParams][] = [
  ['TOO_MANY_EXPORTS', {}],
  ['TOO_MANY_CORRECTIONS', {}],
  ['CONSENT_REQUIRED', {}],
  ['ELIGIBILITY_CHECK_REQUIRED', {}],
  ['ELIGIBILITY_NOT_MET', {}],
  ['OWN_QUESTIONS_UNANSWERED', { questions: 'Do you export?' }],
  ['FORBIDDEN', {}],
  ['PASSKEY_NOT_FOUND', {}],
  ['FILE_TOO_LARGE', { kind: 'video' }],
];
const english = (code: ErrorCode, params: ErrorParams) => {
  const text = ENGLISH_ERROR_TEXTS[code];
  return typeof text === 'function' ? text(params) : text;
};
// Captured before a language is laid over the shared constants.
const INVALID_EMAIL = MESSAGES.INVALID_EMAIL;
const COMPANY_REQUIRED = requiredMessage('Company Name');

beforeAll(() => {
  // The unit tests run without a browser: setLocale writes lang, dir and the title here.
  Object.assign(globalThis, { document: { documentElement: {}, title: '' } });
});
afterAll(() => setLocale('en'));

describe('a server error in English', () => {
  it('is the server’s own English message, for a code and without one', async () => {
    await setLocale('en');
    for (const [code, params] of AUDITED)
      expect(serverErrorText(new ApiError(code, english(code, params), [], params))).toBe(english(code, params));
    expect(serverErrorText(new Error(''))).toBe(MESSAGES.SOMETHING_WENT_WRONG);
  });
});

describe.each(LOCALES.filter((locale): locale is TranslatedLocale => locale !== 'en'))('a server error in %s', (locale) => {
  beforeAll(() => setLocale(locale));

  it('is the text of its code in the language, with its params, from GraphQL, the data-rights routes and uploads', () => {
    for (const [code, params] of AUDITED) {
      const expected = messageFor(code, locale, params);
      expect(expected).not.toBe(english(code, params));
      expect(serverErrorText(new ApiError(code, english(code, params), [], params)), code).toBe(expected);
      expect(serverErrorText(new PrivacyRequestError(429, english(code, params), code, params)), code).toBe(expected);
      expect(serverErrorText(Object.assign(new Error(english(code, params)), { code, params })), code).toBe(expected);
    }
  });

  it('says each field of a validation refusal in the language, then joins them', () => {
    const shown = serverErrorText(new ApiError('VALIDATION_FAILED', COMPANY_REQUIRED, [INVALID_EMAIL, COMPANY_REQUIRED]));
    expect(shown).toBe(`${t(INVALID_EMAIL)} ${t(COMPANY_REQUIRED)}`);
    expect(shown).not.toContain(INVALID_EMAIL);
    expect(shown).not.toContain('is required');
  });

  it('a message the language does not know gives the fallback in the language, never the English', () => {
    const unknown = new ApiError('SOME_LIBRARY_CODE', 'Something only a library says');
    expect(serverErrorText(unknown)).toBe(t(MESSAGES.SOMETHING_WENT_WRONG));
    expect(serverErrorText(unknown)).not.toBe('Something only a library says');
  });
});
