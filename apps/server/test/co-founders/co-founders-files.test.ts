import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minimalPdf } from '../support/fixtures/test-media.ts';
import { uploadFile } from '../support/fixtures/tus-http.ts';
import { createListeningTestApp, type ListeningTestApp } from '../support/fixtures/founders.ts';
import { founderWithFile } from '../support/fixtures/data-rights-kit.ts';
import { firstError, runOperation } from '../support/graphql-client.ts';
import { signUp, TEST_DIALECTS, uniqueEmail } from '../support/helper.ts';
import { messagesTo } from '../support/auth-kit.ts';
import { CONSOLE_ENV } from '../support/fixtures/console-fixtures.ts';

/** Files of a shared application (docs/co-founders.md): every member reads, uploads and replaces; a former member cannot. */
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

    // B uploads a financial statement of their own: it replaces A's on the application (the web app asks first).
    const mine = Buffer.concat([minimalPdf(), Buffer.from('\n% bina-statement\n')]);
    const { response } = await uploadFile(
      { baseUrl: t.baseUrl, cookie: b.cookie },
      { kind: 'financial_statement', filename: 'bina.pdf', filetype: 'application/pdf', data: mine },
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
});
