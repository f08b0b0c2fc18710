import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CONSOLE_OPERATIONS } from '@portal/shared/graphql/console-operations';
import { fileUrl } from '@portal/shared/uploads/upload-protocol';
import { nowIso } from '../../src/db/types.ts';
import { TEST_DIALECTS } from '../support/helper.ts';
import { appPerSuite } from '../support/suite-app.ts';
import { postGraphQL } from '../support/graphql-client.ts';
import { accountWithRole, submittedThroughApi } from '../support/fixtures/console-fixtures.ts';
import { fileRowOf, founder, createListeningTestApp, MANY_SIGN_UPS } from '../support/fixtures/founders.ts';
import { uploadFile, uploadIdOf } from '../support/fixtures/tus-http.ts';
import { minimalPdf } from '../support/fixtures/test-media.ts';

/**
 * A downloaded file's Content-Disposition kept a right-to-left override (U+202E), so
 * `invoice\u202Efdp.exe` showed as "invoiceexe.pdf". Names are cleaned of bidi controls and control characters when
 * the upload starts, and again wherever a name leaves the server (names stored before the fix included).
 */

const BIDI = new Set([0x061c, 0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069]);
/** Control characters (C0, DEL, C1) and bidi formatting characters, as text or as they would be decoded. */
const hasBidiOrControl = (text: string): boolean =>
  Array.from(text).some((c) => {
    const code = c.codePointAt(0)!;
    return code < 0x20 || (code >= 0x7f && code <= 0x9f) || BIDI.has(code);
  });

const NAMES: [string, string][] = [
  ['invoice\u202Efdp.exe', 'invoicefdp.exe'],
  ['report\u0007.pdf', 'report_.pdf'],
  ['\u2067statement\u2069\u200F.pdf', 'statement.pdf'],
  ['deck\u0085\u061C\u202A\u202B\u202C\u202D\u2066\u2068\u200E.pdf', 'deck_.pdf'],
];

/** The name a browser saves the download as: RFC 5987 `filename*` decoded. */
const savedNameOf = (disposition: string): string => decodeURIComponent(/filename\*=UTF-8''([^;]+)/.exec(disposition)![1]!);

describe.each(TEST_DIALECTS)('file names cannot be disguised with bidi or control characters (%s)', (dialect) => {
  const t = appPerSuite(() => createListeningTestApp(dialect, MANY_SIGN_UPS));

  it.each(NAMES)('an upload named %j is stored and served as %j', async (name, cleaned) => {
    const me = await founder(t.app);
    const { response, url } = await uploadFile(
      { baseUrl: t.baseUrl, cookie: me.cookie },
      { kind: 'financial_statement', filename: name, filetype: 'application/pdf', data: minimalPdf() },
    );
    expect(response.status).toBe(204);
    const id = uploadIdOf(url!);

    expect((await fileRowOf(t.app, id))!.name).toBe(cleaned);
    const download = await fetch(`${t.baseUrl}${fileUrl(id)}`, { headers: { cookie: me.cookie } });
    expect(download.status).toBe(200);
    const disposition = download.headers.get('content-disposition')!;
    expect(savedNameOf(disposition)).toBe(cleaned);
    expect(hasBidiOrControl(disposition)).toBe(false);
    expect(hasBidiOrControl(savedNameOf(disposition))).toBe(false);
  });

  it('a name stored before the fix is cleaned on the way out: the download and the console', async () => {
    const submitted = await submittedThroughApi(t.app);
    const id = randomUUID();
    const now = nowIso();
    await t.app.database.db
      .insertInto('files')
      .values({
        id,
        owner_id: submitted.userId,
        application_id: submitted.applicationId,
        kind: 'pitch_deck',
        name: 'deck\u202Etpp.exe',
        type: 'application/pdf',
        size: minimalPdf().length,
        sha256: null,
        storage_key: id,
        status: 'ready',
        created_at: now,
        updated_at: now,
      })
      .execute();

    const head = await t.app.inject({ method: 'HEAD', url: fileUrl(id), headers: { cookie: submitted.cookie } });
    expect(savedNameOf(head.headers['content-disposition'] as string)).toBe('decktpp.exe');

    const reviewer = await accountWithRole(t.app, 'reviewer');
    const detail = await postGraphQL<{ consoleApplication: { files: { id: string; name: string }[] } }>(
      t.app,
      {
        query: CONSOLE_OPERATIONS.ConsoleApplication,
        operationName: 'ConsoleApplication',
        variables: { id: submitted.applicationId },
      },
      reviewer.cookie,
    );
    expect(detail.data?.consoleApplication.files.find((f) => f.id === id)?.name).toBe('decktpp.exe');
  });
});
