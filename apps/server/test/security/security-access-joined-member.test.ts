import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODE } from '@portal/shared/error-codes';
import { fileIdOfUrl, fileUrl } from '@portal/shared/uploads/upload-protocol';
import type { OperationName } from '@portal/shared/graphql/operations';
import { BUSINESS, COMPANY, FUNDING, founderWithApplication, PERSONAL, runOperation } from '../support/graphql-client.ts';
import { createListeningTestApp, type ListeningTestApp } from '../support/fixtures/founders.ts';
import { messagesTo } from '../support/auth-kit.ts';
import { minimalPdf, tinyMp4 } from '../support/fixtures/test-media.ts';
import { uploadFile } from '../support/fixtures/tus-http.ts';
import { signUp, TEST_DIALECTS, TEST_ORIGIN, uniqueEmail } from '../support/helper.ts';
import { OPERATION_EXPECTATIONS, ROUTE_EXPECTATIONS } from '../support/security-access-expectations.ts';

/**
 * The other side of the standing access probes (security-access.test.ts refuses everyone else): a co-founder who
 * joined A's draft is a member, so no founder-owned operation of the shared application, and no route of its stored
 * files, refuses them (docs/co-founders.md). Every founder-owned operation and file route of the declarations needs
 * a probe here, so one added later is checked for members too.
 */

const ENV = { NODE_ENV: 'production', AUTH_RATE_LIMIT_MAX: '10000' };
/** The answers that mean "not yours": none of them may reach a member. */
const REFUSALS: string[] = [
  ERROR_CODE.NOT_FOUND,
  ERROR_CODE.FORBIDDEN,
  ERROR_CODE.UNAUTHENTICATED,
  ERROR_CODE.APPLICATION_NOT_FOUND,
];

interface Member {
  cookie: string;
  userId: string;
}

