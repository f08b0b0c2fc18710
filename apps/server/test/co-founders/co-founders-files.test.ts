import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minimalPdf } from '../support/fixtures/test-media.ts';
import {
  createUpload,
  errorBody,
  headUpload,
  patchChunk,
  patchWithPause,
  uploadFile,
  uploadUrl,
} from '../support/fixtures/tus-http.ts';
import { ENGLISH_ERROR_TEXTS, messageFor } from '@portal/shared/error-codes';
import { CO_FOUNDER_MESSAGES_HI } from '@portal/shared/i18n/hi/co-founder-texts';
import { fileIdOfUrl, fileUrl } from '@portal/shared/uploads/upload-protocol';
import { createListeningTestApp, type ListeningTestApp } from '../support/fixtures/founders.ts';
import { founderWithFile } from '../support/fixtures/data-rights-kit.ts';
import { firstError, runOperation } from '../support/graphql-client.ts';
import { signUp, TEST_DIALECTS, uniqueEmail } from '../support/helper.ts';
import { messagesTo } from '../support/auth-kit.ts';
import { CONSOLE_ENV } from '../support/fixtures/console-fixtures.ts';

/**
 * Files of a shared application (docs/co-founders.md): every member reads, uploads and replaces; a former member cannot.
 * Replacing a co-founder's file needs the upload to name it (the founder agreed to replace that one).
 */
