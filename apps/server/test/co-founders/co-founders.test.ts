import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODE } from '@portal/shared/error-codes';
import { CO_FOUNDER_INVITE_RATE, CO_FOUNDER_INVITE_TTL_DAYS, MAX_CO_FOUNDERS } from '@portal/shared/co-founders/co-founders';
import { BUSINESS, COMPANY, FUNDING, firstError, runOperation } from '../support/graphql-client.ts';
import { PRIVACY_PATHS } from '@portal/shared/privacy/privacy';
import {
  createTestApp,
  giveConsent,
  GOOD_PASSWORD,
  signUp,
  TEST_DIALECTS,
  uniqueEmail,
  type TestApp,
} from '../support/helper.ts';
import { snapshotOf } from '../../src/modules/privacy/data-export.ts';
import { privacyDb } from '../../src/modules/privacy/privacy-tables.ts';
import { codeSentTo, messagesTo, post } from '../support/auth-kit.ts';
import { accountWithRole, CONSOLE_ENV } from '../support/fixtures/console-fixtures.ts';
import { composeDecisionEmails } from '../../src/modules/review/review-emails.ts';
import { updateCohort } from '../../src/modules/cohorts/cohort-repository.ts';

type Founder = { cookie: string; userId: string; applicationId: string; email: string };
interface Team {
  applicationId: string;
  members: { name: string; email: string; isYou: boolean; readConfirmed: boolean }[];
  invites: { id: string; email: string | null; phone: string | null; expiresAt: string }[];
  stepSaves: { step: string; name: string; savedAt: string }[];
  signOffRequired: boolean;
}

/** The token of the latest co-founder invite sent to this address or number (the outbox). */
const tokenTo = async (t: TestApp, to: string): Promise<string> => {
  for (const message of (await messagesTo(t, to)).reverse()) {
    const match = /\/join\?token=([A-Za-z0-9_-]+)/.exec(message.body);
    if (match?.[1]) return match[1];
  }
  throw new Error(`no invite link to ${to}`);
};

