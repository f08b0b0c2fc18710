import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODE } from '@portal/shared/error-codes';
import { INVITATION_MESSAGES, INVITATION_TTL_DAYS } from '@portal/shared/review/staff-invitations';
import { TEAM_EMAILS } from '@portal/shared/texts/team-emails';
import { firstError, runOperation } from '../support/graphql-client.ts';
import { createTestApp, GOOD_PASSWORD, signUp, TEST_DIALECTS, uniqueEmail, type TestApp } from '../support/helper.ts';
import { lastMessageTo, messagesTo, post, sessionEmail } from '../support/auth-kit.ts';
import { accountWithRole, CONSOLE_ENV } from '../support/fixtures/console-fixtures.ts';
import { invitationsDb } from '../../src/modules/team/invitation-table.ts';

type Account = { cookie: string; userId: string; email?: string };
interface Invitation {
  id: string;
  email: string;
  role: string;
  invitedByName: string;
  expiresAt: string;
}

/** The token of the latest invitation link emailed to this address. */
const tokenIn = (text: string): string => {
  const match = /\/invitation\?token=([A-Za-z0-9_-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no invitation link in: ${text}`);
  return match[1];
};

/** Inviting reviewers and admins by email from Team & roles (docs/program-team.md), and the emails staff get. */
describe.each(TEST_DIALECTS)('staff invitations (%s)', (dialect) => {
  let t: TestApp;
  let admin: Account;

  const op = <D>(name: Parameters<typeof runOperation>[1], variables: Record<string, unknown>, cookie?: string) =>
    runOperation<D>(t.app, name, variables, cookie);
  const invite = async (email: string, role = 'reviewer', language: string | null = null) => {
    const result = await op<{ inviteStaff: Invitation }>('InviteStaff', { email, role, language }, admin.cookie);
    expect(result.errors).toBeUndefined();
    return { invitation: result.data!.inviteStaff, token: tokenIn((await lastMessageTo(t, email.toLowerCase())).body) };
  };
  const roleOf = async (cookie: string) =>
    (await op<{ consoleMeta: { role: string } }>('ConsoleMeta', {}, cookie)).data?.consoleMeta.role ?? 'applicant';
  const signIn = async (email: string, password = GOOD_PASSWORD) => {
    const response = await post(t, '/api/auth/sign-in/email', { email, password });
    expect(response.statusCode, response.body).toBe(200);
    const raw = response.headers['set-cookie'];
    return (Array.isArray(raw) ? raw : [raw ?? '']).map((c) => c.split(';')[0]).join('; ');
  };

  beforeAll(async () => {
    t = await createTestApp(dialect, CONSOLE_ENV);
    admin = await accountWithRole(t.app, 'admin', 'Anita Admin');
  });
  afterAll(() => t.close());

  it('an admin invites a new address; the link signs up the account with the role, once', async () => {
    const email = uniqueEmail('new-reviewer');
    const { invitation, token } = await invite(email.toUpperCase().replace('@EXAMPLE.COM', '@Example.com'));
    expect(invitation).toMatchObject({ email, role: 'reviewer', invitedByName: 'Anita Admin' });
    const days = (Date.parse(invitation.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(INVITATION_TTL_DAYS - 0.01);
    expect(days).toBeLessThanOrEqual(INVITATION_TTL_DAYS);
    const mail = await lastMessageTo(t, email);
    expect(mail.headers.Subject).toContain('invited to review');
    expect(mail.body).toContain('Anita Admin');

    const listed = await op<{ consoleInvitations: Invitation[] }>('ConsoleInvitations', {}, admin.cookie);
    expect(listed.data!.consoleInvitations.map((i) => i.email)).toContain(email);

    const link = await op<{ staffInvitation: { email: string; role: string; state: string; accountExists: boolean } }>(
      'StaffInvitation',
      { token },
    );
    expect(link.data!.staffInvitation).toMatchObject({ email, role: 'reviewer', state: 'open', accountExists: false });

    const weak = await op('AcceptStaffInvitationAsNewAccount', { token, name: 'Ravi', password: 'short' });
    expect(firstError(weak).code).toBe(ERROR_CODE.VALIDATION_FAILED);

    const accepted = await op<{ acceptStaffInvitationAsNewAccount: { role: string } }>('AcceptStaffInvitationAsNewAccount', {
      token,
      name: 'Ravi Reviewer',
      password: GOOD_PASSWORD,
    });
    expect(accepted.errors).toBeUndefined();
    expect(accepted.data!.acceptStaffInvitationAsNewAccount.role).toBe('reviewer');
    // The address is verified by the link: the password signs in at once, into the console.
    const cookie = await signIn(email);
    expect(await sessionEmail(t, cookie)).toBe(email);
    expect(await roleOf(cookie)).toBe('reviewer');

    // Reused: refused clearly, by the page's read and by both ways of accepting.
    const again = await op<{ staffInvitation: { state: string } }>('StaffInvitation', { token });
    expect(again.data!.staffInvitation.state).toBe('accepted');
    expect(firstError(await op('AcceptStaffInvitationAsNewAccount', { token, name: 'X', password: GOOD_PASSWORD })).code).toBe(
      ERROR_CODE.INVITATION_ACCEPTED,
    );
    expect(firstError(await op('AcceptStaffInvitation', { token }, cookie)).code).toBe(ERROR_CODE.INVITATION_ACCEPTED);
    const afterwards = await op<{ consoleInvitations: Invitation[] }>('ConsoleInvitations', {}, admin.cookie);
    expect(afterwards.data!.consoleInvitations.map((i) => i.email)).not.toContain(email);
  });

  it('an existing account accepts by signing in to it, and only that account', async () => {
    const founder = await signUp(t.app, { name: 'Meera', consent: false });
    const { token } = await invite(founder.email, 'admin');
    const link = await op<{ staffInvitation: { accountExists: boolean; role: string } }>('StaffInvitation', { token });
    expect(link.data!.staffInvitation).toMatchObject({ accountExists: true, role: 'admin' });

    // Signing up through the link is refused: the address has an account.
    expect(
      firstError(await op('AcceptStaffInvitationAsNewAccount', { token, name: 'Meera', password: GOOD_PASSWORD })).code,
    ).toBe(ERROR_CODE.INVITATION_ACCOUNT_EXISTS);
    // Nobody signed in: asked to sign in.
    expect(firstError(await op('AcceptStaffInvitation', { token })).code).toBe(ERROR_CODE.UNAUTHENTICATED);
    // Another account: refused, naming both addresses; nothing changes for either.
    const other = await signUp(t.app, { name: 'Other', consent: false });
    const wrong = firstError(await op('AcceptStaffInvitation', { token }, other.cookie));
    expect(wrong.code).toBe(ERROR_CODE.INVITATION_WRONG_ACCOUNT);
    expect(wrong.message).toContain(founder.email);
    expect(wrong.message).toContain(other.email);
    expect(await roleOf(other.cookie)).toBe('applicant');

    const accepted = await op<{ acceptStaffInvitation: { role: string } }>('AcceptStaffInvitation', { token }, founder.cookie);
    expect(accepted.errors).toBeUndefined();
    expect(await roleOf(founder.cookie)).toBe('admin');
    expect(firstError(await op('AcceptStaffInvitation', { token }, founder.cookie)).code).toBe(ERROR_CODE.INVITATION_ACCEPTED);
  });

  it('an expired link is refused, and so is a revoked one or one replaced by a newer invitation', async () => {
    const email = uniqueEmail('late');
    const { invitation, token } = await invite(email);
    await invitationsDb(t.app.database.db)
      .updateTable('staff_invitations')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', invitation.id)
      .execute();
    expect((await op<{ staffInvitation: { state: string } }>('StaffInvitation', { token })).data!.staffInvitation.state).toBe(
      'expired',
    );
    expect(firstError(await op('AcceptStaffInvitationAsNewAccount', { token, name: 'Late', password: GOOD_PASSWORD })).code).toBe(
      ERROR_CODE.INVITATION_EXPIRED,
    );

    const second = await invite(email);
    const third = await invite(email);
    expect(
      firstError(await op('AcceptStaffInvitationAsNewAccount', { token: second.token, name: 'L', password: GOOD_PASSWORD })).code,
    ).toBe(ERROR_CODE.INVITATION_REVOKED);
    const revoked = await op<{ revokeStaffInvitation: Invitation }>(
      'RevokeStaffInvitation',
      { invitationId: third.invitation.id },
      admin.cookie,
    );
    expect(revoked.data!.revokeStaffInvitation.email).toBe(email);
    expect(
      (await op<{ staffInvitation: { state: string } }>('StaffInvitation', { token: third.token })).data!.staffInvitation.state,
    ).toBe('revoked');
    expect(
      firstError(await op('AcceptStaffInvitationAsNewAccount', { token: third.token, name: 'L', password: GOOD_PASSWORD })).code,
    ).toBe(ERROR_CODE.INVITATION_REVOKED);
    // Revoking twice: nothing open has that id.
    expect(firstError(await op('RevokeStaffInvitation', { invitationId: third.invitation.id }, admin.cookie)).code).toBe(
      ERROR_CODE.NOT_FOUND,
    );
    expect(firstError(await op('StaffInvitation', { token: 'not-a-token-at-all-0123456789' })).code).toBe(
      ERROR_CODE.INVITATION_NOT_FOUND,
    );
  });

  it('refuses a bad address, an unknown role, the admin themselves and someone already in the role', async () => {
    const bad = firstError(await op('InviteStaff', { email: 'nobody', role: 'reviewer' }, admin.cookie));
    expect(bad.message).toBe(INVITATION_MESSAGES.EMAIL_INVALID);
    expect(firstError(await op('InviteStaff', { email: uniqueEmail(), role: 'applicant' }, admin.cookie)).message).toBe(
      INVITATION_MESSAGES.ROLE_INVALID,
    );
    const me = await sessionEmail(t, admin.cookie);
    expect(firstError(await op('InviteStaff', { email: me, role: 'reviewer' }, admin.cookie)).message).toBe(
      INVITATION_MESSAGES.OWN_EMAIL,
    );
    const reviewer = await accountWithRole(t.app, 'reviewer');
    const email = await sessionEmail(t, reviewer.cookie);
    expect(firstError(await op('InviteStaff', { email, role: 'reviewer' }, admin.cookie)).message).toBe(
      INVITATION_MESSAGES.ALREADY_IN_ROLE,
    );
    expect(firstError(await op('InviteStaff', { email: uniqueEmail(), role: 'reviewer' }, reviewer.cookie)).code).toBe(
      ERROR_CODE.FORBIDDEN,
    );
  });

  it("writes the invitation in the address's language: the account's, else the one the admin chose", async () => {
    const hindi = uniqueEmail('hindi');
    await invite(hindi, 'reviewer', 'hi');
    expect((await lastMessageTo(t, hindi)).headers.Subject).toBe(
      TEAM_EMAILS.hi.invitation({ productName: t.config.productName, role: 'reviewer', inviter: '', link: '' }).subject,
    );
    const founder = await signUp(t.app, { consent: false });
    await op('SetLanguage', { language: 'hi' }, founder.cookie);
    await invite(founder.email, 'reviewer', 'en');
    expect((await lastMessageTo(t, founder.email)).body).toContain('आमंत्रण');
  });

  it('a role change is emailed to the person, in their language; an unchanged role sends nothing', async () => {
    const founder = await signUp(t.app, { consent: false });
    await op('SetLanguage', { language: 'hi' }, founder.cookie);
    const promoted = await op('SetUserRole', { userId: founder.userId, role: 'reviewer' }, admin.cookie);
    expect(promoted.errors).toBeUndefined();
    const mail = await lastMessageTo(t, founder.email);
    expect(mail.headers.Subject).toBe(
      TEAM_EMAILS.hi.roleChanged({ productName: t.config.productName, role: 'reviewer', consoleLink: '' }).subject,
    );
    expect(mail.body).toContain('/console');
    await op('SetUserRole', { userId: founder.userId, role: 'reviewer' }, admin.cookie);
    await op('SetUserRole', { userId: founder.userId, role: 'applicant' }, admin.cookie);
    const mails = await messagesTo(t, founder.email);
    // Sign-up's verification email, then reviewer, then applicant: the unchanged second call sent nothing.
    expect(mails.filter((m) => m.headers.Subject === mail.headers.Subject)).toHaveLength(2);
    expect(mails.at(-1)!.body).toContain('प्रोग्राम टीम से हटा दिया');
  });
});
