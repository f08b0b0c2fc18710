import { describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, TEST_DIALECTS, cookieFrom, uniqueEmail } from '../support/helper.ts';
import { appPerSuite } from '../support/suite-app.ts';
import {
  BUSINESS,
  COMPANY,
  FUNDING,
  PERSONAL,
  createGraphQLTestApp,
  founderWithApplication,
  runOperation,
} from '../support/graphql-client.ts';
import { postJson } from '../support/security-kit.ts';
import { applicationOf } from '../support/fixtures/founders.ts';

/**
 * Field-level protection: an applicant cannot set their status, role, review scores or decision, or anyone's ids,
 * through any input. Extra fields are refused (GraphQL input types are closed) or ignored (auth), and nothing changes.
 */

const PRIVILEGED = {
  status: 'submitted',
  applicationStatus: 'accepted',
  application_status: 'accepted',
  role: 'admin',
  roles: ['admin'],
  score: 10,
  scores: [{ criterion: 'impact', score: 10 }],
  averageScore: 10,
  decision: 'accepted',
  reviewNotes: 'great',
  userId: 'someone-else',
  id: 'another-id',
  submittedAt: '2020-01-01T00:00:00Z',
  emailVerified: true,
};

const STEP_SAVES = [
  ['SavePersonalInfo', (_id: string, extra: object) => ({ input: { ...PERSONAL, ...extra } })],
  ['SaveCompanyInfo', (id: string, extra: object) => ({ applicationId: id, input: { ...COMPANY, ...extra } })],
  ['SaveBusinessDetails', (id: string, extra: object) => ({ applicationId: id, input: { ...BUSINESS, ...extra } })],
  ['SaveFundingInfo', (id: string, extra: object) => ({ applicationId: id, input: { ...FUNDING, ...extra } })],
  ['UpdatePreferences', (_id: string, extra: object) => ({ input: { darkMode: true, ...extra } })],
] as const;

describe.each(TEST_DIALECTS)('field-level protection on %s', (dialect) => {
  const t = appPerSuite(() => createGraphQLTestApp(dialect, { NODE_ENV: 'production' }));

  const userRow = (id: string) =>
    t.app.database.db.selectFrom('user').selectAll().where('id', '=', id).executeTakeFirstOrThrow() as Promise<
      Record<string, unknown>
    >;

  describe.each(STEP_SAVES)('%s', (operation, variables) => {
    it.each(Object.entries(PRIVILEGED))('refuses an input carrying %s and changes nothing', async (field, value) => {
      const { cookie, applicationId } = await founderWithApplication(t.app);
      const before = await applicationOf(t.app, applicationId);
      const result = await runOperation(t.app, operation, variables(applicationId, { [field]: value }), cookie);
      expect(result.status).toBe(400);
      expect(result.data ?? null).toBeNull();
      expect(await applicationOf(t.app, applicationId)).toEqual(before);
    });
  });

  it('keeps the status in-progress through every step save, whatever was sent', async () => {
    const { cookie, applicationId } = await founderWithApplication(t.app);
    for (const [operation, variables] of STEP_SAVES) {
      const result = await runOperation(t.app, operation, variables(applicationId, {}), cookie);
      expect(result.errors, operation).toBeUndefined();
    }
    expect((await applicationOf(t.app, applicationId)).application_status).toBe('in-progress');
  });

  it('ignores role, verification and ban fields at sign-up: the account is an ordinary unverified applicant', async () => {
    const plain = await postJson(t.app, '/api/auth/sign-up/email', {
      name: 'Plain',
      email: uniqueEmail(),
      password: GOOD_PASSWORD,
    });
    const forged = await postJson(t.app, '/api/auth/sign-up/email', {
      name: 'Forged',
      email: uniqueEmail(),
      password: GOOD_PASSWORD,
      ...PRIVILEGED,
      banned: false,
      image: 'javascript:alert(1)',
    });
    expect([200, 400]).toContain(forged.statusCode);
    if (forged.statusCode !== 200) return;
    const plainRow = await userRow(plain.json().user.id);
    const forgedRow = await userRow(forged.json().user.id);
    expect(forgedRow.id).not.toBe(PRIVILEGED.id);
    expect(Boolean(forgedRow.emailVerified)).toBe(Boolean(plainRow.emailVerified));
    if ('role' in plainRow) expect(forgedRow.role).toBe(plainRow.role);
  });

  it('ignores role, email and verification in update-user', async () => {
    const signUp = await postJson(t.app, '/api/auth/sign-up/email', {
      name: 'Asha',
      email: uniqueEmail(),
      password: GOOD_PASSWORD,
    });
    const cookie = cookieFrom(signUp);
    const id = signUp.json().user.id as string;
    const before = await userRow(id);
    const response = await postJson(
      t.app,
      '/api/auth/update-user',
      { name: 'Asha R', role: 'admin', email: 'taken@example.com', emailVerified: true },
      { cookie },
    );
    expect(response.statusCode).toBeLessThan(500);
    const after = await userRow(id);
    expect(after.email).toBe(before.email);
    expect(Boolean(after.emailVerified)).toBe(Boolean(before.emailVerified));
    if ('role' in before) expect(after.role).toBe(before.role);
  });
});