/** Co-founders apply together (docs/co-founders.md): invites, membership, leaving, erasure, sign-off and the emails. */
describe.each(TEST_DIALECTS)('co-founders (%s)', (dialect) => {
  let t: TestApp;
  const op = <D>(name: Parameters<typeof runOperation>[1], variables: Record<string, unknown>, cookie?: string) =>
    runOperation<D>(t.app, name, variables, cookie);

  beforeAll(async () => {
    t = await createTestApp(dialect, CONSOLE_ENV);
  });
  afterAll(() => t.close());

  const founder = async (name = 'Asha Rao'): Promise<Founder> => {
    const email = uniqueEmail('asha');
    const { cookie, userId } = await signUp(t.app, { name, email });
    const saved = await op<{ savePersonalInfo: { id: string } }>(
      'SavePersonalInfo',
      { input: { name, email, phone: '9876543210' } },
      cookie,
    );
    expect(saved.errors).toBeUndefined();
    return { cookie, userId, email, applicationId: saved.data!.savePersonalInfo.id };
  };
  const invite = async (from: Founder, address: string) => {
    const result = await op<{ inviteCoFounder: Team['invites'][number] }>(
      'InviteCoFounder',
      { applicationId: from.applicationId, address },
      from.cookie,
    );
    return result;
  };
  const teamOf = async (who: { cookie: string }, applicationId: string) =>
    (await op<{ applicationTeam: Team }>('ApplicationTeam', { applicationId }, who.cookie)).data?.applicationTeam;
  /** A new account invited to `to`'s application that has joined it. */
  const joinedCoFounder = async (to: Founder, name = 'Bina Das') => {
    const email = uniqueEmail('bina');
    expect((await invite(to, email)).errors).toBeUndefined();
    const account = await signUp(t.app, { name, email });
    const joined = await op('JoinApplication', { token: await tokenTo(t, email) }, account.cookie);
    expect(joined.errors).toBeUndefined();
    return { ...account, email };
  };

  it('an email invite says whose application it is; the invitee signs up, joins once, and the link is then used', async () => {
    const a = await founder('Asha Rao');
    await op('SaveCompanyInfo', { applicationId: a.applicationId, input: COMPANY }, a.cookie);
    const email = uniqueEmail('bina');
    const sent = await invite(a, email.toUpperCase());
    expect(sent.errors).toBeUndefined();
    expect(sent.data!.inviteCoFounder).toMatchObject({ email, phone: null });
    const days = (Date.parse(sent.data!.inviteCoFounder.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(CO_FOUNDER_INVITE_TTL_DAYS - 0.01);
    expect(days).toBeLessThanOrEqual(CO_FOUNDER_INVITE_TTL_DAYS);
    const [mail] = await messagesTo(t, email);
    expect(mail!.body).toContain('Asha Rao invites you to join their application for Gram Tech');
    const token = await tokenTo(t, email);

    const link = await op<{ coFounderInviteLink: Record<string, unknown> }>('CoFounderInviteLink', { token });
    expect(link.data!.coFounderInviteLink).toMatchObject({
      state: 'open',
      inviterName: 'Asha Rao',
      startupName: 'Gram Tech',
      forThisAccount: null,
    });
    expect(link.data!.coFounderInviteLink.sentTo).not.toContain(email);

    const b = await signUp(t.app, { name: 'Bina Das', email });
    expect((await op('JoinApplication', { token }, b.cookie)).errors).toBeUndefined();
    const mine = await op<{ myApplication: { id: string; companyName: string } }>('MyApplication', {}, b.cookie);
    expect(mine.data!.myApplication).toMatchObject({ id: a.applicationId, companyName: 'Gram Tech' });
    const team = await teamOf(a, a.applicationId);
    expect(team!.members.map((m) => [m.name, m.isYou])).toEqual([
      ['Asha Rao', true],
      ['Bina Das', false],
    ]);
    expect(team!.invites).toEqual([]);
    // Used once: the same link again, by the same account or another.
    expect(firstError(await op('JoinApplication', { token }, b.cookie)).code).toBe(ERROR_CODE.TEAM_INVITE_USED);
    const c = await signUp(t.app);
    expect(firstError(await op('JoinApplication', { token }, c.cookie)).code).toBe(ERROR_CODE.TEAM_INVITE_USED);
  });

  it('refuses a link sent to another address, an expired one, a revoked one, and a second join by a member', async () => {
    const a = await founder();
    const email = uniqueEmail('bina');
    await invite(a, email);
    const token = await tokenTo(t, email);
    const stranger = await signUp(t.app);
    const wrong = await op('JoinApplication', { token }, stranger.cookie);
    expect(firstError(wrong).code).toBe(ERROR_CODE.TEAM_INVITE_OTHER_ADDRESS);
    expect(await teamOf(stranger, a.applicationId)).toBeUndefined();
    const link = await op<{ coFounderInviteLink: { forThisAccount: boolean; ownApplication: unknown } }>(
      'CoFounderInviteLink',
      { token },
      stranger.cookie,
    );
    expect(link.data!.coFounderInviteLink).toMatchObject({ forThisAccount: false, ownApplication: null });

    // Revoked: the link stops working.
    const revokedEmail = uniqueEmail('revoked');
    const revokedInvite = (await invite(a, revokedEmail)).data!.inviteCoFounder;
    const revokedToken = await tokenTo(t, revokedEmail);
    const revoked = await op('RevokeCoFounderInvite', { applicationId: a.applicationId, inviteId: revokedInvite.id }, a.cookie);
    expect(revoked.errors).toBeUndefined();
    const revokedAccount = await signUp(t.app, { email: revokedEmail });
    expect(firstError(await op('JoinApplication', { token: revokedToken }, revokedAccount.cookie)).code).toBe(
      ERROR_CODE.TEAM_INVITE_REVOKED,
    );

    // Expired: 7 days later.
    const lateEmail = uniqueEmail('late');
    await invite(a, lateEmail);
    const lateToken = await tokenTo(t, lateEmail);
    await t.app.database.db
      .updateTable('application_invites')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('email', '=', lateEmail)
      .execute();
    const late = await signUp(t.app, { email: lateEmail });
    expect(firstError(await op('JoinApplication', { token: lateToken }, late.cookie)).code).toBe(ERROR_CODE.TEAM_INVITE_EXPIRED);

    // Already a member: a second invite to a member's address is refused, and so is joining with a new link.
    const b = await joinedCoFounder(a);
    expect(firstError(await invite(a, b.email)).code).toBe(ERROR_CODE.TEAM_ALREADY_MEMBER);
    expect(firstError(await invite(a, a.email)).code).toBe(ERROR_CODE.TEAM_INVITE_SELF);
    expect(firstError(await op('JoinApplication', { token: 'x'.repeat(43) }, b.cookie)).code).toBe(
      ERROR_CODE.TEAM_INVITE_NOT_FOUND,
    );
  });

  it('an SMS invite goes to the +91 mobile; bad addresses get a clear 400 in Hindi too', async () => {
    const a = await founder();
    const sent = await invite(a, '98765 12345');
    expect(sent.errors).toBeUndefined();
    expect(sent.data!.inviteCoFounder).toMatchObject({ email: null, phone: '+919876512345' });
    const [sms] = await messagesTo(t, '+919876512345');
    expect(sms!.body).toMatch(/invites you to join their application as a co-founder\. Link \(7 days, once\): .*\/join\?token=/);
    const bad = await invite(a, '12345');
    expect(bad.status).toBeLessThan(500);
    expect(firstError(bad).code).toBe(ERROR_CODE.VALIDATION_FAILED);
    expect(firstError(bad).message).toBe('Enter a valid email address or a 10-digit mobile number.');
  });

  it('joins through an SMS invite once the account has verified that +91 mobile, and not before', async () => {
    const a = await founder();
    const national = `9${String(Date.now() % 1e9).padStart(9, '0')}`;
    const sent = await invite(a, national);
    expect(sent.data!.inviteCoFounder).toMatchObject({ email: null, phone: `+91${national}` });
    const token = await tokenTo(t, `+91${national}`);
    const b = await signUp(t.app, { name: 'Bina Das' });

    // The account has not verified the mobile the invite went to: the link is not theirs.
    expect(firstError(await op('JoinApplication', { token }, b.cookie)).code).toBe(ERROR_CODE.TEAM_INVITE_OTHER_ADDRESS);
    const link = await op<{ coFounderInviteLink: { forThisAccount: boolean | null } }>(
      'CoFounderInviteLink',
      { token },
      b.cookie,
    );
    expect(link.data!.coFounderInviteLink.forThisAccount).toBe(false);

    // Bina verifies the number with the code sent to it (Better Auth's phone number), then joins.
    expect((await post(t, '/api/auth/phone-number/send-otp', { phoneNumber: national }, b.cookie)).statusCode).toBe(200);
    const verified = await post(
      t,
      '/api/auth/phone-number/verify',
      { phoneNumber: national, code: await codeSentTo(t, `+91${national}`), updatePhoneNumber: true },
      b.cookie,
    );
    expect(verified.statusCode).toBe(200);
    const after = await op<{ coFounderInviteLink: { forThisAccount: boolean | null } }>(
      'CoFounderInviteLink',
      { token },
      b.cookie,
    );
    expect(after.data!.coFounderInviteLink.forThisAccount).toBe(true);
    expect((await op('JoinApplication', { token }, b.cookie)).errors).toBeUndefined();
    const team = await teamOf(b, a.applicationId);
    expect(team!.members.map((m) => [m.name, m.isYou])).toEqual([
      ['Asha Rao', false],
      ['Bina Das', true],
    ]);
    expect(team!.invites).toEqual([]);
    // The link worked once.
    expect(firstError(await op('JoinApplication', { token }, b.cookie)).code).toBe(ERROR_CODE.TEAM_INVITE_USED);
  });

  it(`at most ${MAX_CO_FOUNDERS} co-founders (members and open invites), and a rate limit on sending`, async () => {
    const a = await founder();
    for (let i = 0; i < MAX_CO_FOUNDERS; i += 1) expect((await invite(a, uniqueEmail('cf'))).errors).toBeUndefined();
    expect(firstError(await invite(a, uniqueEmail('cf'))).code).toBe(ERROR_CODE.TEAM_FULL);
    // Revoking makes room; the revoked invites still count toward the sending limit.
    const team = await teamOf(a, a.applicationId);
    for (const pending of team!.invites)
      await op('RevokeCoFounderInvite', { applicationId: a.applicationId, inviteId: pending.id }, a.cookie);
    let refused = 0;
    for (let i = MAX_CO_FOUNDERS; i < CO_FOUNDER_INVITE_RATE.max + 1; i += 1) {
      const result = await invite(a, uniqueEmail('cf'));
      if (result.errors) refused += 1;
      const open = (await teamOf(a, a.applicationId))!.invites;
      for (const pending of open)
        await op('RevokeCoFounderInvite', { applicationId: a.applicationId, inviteId: pending.id }, a.cookie);
    }
    expect(refused).toBe(1);
    expect(firstError(await invite(a, uniqueEmail('cf'))).code).toBe(ERROR_CODE.TEAM_TOO_MANY_INVITES);
  });

  it('every member may read, save, upload-link and submit; who saved each step last is recorded', async () => {
    const a = await founder('Asha Rao');
    const b = await joinedCoFounder(a, 'Bina Das');
    const saved = await op<{ saveCompanyInfo: { companyName: string } }>(
      'SaveCompanyInfo',
      { applicationId: a.applicationId, input: { ...COMPANY, companyName: 'Bina Foods' } },
      b.cookie,
    );
    expect(saved.errors).toBeUndefined();
    const personal = await op('SavePersonalInfo', { input: { name: 'Asha Rao', email: a.email, phone: '9876543211' } }, b.cookie);
    expect(personal.errors).toBeUndefined();
    const mine = await op<{ myApplication: { id: string; companyName: string; phone: string } }>('MyApplication', {}, a.cookie);
    expect(mine.data!.myApplication).toMatchObject({ id: a.applicationId, companyName: 'Bina Foods', phone: '9876543211' });
    const team = await teamOf(a, a.applicationId);
    expect(team!.stepSaves.map((s) => [s.step, s.name])).toEqual([
      ['company', 'Bina Das'],
      ['personal', 'Bina Das'],
    ]);
    await op('SaveBusinessDetails', { applicationId: a.applicationId, input: BUSINESS }, a.cookie);
    await op('SaveFundingInfo', { applicationId: a.applicationId, input: FUNDING }, b.cookie);
    await t.app.database.db
      .updateTable('applications')
      .set({ video_url: '/files/x' })
      .where('id', '=', a.applicationId)
      .execute();
    const submitted = await op<{ submitApplication: { status: string } }>(
      'SubmitApplication',
      { applicationId: a.applicationId },
      b.cookie,
    );
    expect(submitted.data?.submitApplication.status).toBe('submitted');
    const seenByA = await op<{ myApplication: { status: string } }>('MyApplication', {}, a.cookie);
    expect(seenByA.data!.myApplication.status).toBe('submitted');
    // The receipt goes to every member.
    expect((await messagesTo(t, a.email)).some((m) => m.headers.Subject?.includes('received'))).toBe(true);
    expect((await messagesTo(t, b.email)).some((m) => m.headers.Subject?.includes('received'))).toBe(true);
  });

  it('the receipt goes to each member in their own language', async () => {
    const a = await founder('Asha Rao');
    const email = uniqueEmail('hindi');
    await invite(a, email);
    const b = await signUp(t.app, { name: 'Bina Das', email, consent: false });
    await giveConsent(t.app, b.cookie, 'hi');
    expect((await op('SetLanguage', { language: 'hi' }, b.cookie)).errors).toBeUndefined();
    expect((await op('JoinApplication', { token: await tokenTo(t, email) }, b.cookie)).errors).toBeUndefined();
    await op('SaveCompanyInfo', { applicationId: a.applicationId, input: COMPANY }, a.cookie);
    await op('SaveBusinessDetails', { applicationId: a.applicationId, input: BUSINESS }, a.cookie);
    await op('SaveFundingInfo', { applicationId: a.applicationId, input: FUNDING }, a.cookie);
    await t.app.database.db
      .updateTable('applications')
      .set({ video_url: '/files/x' })
      .where('id', '=', a.applicationId)
      .execute();
    expect((await op('SubmitApplication', { applicationId: a.applicationId }, a.cookie)).errors).toBeUndefined();
    const toA = (await messagesTo(t, a.email)).at(-1)!;
    const toB = (await messagesTo(t, email)).at(-1)!;
    expect(toA.body).toContain(a.applicationId);
    expect(toB.body).toContain(a.applicationId);
    expect(toB.body).toMatch(/[\u0900-\u097F]/);
    expect(toA.body).not.toMatch(/[\u0900-\u097F]{4}/);
  });

  it('the decision email reaches every member, each in their own language', async () => {
    const a = await founder('Asha Rao');
    const b = await joinedCoFounder(a, 'Bina Das');
    const c = await joinedCoFounder(a, 'Chitra Iyer');
    expect((await op('SetLanguage', { language: 'hi' }, b.cookie)).errors).toBeUndefined();
    expect((await op('SetLanguage', { language: 'ta' }, c.cookie)).errors).toBeUndefined();
    await op('SaveCompanyInfo', { applicationId: a.applicationId, input: { ...COMPANY, companyName: 'Tri Foods' } }, a.cookie);
    await op('SaveBusinessDetails', { applicationId: a.applicationId, input: BUSINESS }, b.cookie);
    await op('SaveFundingInfo', { applicationId: a.applicationId, input: FUNDING }, c.cookie);
    await t.app.database.db
      .updateTable('applications')
      .set({ video_url: '/files/x' })
      .where('id', '=', a.applicationId)
      .execute();
    expect((await op('SubmitApplication', { applicationId: a.applicationId }, c.cookie)).errors).toBeUndefined();

    const reviewer = (await accountWithRole(t.app, 'reviewer', 'Ritu Reviewer')).cookie;
    expect(
      (await op('ChangeApplicationStatus', { applicationId: a.applicationId, status: 'accepted' }, reviewer)).errors,
    ).toBeUndefined();
    const composed = await composeDecisionEmails({ db: t.app.database.db, config: t.config }, a.applicationId, 'accepted');
    expect(composed.map((e) => e.to)).toEqual([a.email, b.email, c.email]);
    const [toA, toB, toC] = composed;
    const DEVANAGARI = /[\u0900-\u097F]{4}/;
    const TAMIL = /[\u0B80-\u0BFF]{4}/;
    expect(toA!.text).not.toMatch(DEVANAGARI);
    expect(toA!.text).not.toMatch(TAMIL);
    expect(toB!.text).toMatch(DEVANAGARI);
    expect(toC!.text).toMatch(TAMIL);
    for (const email of composed) expect(email.text).toContain('Tri Foods');
    // Each greets its own reader.
    expect(toB!.text).toContain('Bina Das');
    expect(toC!.text).toContain('Chitra Iyer');

    expect((await op('PublishDecision', { applicationId: a.applicationId }, reviewer)).errors).toBeUndefined();
    await t.app.jobs.runDue();
    for (const email of composed) {
      const received = (await messagesTo(t, email.to)).filter((m) => m.headers.Subject === email.subject);
      expect(received, email.to).toHaveLength(1);
      expect(received[0]!.body.trim()).toBe(email.text.trim());
    }
  });

  it('with the cohort asking for it, submitting waits until every member confirmed reading; a change asks again', async () => {
    const a = await founder();
    const b = await joinedCoFounder(a);
    const cohortId = (
      await t.app.database.db
        .selectFrom('applications')
        .select('cohort_id')
        .where('id', '=', a.applicationId)
        .executeTakeFirstOrThrow()
    ).cohort_id!;
    await updateCohort(t.app.database.db, cohortId, { teamSignOff: true });
    t.app.cohorts.changed();
    try {
      await op('SaveCompanyInfo', { applicationId: a.applicationId, input: COMPANY }, a.cookie);
      await op('SaveBusinessDetails', { applicationId: a.applicationId, input: BUSINESS }, a.cookie);
      await op('SaveFundingInfo', { applicationId: a.applicationId, input: FUNDING }, a.cookie);
      await t.app.database.db
        .updateTable('applications')
        .set({ video_url: '/files/x' })
        .where('id', '=', a.applicationId)
        .execute();
      expect((await teamOf(a, a.applicationId))!.signOffRequired).toBe(true);
      const early = await op('SubmitApplication', { applicationId: a.applicationId }, a.cookie);
      expect(firstError(early).code).toBe(ERROR_CODE.TEAM_SIGN_OFF_MISSING);
      await op('ConfirmReadApplication', { applicationId: a.applicationId }, a.cookie);
      await op('ConfirmReadApplication', { applicationId: a.applicationId }, b.cookie);
      // B changes a step: everyone is asked again.
      await op('SaveBusinessDetails', { applicationId: a.applicationId, input: BUSINESS }, b.cookie);
      expect((await teamOf(a, a.applicationId))!.members.every((m) => !m.readConfirmed)).toBe(true);
      expect(firstError(await op('SubmitApplication', { applicationId: a.applicationId }, b.cookie)).code).toBe(
        ERROR_CODE.TEAM_SIGN_OFF_MISSING,
      );
      await op('ConfirmReadApplication', { applicationId: a.applicationId }, a.cookie);
      await op('ConfirmReadApplication', { applicationId: a.applicationId }, b.cookie);
      const done = await op<{ submitApplication: { status: string } }>(
        'SubmitApplication',
        { applicationId: a.applicationId },
        b.cookie,
      );
      expect(done.data?.submitApplication.status).toBe('submitted');
    } finally {
      await updateCohort(t.app.database.db, cohortId, { teamSignOff: false });
      t.app.cohorts.changed();
    }
  });

  it('any member may leave, the last may not; a former member sees and changes nothing of it', async () => {
    const a = await founder();
    const b = await joinedCoFounder(a);
    expect((await op('LeaveApplication', { applicationId: a.applicationId }, a.cookie)).errors).toBeUndefined();
    // A left: the application stays with B (A's account had started it).
    const kept = await op<{ myApplication: { id: string } | null }>('MyApplication', {}, b.cookie);
    expect(kept.data!.myApplication?.id).toBe(a.applicationId);
    expect((await op<{ myApplication: unknown }>('MyApplication', {}, a.cookie)).data!.myApplication).toBeNull();
    const sneaky = await op('SaveCompanyInfo', { applicationId: a.applicationId, input: COMPANY }, a.cookie);
    expect(firstError(sneaky).code).toBeDefined();
    expect(await teamOf(a, a.applicationId)).toBeUndefined();
    expect(firstError(await op('LeaveApplication', { applicationId: a.applicationId }, b.cookie)).code).toBe(
      ERROR_CODE.TEAM_LAST_MEMBER,
    );
    // A may start again in the same cohort: their old one is B's now.
    const again = await op<{ savePersonalInfo: { id: string } }>(
      'SavePersonalInfo',
      { input: { name: 'Asha', email: a.email, phone: '9876543210' } },
      a.cookie,
    );
    expect(again.errors).toBeUndefined();
    expect(again.data!.savePersonalInfo.id).not.toBe(a.applicationId);
  });

  it('joining never merges: with an application of their own in the cohort, the invitee must choose', async () => {
    const a = await founder('Asha Rao');
    const b = await founder('Bina Das');
    await op('SaveCompanyInfo', { applicationId: b.applicationId, input: { ...COMPANY, companyName: 'Bina Own' } }, b.cookie);
    await invite(a, b.email);
    const token = await tokenTo(t, b.email);
    const link = await op<{ coFounderInviteLink: { ownApplication: { id: string; startupName: string } | null } }>(
      'CoFounderInviteLink',
      { token },
      b.cookie,
    );
    expect(link.data!.coFounderInviteLink.ownApplication).toMatchObject({ id: b.applicationId, startupName: 'Bina Own' });
    expect(firstError(await op('JoinApplication', { token }, b.cookie)).code).toBe(ERROR_CODE.TEAM_OWN_APPLICATION);
    const own = await op<{ myApplication: { id: string; companyName: string } }>('MyApplication', {}, b.cookie);
    expect(own.data!.myApplication).toMatchObject({ id: b.applicationId, companyName: 'Bina Own' });
    // B chooses to leave theirs: alone on it, it is deleted; B is on A's now.
    expect((await op('JoinApplication', { token, leaveOwn: true }, b.cookie)).errors).toBeUndefined();
    const now = await op<{ myApplication: { id: string } }>('MyApplication', {}, b.cookie);
    expect(now.data!.myApplication.id).toBe(a.applicationId);
    const gone = await t.app.database.db
      .selectFrom('applications')
      .select('id')
      .where('id', '=', b.applicationId)
      .executeTakeFirst();
    expect(gone).toBeUndefined();
  });

  it("erasing a member's account keeps the application with the others; the export of each member holds it", async () => {
    const a = await founder('Asha Rao');
    const b = await joinedCoFounder(a, 'Bina Das');
    await op('SaveCompanyInfo', { applicationId: a.applicationId, input: { ...COMPANY, companyName: 'Shared Co' } }, a.cookie);
    // B's data export holds the shared application.
    const snapshot = (await snapshotOf(privacyDb(t.app.database.db), b.userId)) as unknown as {
      application: { id: string; startup_name: string };
    };
    expect(snapshot.application).toMatchObject({ id: a.applicationId, startup_name: 'Shared Co' });

    const erase = (cookie: string) => post(t, PRIVACY_PATHS.deleteAccount, { reason: 'delete', password: GOOD_PASSWORD }, cookie);
    expect((await erase(a.cookie)).statusCode).toBe(200);
    const kept = await op<{ myApplication: { id: string; companyName: string } }>('MyApplication', {}, b.cookie);
    expect(kept.data!.myApplication).toMatchObject({ id: a.applicationId, companyName: 'Shared Co' });
    expect((await teamOf(b, a.applicationId))!.members.map((m) => m.name)).toEqual(['Bina Das']);
    // The last member erased: the application goes with them.
    expect((await erase(b.cookie)).statusCode).toBe(200);
    expect(
      await t.app.database.db.selectFrom('applications').select('id').where('id', '=', a.applicationId).executeTakeFirst(),
    ).toBeUndefined();
  });
});
