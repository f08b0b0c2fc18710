import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { fileUrl } from '@portal/shared/uploads/upload-protocol';
import { BUSINESS, COMPANY, FUNDING, founderWithApplication, runOperation } from './graphql-client.ts';
import { TEST_ORIGIN, cookieFrom, signUp, uniqueEmail, type TestApp } from './helper.ts';
import { get, mergeCookies, messagesTo, post } from './auth-kit.ts';
import { SoftAuthenticator } from './auth-webauthn-kit.ts';
import { accountWithRole } from './fixtures/console-fixtures.ts';
import { minimalPdf, tinyMp4 } from './fixtures/test-media.ts';
import { createUpload, headUpload, uploadFile, uploadIdOf, uploadUrl } from './fixtures/tus-http.ts';
import type { Resource } from './security-access-expectations.ts';

/**
 * The people of the access probes, with real data made through the API: founder A with a draft (every step saved,
 * a finished file, an unfinished upload, a second session, a passkey, a personal access token), founder A2 with a
 * submitted application and its video, another founder B, a co-founder who joined A's draft and left it, one A
 * invited who has not joined, and a reviewer.
 */

export interface Victim {
  cookie: string;
  userId: string;
  applicationId: string;
  fileId: string;
  /** Text only this founder's data contains: in anyone else's answer it is a leak. */
  markers: string[];
  /** A's ids by resource (A2 has the application, user and file ones). */
  ids: Partial<Record<Resource, string>>;
}

export interface Cast {
  baseUrl: string;
  /** A: a draft nobody else may see. */
  draft: Victim;
  /** A2: submitted, so reviewers may read it. */
  submitted: Victim;
  other: { cookie: string; userId: string; applicationId: string };
  /** Joined A's draft as a co-founder through an invite, then left it (docs/co-founders.md). */
  formerMember: { cookie: string; userId: string };
  /** Invited by A to the draft (the link emailed), not joined. */
  invitee: { cookie: string; userId: string };
  reviewer: { cookie: string; userId: string };
}

/** The token of the latest co-founder invite emailed to this address (the outbox). */
const inviteTokenTo = async (t: TestApp, email: string): Promise<string> => {
  for (const message of (await messagesTo(t, email)).reverse()) {
    const match = /\/join\?token=([A-Za-z0-9_-]+)/.exec(message.body);
    if (match?.[1]) return match[1];
  }
  throw new Error(`no invite link to ${email}`);
};

/** A founder A invites by email; with `join`, one who joins A's draft and then leaves it. */
const invitedBy = async (t: TestApp, a: { cookie: string; applicationId: string }, join: boolean) => {
  const email = uniqueEmail(join ? 'former-member' : 'invitee');
  const invited = await runOperation(t.app, 'InviteCoFounder', { applicationId: a.applicationId, address: email }, a.cookie);
  if (invited.errors) throw new Error(`invite: ${JSON.stringify(invited.errors)}`);
  const account = await signUp(t.app, { email });
  if (!join) return account;
  const token = await inviteTokenTo(t, email);
  for (const [op, variables] of [
    ['JoinApplication', { token }],
    ['LeaveApplication', { applicationId: a.applicationId }],
  ] as const) {
    const result = await runOperation(t.app, op, variables, account.cookie);
    if (result.errors) throw new Error(`${op}: ${JSON.stringify(result.errors)}`);
  }
  return account;
};

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

/** Saves every step with text unique to this founder; returns that text. */
const fillSteps = async (
  app: FastifyInstance,
  founder: { cookie: string; applicationId: string },
  tag: string,
): Promise<string[]> => {
  const personal = { name: `Founder ${tag}`, email: `founder-${tag}@example.com`, phone: '9123456789' };
  const company = { ...COMPANY, companyName: `Company ${tag}`, description: `Plan ${tag}` };
  const equity = String(7_000_000 + Math.floor(Math.random() * 999_999));
  for (const [op, variables] of [
    ['SavePersonalInfo', { input: personal }],
    ['SaveCompanyInfo', { applicationId: founder.applicationId, input: company }],
    ['SaveBusinessDetails', { applicationId: founder.applicationId, input: BUSINESS }],
    ['SaveFundingInfo', { applicationId: founder.applicationId, input: { ...FUNDING, equityFunding: equity } }],
    ['UpdatePreferences', { input: { darkMode: true, notifications: false, emailUpdates: true } }],
  ] as const) {
    const result = await runOperation(app, op, variables, founder.cookie);
    if (result.errors) throw new Error(`${op}: ${JSON.stringify(result.errors)}`);
  }
  return [personal.name, personal.email, company.companyName, company.description, equity];
};

const uploaded = async (
  baseUrl: string,
  cookie: string,
  file: { kind: string; filename: string; filetype: string; data: Buffer },
): Promise<string> => {
  const { response, url } = await uploadFile({ baseUrl, cookie }, file);
  if (response.status !== 204 || !url) throw new Error(`upload failed: ${response.status}`);
  return uploadIdOf(url);
};

