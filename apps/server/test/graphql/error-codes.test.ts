import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, ERROR_STATUS, isErrorCode, messageFor, type ErrorCode } from '@portal/shared/error-codes';
import { LOCALES } from '@portal/shared/locales';
import { MESSAGES } from '@portal/shared/texts/messages';
import { createTestApp, GOOD_PASSWORD, signUp, TEST_DIALECTS, TEST_ORIGIN, type TestApp } from '../support/helper.ts';
import { founder, listen, MANY_SIGN_UPS } from '../support/fixtures/founders.ts';
import { createUpload, errorBody } from '../support/fixtures/tus-http.ts';
import { postGraphQL } from '../support/graphql-client.ts';

const SOURCE = fileURLToPath(new URL('../../src', import.meta.url));
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? sources(full) : entry.name.endsWith('.ts') ? [full] : [];
  });
const sourceTexts = sources(SOURCE).map((file) => ({ file: path.relative(SOURCE, file), text: readFileSync(file, 'utf8') }));

/** Codes written out in the server's own errors: AppError('CODE'), authError('CODE'), errorBodyOf('CODE') and {code: 'CODE'} bodies. */
const LITERAL_CODES = [/\b(?:new AppError|authError|errorBodyOf)\('([A-Z_]+)'/g, /\bcode: '([A-Z_]+)'/g];

/**
 * A 4xx or 5xx written as a number where an answer is made: `reply.status(404)`, `reply.code(400)`, `status: 429`,
 * `statusCode: 500`, `status_code: 423`, `status === 412`, `new AppError(400, …)`, and Better Auth's named statuses
 * (`new APIError('BAD_REQUEST', …)`, `APIError.from('NOT_FOUND', …)`). Each of these takes its status from the table.
 */
const CHOSEN_STATUS = [
  /\.(?:status|code)\(\s*[45]\d\d\b/g,
  /\b(?:status|statusCode|status_code)\s*:\s*[45]\d\d\b/g,
  /\b(?:status|statusCode|status_code)\s*[!=]==?\s*[45]\d\d\b/g,
  /\bnew AppError\(\s*\d/g,
  /\bAPIError(?:\.from|\.fromStatus)?\(\s*['"][A-Z_]+['"]/g,
];
const chosenStatuses = (text: string): string[] =>
  CHOSEN_STATUS.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => match[0]));

describe('the error-code table (packages/shared/src/error-codes.ts)', () => {
  it('gives every code an error status (4xx or 5xx) and a text in every language', () => {
    expect(ERROR_CODES.length).toBeGreaterThan(20);
    for (const code of ERROR_CODES) {
      expect(ERROR_STATUS[code], code).toBeGreaterThanOrEqual(400);
      expect(ERROR_STATUS[code], code).toBeLessThan(600);
      for (const locale of LOCALES)
        expect(messageFor(code, locale, { kind: 'video', max: 2 }), `${code} in ${locale}`).not.toBe('');
    }
  });

  it('has every code the server writes out, so the browser has its text in every language', () => {
    const found = new Map<string, string>();
    for (const { file, text } of sourceTexts)
      for (const pattern of LITERAL_CODES) for (const match of text.matchAll(pattern)) found.set(match[1]!, file);
    expect(found.size).toBeGreaterThan(20);
    expect(
      [...found].filter(([code]) => !isErrorCode(code)),
      'add these to packages/shared/src/error-codes.ts',
    ).toEqual([]);
  });

  it('is the only place in apps/server/src that chooses the status of an error answer', () => {
    // The scan itself finds what it looks for.
    expect(
      chosenStatuses(
        "reply.status(404).send(x); return { status: 429 }; new AppError(409, 'X'); new APIError('BAD_REQUEST', {})",
      ),
    ).toHaveLength(4);
    const chosen = sourceTexts.flatMap(({ file, text }) => chosenStatuses(text).map((found) => `${file}: ${found}`));
    expect(chosen, 'name the code and let ERROR_STATUS give the status').toEqual([]);
  });
});

const expectAnswer = async (
  response: Response | { statusCode: number; json: () => unknown },
  code: ErrorCode,
  message?: string,
) => {
  const status = response instanceof Response ? response.status : response.statusCode;
  const body = (response instanceof Response ? await errorBody(response) : response.json()) as { code: string; message: string };
  expect({ status, code: body.code }).toEqual({ status: ERROR_STATUS[code], code });
  if (message !== undefined) expect(body.message).toBe(message);
};

describe.each(TEST_DIALECTS)('answers carry the status and code of the table (%s)', (dialect) => {
  let t: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    t = await createTestApp(dialect, MANY_SIGN_UPS);
    baseUrl = await listen(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('REST: an unknown address, a foreign body type, a file without a session', async () => {
    await expectAnswer(await t.app.inject({ method: 'GET', url: '/api/nothing-here' }), 'NOT_FOUND', MESSAGES.NOT_FOUND);
    const textBody = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: TEST_ORIGIN, 'content-type': 'text/plain' },
      payload: 'x',
    });
    await expectAnswer(textBody, 'FST_ERR_CTP_INVALID_MEDIA_TYPE');
    await expectAnswer(
      await t.app.inject({ method: 'GET', url: '/files/00000000-0000-4000-8000-000000000000' }),
      'UNAUTHENTICATED',
      MESSAGES.USER_NOT_AUTHENTICATED,
    );
  });

  it('accounts: a wrong password and a refused sign-up', async () => {
    const { email } = await signUp(t.app);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: TEST_ORIGIN },
      payload: { email, password: `${GOOD_PASSWORD}x` },
    });
    await expectAnswer(wrong, 'INVALID_EMAIL_OR_PASSWORD');
    const badEmail = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: TEST_ORIGIN },
      payload: { name: 'Asha', email: 'not-an-email', password: GOOD_PASSWORD },
    });
    await expectAnswer(badEmail, 'VALIDATION_FAILED');
  });

  it('uploads: no session, an unknown kind, a file over its limit', async () => {
    const metadata = { kind: 'video', filename: 'a.mp4', filetype: 'video/mp4' };
    await expectAnswer(await createUpload({ baseUrl }, { length: 10, metadata }), 'UNAUTHENTICATED', MESSAGES.UPLOAD_AUTH_FAILED);
    const me = { baseUrl, cookie: (await founder(t.app)).cookie };
    await expectAnswer(
      await createUpload(me, { length: 10, metadata: { ...metadata, kind: 'selfie' } }),
      'UPLOAD_KIND_INVALID',
      MESSAGES.UPLOAD_KIND_INVALID,
    );
    await expectAnswer(await createUpload(me, { length: 1e12, metadata }), 'FILE_TOO_LARGE', MESSAGES.VIDEO_TOO_LARGE);
  });

  it('GraphQL: a GET, an invalid document, and an error while running (200, the code in extensions)', async () => {
    const get = await t.app.inject({ method: 'GET', url: '/graphql?query=%7Bviewer%7Bid%7D%7D' });
    expect(get.statusCode).toBe(ERROR_STATUS.METHOD_NOT_ALLOWED);
    expect(get.json().errors[0].extensions.code).toBe('METHOD_NOT_ALLOWED');

    const invalid = await postGraphQL(t.app, { query: '{ viewer { password } }' });
    expect(invalid.status).toBe(ERROR_STATUS.BAD_REQUEST);
    expect(invalid.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');

    const { cookie } = await founder(t.app);
    const running = await postGraphQL(t.app, { query: 'mutation { setLanguage(language: "xx") }' }, cookie);
    expect(running.status).toBe(200);
    expect(running.errors?.[0]).toMatchObject({
      message: messageFor('LANGUAGE_INVALID', 'en'),
      extensions: { code: 'LANGUAGE_INVALID' },
    });
  });
});