describe.each(TEST_DIALECTS)('a joined co-founder is not refused on the shared application (%s)', (dialect) => {
  let t: ListeningTestApp;
  let a: { cookie: string; userId: string; applicationId: string };
  let deckId: string;
  /** B does everything a member may; C only leaves (B still submits afterwards). */
  let b: Member;
  let c: Member;

  const op = <D = Record<string, unknown>>(name: OperationName, variables: Record<string, unknown>, cookie: string) =>
    runOperation<D>(t.app, name, variables, cookie);
  const joined = async (): Promise<Member> => {
    const email = uniqueEmail('member');
    const invited = await op('InviteCoFounder', { applicationId: a.applicationId, address: email }, a.cookie);
    expect(invited.errors).toBeUndefined();
    const account = await signUp(t.app, { email });
    const token = (await messagesTo(t, email)).map((m) => /\/join\?token=([A-Za-z0-9_-]+)/.exec(m.body)?.[1]).find(Boolean);
    expect((await op('JoinApplication', { token }, account.cookie)).errors).toBeUndefined();
    return account;
  };
  const storedAsA = async () =>
    (await op<{ myApplication: Record<string, unknown> }>('MyApplication', {}, a.cookie)).data!.myApplication;
  /** A GraphQL answer a member must get: no error at all, or one that is not about access. */
  const expectNotRefused = (label: string, answer: { status: number; errors?: { extensions?: { code?: string } }[] }) => {
    expect.soft(answer.status, label).toBeLessThan(500);
    expect.soft(REFUSALS, `${label}: ${JSON.stringify(answer.errors)}`).not.toContain(answer.errors?.[0]?.extensions?.code);
    expect.soft(answer.errors, label).toBeUndefined();
  };

  beforeAll(async () => {
    t = await createListeningTestApp(dialect, ENV);
    a = await founderWithApplication(t.app);
    const deck = await uploadFile(
      { baseUrl: t.baseUrl, cookie: a.cookie },
      { kind: 'pitch_deck', filename: 'deck.pdf', filetype: 'application/pdf', data: minimalPdf() },
    );
    expect(deck.response.status).toBe(204);
    deckId = fileIdOfUrl(String((await storedAsA())['pitchDeckUrl']))!;
    b = await joined();
    c = await joined();
  });
  afterAll(() => t?.close());

  /** Each founder-owned operation as the member runs it, in this order, with what it must have done. */
  const PROBES: Partial<Record<OperationName, () => Promise<void>>> = {
    ApplicationTeam: async () => {
      const team = await op<{ applicationTeam: { members: { isYou: boolean }[] } }>(
        'ApplicationTeam',
        { applicationId: a.applicationId },
        b.cookie,
      );
      expectNotRefused('ApplicationTeam', team);
      expect(team.data!.applicationTeam.members.filter((m) => m.isYou)).toHaveLength(1);
    },
    SaveCompanyInfo: async () => {
      const input = { ...COMPANY, companyName: 'Saved By Member Co' };
      expectNotRefused('SaveCompanyInfo', await op('SaveCompanyInfo', { applicationId: a.applicationId, input }, b.cookie));
      expect(await storedAsA()).toMatchObject({ companyName: 'Saved By Member Co' });
    },
    SaveBusinessDetails: async () => {
      const saved = await op('SaveBusinessDetails', { applicationId: a.applicationId, input: BUSINESS }, b.cookie);
      expectNotRefused('SaveBusinessDetails', saved);
    },
    SaveFundingInfo: async () => {
      const input = { ...FUNDING, equityFunding: '4242000' };
      expectNotRefused('SaveFundingInfo', await op('SaveFundingInfo', { applicationId: a.applicationId, input }, b.cookie));
      expect(await storedAsA()).toMatchObject({ equityFunding: 4242000 });
    },
    SaveStepAnswers: async () => {
      const saved = await op(
        'SaveStepAnswers',
        { applicationId: a.applicationId, step: 'financial', ownAnswers: '{}' },
        b.cookie,
      );
      expectNotRefused('SaveStepAnswers', saved);
    },
    InviteCoFounder: async () => {
      const sent = await op('InviteCoFounder', { applicationId: a.applicationId, address: uniqueEmail('probe') }, b.cookie);
      expectNotRefused('InviteCoFounder', sent);
    },
    RevokeCoFounderInvite: async () => {
      const team = await op<{ applicationTeam: { invites: { id: string }[] } }>(
        'ApplicationTeam',
        { applicationId: a.applicationId },
        b.cookie,
      );
      const inviteId = team.data!.applicationTeam.invites[0]!.id;
      expectNotRefused(
        'RevokeCoFounderInvite',
        await op('RevokeCoFounderInvite', { applicationId: a.applicationId, inviteId }, b.cookie),
      );
    },
    ConfirmReadApplication: async () => {
      expectNotRefused(
        'ConfirmReadApplication',
        await op('ConfirmReadApplication', { applicationId: a.applicationId }, b.cookie),
      );
    },
    LeaveApplication: async () => {
      expectNotRefused('LeaveApplication', await op('LeaveApplication', { applicationId: a.applicationId }, c.cookie));
      expect((await op<{ myApplication: unknown }>('MyApplication', {}, c.cookie)).data!.myApplication).toBeNull();
    },
    SubmitApplication: async () => {
      const submitted = await op<{ submitApplication: { status: string } }>(
        'SubmitApplication',
        { applicationId: a.applicationId },
        b.cookie,
      );
      expectNotRefused('SubmitApplication', submitted);
      expect(submitted.data!.submitApplication.status).toBe('submitted');
    },
  };

  it('every founder-owned operation of the declarations has a member probe here', () => {
    const founderOwned = Object.entries(OPERATION_EXPECTATIONS)
      .filter(([, expectation]) => expectation.family === 'founder-owned')
      .map(([name]) => name);
    expect(founderOwned.filter((name) => !PROBES[name as OperationName])).toEqual([]);
  });

  it('reads and saves the shared application as their own (the caller-scoped operations act on it)', async () => {
    const mine = await op<{ myApplication: { id: string } }>('MyApplication', {}, b.cookie);
    expectNotRefused('MyApplication', mine);
    expect(mine.data!.myApplication.id).toBe(a.applicationId);
    const personal = { ...PERSONAL, name: 'Personal By Member' };
    expectNotRefused('SavePersonalInfo', await op('SavePersonalInfo', { input: personal }, b.cookie));
    expect(await storedAsA()).toMatchObject({ id: a.applicationId, name: 'Personal By Member' });
  });

  it("reads, links and deletes the shared application's files, and uploads to it", async () => {
    const fileRoutes = Object.entries(ROUTE_EXPECTATIONS)
      .filter(([, e]) => e.family === 'founder-owned' && e.resources.includes('file') && !e.resources.includes('upload'))
      .map(([key]) => key)
      // Deleting goes last: the other routes read the file first.
      .sort((x, y) => Number(x.startsWith('DELETE')) - Number(y.startsWith('DELETE')));
    // A tus upload in progress stays its starter's (docs/co-founders.md): those routes refuse other members by design.
    expect(fileRoutes.length).toBeGreaterThanOrEqual(5);
    for (const key of fileRoutes) {
      const [method = '', path = ''] = key.split(' ');
      const response = await fetch(`${t.baseUrl}${path.replace(':id', deckId)}`, {
        method,
        headers: { origin: TEST_ORIGIN, cookie: b.cookie },
      });
      expect.soft(response.status, `${key} as a joined member`).toBeLessThan(300);
    }
    expect((await storedAsA())['pitchDeckUrl']).toBeNull();

    const video = await uploadFile(
      { baseUrl: t.baseUrl, cookie: b.cookie },
      { kind: 'video', filename: 'pitch.mp4', filetype: 'video/mp4', data: tinyMp4(2000) },
    );
    expect(video.response.status).toBe(204);
    const url = String((await storedAsA())['videoUrl']);
    expect(url).toMatch(/^\/files\//);
    const read = await fetch(`${t.baseUrl}${url}`, { headers: { cookie: a.cookie } });
    expect(read.status).toBe(200);
    expect(url).not.toBe(fileUrl(deckId));
  });

  it('runs every founder-owned operation on the shared application, down to submitting it', async () => {
    for (const name of Object.keys(PROBES) as OperationName[]) await PROBES[name]!();
    expect(await storedAsA()).toMatchObject({ status: 'submitted', companyName: 'Saved By Member Co' });
  });
});