const signInAgain = async (app: FastifyInstance, email: string): Promise<string> => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: TEST_ORIGIN },
    payload: { email, password: 'rural-india-2025!' },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode}`);
  return cookieFrom(response);
};

const json = async <T>(t: TestApp, url: string, cookie: string): Promise<T> => (await get(t, url, cookie)).json() as T;

export const createCast = async (t: TestApp, baseUrl: string): Promise<Cast> => {
  const { app } = t;
  const tag = () => `${Date.now().toString(36)}${randomBytes(4).toString('hex')}`;

  const a = await founderWithApplication(app);
  const aMarkers = await fillSteps(app, a, tag());
  const deckName = `deck-${tag()}.pdf`;
  const fileId = await uploaded(baseUrl, a.cookie, {
    kind: 'pitch_deck',
    filename: deckName,
    filetype: 'application/pdf',
    data: minimalPdf(),
  });
  const pending = await createUpload(
    { baseUrl, cookie: a.cookie },
    { length: 5000, metadata: { kind: 'video', filename: 'pitch.mp4', filetype: 'video/mp4' } },
  );
  const uploadId = uploadIdOf(uploadUrl({ baseUrl }, pending));
  const email = (await json<{ user: { email: string } }>(t, '/api/auth/get-session', a.cookie)).user.email;
  const secondSession = await signInAgain(app, email);
  const sessions = await json<{ token: string }[]>(t, '/api/auth/list-sessions', a.cookie);
  const sessionToken = sessions.find(
    (s) => secondSession.includes(encodeURIComponent(s.token)) || secondSession.includes(s.token),
  )?.token;
  const options = await get(t, '/api/auth/passkey/generate-register-options', a.cookie);
  const authenticator = new SoftAuthenticator(TEST_ORIGIN);
  const registered = await post(
    t,
    '/api/auth/passkey/verify-registration',
    { response: authenticator.register(options.json()), name: 'Phone' },
    mergeCookies(a.cookie, options),
  );
  if (registered.statusCode !== 200) throw new Error(`passkey: ${registered.body}`);
  const [passkey] = await json<{ id: string }[]>(t, '/api/auth/passkey/list-user-passkeys', a.cookie);
  const apiKey = await post(t, '/api/auth/api-key/create', { name: 'export script', expiresIn: 7 * 86_400 }, a.cookie);
  if (apiKey.statusCode !== 200) throw new Error(`api key: ${apiKey.body}`);
  const [account] = await json<{ id: string }[]>(t, '/api/auth/list-accounts', a.cookie);
  if (!sessionToken || !passkey || !account) throw new Error('A is missing a second session, a passkey or an account');

  const a2 = await founderWithApplication(app);
  const a2Markers = await fillSteps(app, a2, tag());
  const videoName = `video-${tag()}.mp4`;
  const videoId = await uploaded(baseUrl, a2.cookie, {
    kind: 'video',
    filename: videoName,
    filetype: 'video/mp4',
    data: tinyMp4(2000),
  });
  const submitted = await runOperation(app, 'SubmitApplication', { applicationId: a2.applicationId }, a2.cookie);
  if (submitted.errors) throw new Error(`submit: ${JSON.stringify(submitted.errors)}`);

  return {
    baseUrl,
    draft: {
      ...a,
      fileId,
      markers: [...aMarkers, deckName, '%PDF-'],
      ids: {
        application: a.applicationId,
        user: a.userId,
        file: fileId,
        upload: uploadId,
        'session-token': sessionToken,
        passkey: passkey.id,
        'api-key': (apiKey.json() as { id: string }).id,
        account: account.id,
      },
    },
    submitted: {
      ...a2,
      fileId: videoId,
      markers: [...a2Markers, videoName, 'ftyp'],
      ids: { application: a2.applicationId, user: a2.userId, file: videoId },
    },
    other: await founderWithApplication(app),
    formerMember: await invitedBy(t, a, true),
    invitee: await invitedBy(t, a, false),
    reviewer: await accountWithRole(app, 'reviewer'),
  };
};

/** An id of the same shape that names nothing: the control every probe is compared with. */
export const unknownIdLike = (id: string): string => {
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-/i.test(id)) return randomUUID();
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from(randomBytes(id.length), (b) => alphabet[b % alphabet.length]).join('');
};

/** Everything the founder sees of their own data, read as that founder: it must not change under anyone else's probes. */
export const victimState = async (t: TestApp, baseUrl: string, v: Victim) => {
  const list = async (url: string, pick: (item: Record<string, unknown>) => unknown) => {
    const response = await get(t, url, v.cookie);
    if (response.statusCode !== 200) return response.statusCode;
    const body = response.json() as unknown;
    // Some lists come wrapped ({ apiKeys: [...], total }).
    const items = (Array.isArray(body) ? body : Object.values(body as object).find(Array.isArray)) as
      Record<string, unknown>[] | undefined;
    return (items ?? []).map(pick);
  };
  const [application, viewer, file, upload, session, sessions, passkeys, apiKeys, accounts] = await Promise.all([
    runOperation(t.app, 'MyApplication', undefined, v.cookie).then((r) => r.data),
    runOperation(t.app, 'Viewer', undefined, v.cookie).then((r) => r.data),
    fetch(`${baseUrl}${fileUrl(v.fileId)}`, { headers: { cookie: v.cookie } }).then(async (r) => ({
      status: r.status,
      sha256: sha256(Buffer.from(await r.arrayBuffer())),
    })),
    v.ids.upload
      ? headUpload({ baseUrl, cookie: v.cookie }, `${baseUrl}/files/uploads/${v.ids.upload}`).then((r) => ({
          status: r.status,
          offset: r.headers.get('upload-offset'),
        }))
      : undefined,
    json<{ user: Record<string, unknown> }>(t, '/api/auth/get-session', v.cookie).then((r) => r.user),
    list('/api/auth/list-sessions', (s) => s.token),
    list('/api/auth/passkey/list-user-passkeys', (p) => [p.id, p.name]),
    list('/api/auth/api-key/list', (k) => [k.id, k.name, k.enabled, k.expiresAt]),
    list('/api/auth/list-accounts', (a) => [a.id, a.providerId]),
  ]);
  return { application, viewer, file, upload, session, sessions, passkeys, apiKeys, accounts };
};