describe.each(TEST_DIALECTS)('co-founders and files (%s)', (dialect) => {
  let t: ListeningTestApp;
  beforeAll(async () => {
    t = await createListeningTestApp(dialect, CONSOLE_ENV);
  });
  afterAll(() => t.close());

  const fetchFile = (url: string, cookie: string) => fetch(`${t.baseUrl}${url}`, { headers: { cookie } });

  it("a member reads the other's file and replaces it with their own upload; after leaving they cannot read it", async () => {
    const a = await founderWithFile(t, 'asha-statement');
    const email = uniqueEmail('bina');
    const invited = await runOperation(t.app, 'InviteCoFounder', { applicationId: a.applicationId, address: email }, a.cookie);
    expect(invited.errors).toBeUndefined();
    const b = await signUp(t.app, { email });
    const token = (await messagesTo(t, email)).map((m) => /\/join\?token=([A-Za-z0-9_-]+)/.exec(m.body)?.[1]).find(Boolean)!;
    expect((await runOperation(t.app, 'JoinApplication', { token }, b.cookie)).errors).toBeUndefined();

    type Team = {
      members: { name: string; isYou: boolean }[];
      uploads: { kind: string; uploadedBy: string | null; byYou: boolean }[];
    };
    const teamAs = async (cookie: string) =>
      (await runOperation<{ applicationTeam: Team }>(t.app, 'ApplicationTeam', { applicationId: a.applicationId }, cookie)).data!
        .applicationTeam;
    // Who uploaded each file, so the web app can ask before B replaces A's.
    const seenByB = await teamAs(b.cookie);
    const aName = seenByB.members.find((m) => !m.isYou)!.name;
    expect(seenByB.uploads).toEqual([{ kind: 'financial_statement', uploadedBy: aName, byYou: false }]);
    expect((await teamAs(a.cookie)).uploads).toEqual([{ kind: 'financial_statement', uploadedBy: aName, byYou: true }]);

    const read = await fetchFile(a.fileUrl, b.cookie);
    expect(read.status).toBe(200);
    expect(Buffer.from(await read.arrayBuffer()).equals(a.data)).toBe(true);

    // B uploads a financial statement of their own, naming A's as the one B agreed to replace: it replaces A's.
    const mine = Buffer.concat([minimalPdf(), Buffer.from('\n% bina-statement\n')]);
    const { response } = await uploadFile(
      { baseUrl: t.baseUrl, cookie: b.cookie },
      { kind: 'financial_statement', filename: 'bina.pdf', filetype: 'application/pdf', data: mine, replaces: a.fileId },
    );
    expect(response.status).toBe(204);
    const app = await runOperation<{ myApplication: { financialStatementUrl: string | null } }>(
      t.app,
      'MyApplication',
      {},
      a.cookie,
    );
    const url = app.data!.myApplication.financialStatementUrl!;
    expect(url).not.toBe(a.fileUrl);
    const replaced = await fetchFile(url, a.cookie);
    expect(Buffer.from(await replaced.arrayBuffer()).equals(mine)).toBe(true);
    const bName = (await teamAs(b.cookie)).members.find((m) => m.isYou)!.name;
    expect((await teamAs(a.cookie)).uploads).toEqual([{ kind: 'financial_statement', uploadedBy: bName, byYou: false }]);

    expect((await runOperation(t.app, 'LeaveApplication', { applicationId: a.applicationId }, b.cookie)).errors).toBeUndefined();
    expect((await fetchFile(url, b.cookie)).status).toBe(404);
    expect(firstError(await runOperation(t.app, 'ApplicationTeam', { applicationId: a.applicationId }, b.cookie)).code).toBe(
      'APPLICATION_NOT_FOUND',
    );
    // A still reads the file B uploaded: it passed to A when B left.
    expect((await fetchFile(url, a.cookie)).status).toBe(200);
  });

  it('asks the sign-off again after an upload and after a file is replaced', async () => {
    const a = await founderWithFile(t, 'asha-sign-off');
    type Team = { applicationTeam: { members: { readConfirmed: boolean }[] } };
    const confirmed = async () =>
      (await runOperation<Team>(t.app, 'ApplicationTeam', { applicationId: a.applicationId }, a.cookie)).data!.applicationTeam
        .members[0]!.readConfirmed;
    const upload = async (kind: 'pitch_deck' | 'financial_statement', marker: string) => {
      const data = Buffer.concat([minimalPdf(), Buffer.from(`\n% ${marker}\n`)]);
      const { response } = await uploadFile(
        { baseUrl: t.baseUrl, cookie: a.cookie },
        { kind, filename: `${marker}.pdf`, filetype: 'application/pdf', data },
      );
      expect(response.status).toBe(204);
    };
    for (const [kind, marker] of [
      ['pitch_deck', 'a-new-deck'],
      ['financial_statement', 'a-replacing-statement'],
    ] as const) {
      expect(
        (await runOperation(t.app, 'ConfirmReadApplication', { applicationId: a.applicationId }, a.cookie)).errors,
      ).toBeUndefined();
      expect(await confirmed()).toBe(true);
      await upload(kind, marker);
      expect(await confirmed()).toBe(false);
    }
  });

  /** A with a financial statement, and B who joined A's application. */
  const team = async () => {
    const a = await founderWithFile(t, 'asha-statement');
    const email = uniqueEmail('bina');
    expect(
      (await runOperation(t.app, 'InviteCoFounder', { applicationId: a.applicationId, address: email }, a.cookie)).errors,
    ).toBeUndefined();
    const b = await signUp(t.app, { email, name: 'Bina Das' });
    const token = (await messagesTo(t, email)).map((m) => /\/join\?token=([A-Za-z0-9_-]+)/.exec(m.body)?.[1]).find(Boolean)!;
    expect((await runOperation(t.app, 'JoinApplication', { token }, b.cookie)).errors).toBeUndefined();
    return { a, b };
  };
  const statement = (marker: string) => Buffer.concat([minimalPdf(), Buffer.from(`\n% ${marker}\n`)]);
  const storedStatement = async (cookie: string) =>
    (await runOperation<{ myApplication: { financialStatementUrl: string | null } }>(t.app, 'MyApplication', {}, cookie)).data!
      .myApplication.financialStatementUrl;
  const filesOf = (ownerId: string) =>
    t.app.database.db.selectFrom('files').select(['id', 'status']).where('owner_id', '=', ownerId).execute();

  it("refuses, before any byte, an upload over a co-founder's file that does not name it, and says which file is there", async () => {
    const { a, b } = await team();
    for (const replaces of [undefined, '', 'not-the-file-that-is-there']) {
      const created = await createUpload(
        { baseUrl: t.baseUrl, cookie: b.cookie },
        {
          length: 400,
          metadata: {
            kind: 'financial_statement',
            filename: 'bina.pdf',
            filetype: 'application/pdf',
            ...(replaces === undefined ? {} : { replaces }),
          },
        },
      );
      expect(created.status, String(replaces)).toBe(409);
      expect(await errorBody(created)).toEqual({
        code: 'UPLOAD_REPLACES_UNSEEN_FILE',
        message: ENGLISH_ERROR_TEXTS.UPLOAD_REPLACES_UNSEEN_FILE,
        params: { current: a.fileId },
      });
    }
    expect(messageFor('UPLOAD_REPLACES_UNSEEN_FILE', 'hi')).toBe(CO_FOUNDER_MESSAGES_HI.REPLACE_UNSEEN_FILE);
    expect(await storedStatement(b.cookie)).toBe(a.fileUrl);
    expect(await filesOf(b.userId)).toEqual([]);

    // Named, as the web app does once B chose to replace it: stored, and A's file is gone.
    const { response } = await uploadFile(
      { baseUrl: t.baseUrl, cookie: b.cookie },
      {
        kind: 'financial_statement',
        filename: 'bina.pdf',
        filetype: 'application/pdf',
        data: statement('b'),
        replaces: a.fileId,
      },
    );
    expect(response.status).toBe(204);
    const [mine] = await filesOf(b.userId);
    expect(await storedStatement(a.cookie)).toBe(fileUrl(mine!.id));
    expect((await fetchFile(a.fileUrl, a.cookie)).status).toBe(404);
  });

  it('says who stored each upload step\'s file last ("Saved by" on the upload steps)', async () => {
    const { a, b } = await team();
    const savedBy = async (step: string) =>
      (
        await runOperation<{ applicationTeam: { stepSaves: { step: string; name: string }[] } }>(
          t.app,
          'ApplicationTeam',
          { applicationId: a.applicationId },
          b.cookie,
        )
      ).data!.applicationTeam.stepSaves.find((save) => save.step === step)?.name;
    expect(await savedBy('financial')).toBe('Asha Founder');
    expect(await savedBy('pitch_deck')).toBeUndefined();
    const { response } = await uploadFile(
      { baseUrl: t.baseUrl, cookie: b.cookie },
      { kind: 'financial_statement', filename: 'b.pdf', filetype: 'application/pdf', data: statement('b'), replaces: a.fileId },
    );
    expect(response.status).toBe(204);
    expect(await savedBy('financial')).toBe('Bina Das');
    // A refused upload records nothing.
    const refused = await uploadFile(
      { baseUrl: t.baseUrl, cookie: a.cookie },
      { kind: 'financial_statement', filename: 'a.pdf', filetype: 'application/pdf', data: statement('a') },
    );
    expect(refused.response.status).toBe(409);
    expect(await savedBy('financial')).toBe('Bina Das');
  });

  it("never asks about one's own file: A replaces their own statement without naming it", async () => {
    const { a } = await team();
    const { response } = await uploadFile(
      { baseUrl: t.baseUrl, cookie: a.cookie },
      { kind: 'financial_statement', filename: 'again.pdf', filetype: 'application/pdf', data: statement('again') },
    );
    expect(response.status).toBe(204);
    expect(await storedStatement(a.cookie)).not.toBe(a.fileUrl);
  });

  /** B starts sending a statement that replaces A's first one, as B agreed: 100 bytes are stored. */
  const startReplacing = async (a: { fileId: string }, cookie: string, data: Buffer) => {
    const target = { baseUrl: t.baseUrl, cookie };
    const created = await createUpload(target, {
      length: data.length,
      metadata: { kind: 'financial_statement', filename: 'bina.pdf', filetype: 'application/pdf', replaces: a.fileId },
    });
    expect(created.status).toBe(201);
    const url = uploadUrl(target, created);
    expect((await patchChunk(target, url, 0, data.subarray(0, 100))).status).toBe(204);
    return { target, url };
  };
  /** A stores a newer statement of their own; its URL. */
  const storeNewerAsA = async (cookie: string) => {
    const newer = await uploadFile(
      { baseUrl: t.baseUrl, cookie },
      { kind: 'financial_statement', filename: 'newer.pdf', filetype: 'application/pdf', data: statement('asha-newer') },
    );
    expect(newer.response.status).toBe(204);
    return (await storedStatement(cookie))!;
  };

  it('refuses the next chunk, before its bytes, when a co-founder stored another file meanwhile; the retry names theirs', async () => {
    const { a, b } = await team();
    const data = statement('bina-mid-way');
    const { target, url } = await startReplacing(a, b.cookie, data);
    const aNewer = await storeNewerAsA(a.cookie);
    expect(aNewer).not.toBe(a.fileUrl);

    // Not the last chunk: the rest of a long video is not sent to be refused at its end.
    const next = await patchChunk(target, url, 100, data.subarray(100, 200));
    expect(next.status).toBe(409);
    expect(await errorBody(next)).toEqual({
      code: 'UPLOAD_REPLACES_UNSEEN_FILE',
      message: ENGLISH_ERROR_TEXTS.UPLOAD_REPLACES_UNSEEN_FILE,
      params: { current: fileIdOfUrl(aNewer) },
    });
    // The upload is gone, so the founder's next try is a new upload naming the file now there.
    expect((await headUpload(target, url)).status).toBe(404);
    expect(await filesOf(b.userId)).toEqual([]);
    expect(await storedStatement(b.cookie)).toBe(aNewer);

    const retry = await uploadFile(target, {
      kind: 'financial_statement',
      filename: 'bina.pdf',
      filetype: 'application/pdf',
      data,
      replaces: fileIdOfUrl(aNewer)!,
      chunkBytes: 100,
    });
    expect(retry.response.status).toBe(204);
    expect(await storedStatement(a.cookie)).not.toBe(aNewer);
    expect((await fetchFile(aNewer, a.cookie)).status).toBe(404);
  });

  it('refuses at the last byte when a co-founder stored another file while that chunk arrived, and keeps theirs', async () => {
    const { a, b } = await team();
    const data = statement('bina-late');
    const { target, url } = await startReplacing(a, b.cookie, data);
    let aNewer = '';
    // The last chunk passed the check before its bytes; A stores a newer statement while they arrive.
    const last = await patchWithPause(target, url, 100, data.subarray(100), 50, async () => {
      aNewer = await storeNewerAsA(a.cookie);
    });
    expect(last.status).toBe(409);
    expect(JSON.parse(last.body)).toMatchObject({
      code: 'UPLOAD_REPLACES_UNSEEN_FILE',
      params: { current: fileIdOfUrl(aNewer) },
    });
    expect(await storedStatement(b.cookie)).toBe(aNewer);
    expect(await filesOf(b.userId)).toEqual([]);
    expect((await fetchFile(aNewer, b.cookie)).status).toBe(200);
  });
});
