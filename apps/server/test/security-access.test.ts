import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TUS_ENDPOINT, fileUrl } from '@portal/shared/upload-protocol';
import { TEST_DIALECTS, type TestApp } from './helper.ts';
import { BUSINESS, COMPANY, FUNDING, createGraphQLTestApp, founderWithApplication, postGraphQL, runOperation } from './graphql-client.ts';
import { OPERATION_NAMES, isMutation, sampleVariables } from './security-operations.ts';
import { applicationOf, listen } from './fixtures/founders.ts';
import { createUpload, uploadFile, uploadIdOf, uploadUrl } from './fixtures/tus-http.ts';
import { tinyMp4 } from './fixtures/test-media.ts';

/**
 * No founder reaches another founder's application or files: every GraphQL operation the apps send, run by
 * another founder and by a visitor with the victim's ids, leaks none of the victim's data and changes none
 * of it; every file route refuses them too. Production mode: the trusted documents are what is deployed.
 */

interface Victim {
  cookie: string;
  userId: string;
  applicationId: string;
  fileId: string;
  fileSha256: string;
  uploadPath: string;
  /** Text only the victim's data contains: if it appears in an attacker's answer, it leaked. */
  markers: string[];
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

const victimState = async (app: FastifyInstance, v: Victim) => {
  const application = await applicationOf(app, v.applicationId);
  const files = await app.database.db.selectFrom('files').selectAll().where('owner_id', '=', v.userId).orderBy('id').execute();
  const preferences = await runOperation<{ viewer: { preferences: unknown } }>(app, 'Viewer', undefined, v.cookie);
  return { application, files, preferences: preferences.data?.viewer.preferences };
};

describe.each(TEST_DIALECTS)("another founder's data on %s", (dialect) => {
  let t: TestApp;
  let baseUrl: string;
  let victim: Victim;
  let attacker: { cookie: string; applicationId: string };
  let before: Awaited<ReturnType<typeof victimState>>;

  beforeAll(async () => {
    t = await createGraphQLTestApp(dialect, { NODE_ENV: 'production' });
    baseUrl = await listen(t.app);
    const v = await founderWithApplication(t.app);
    const tag = `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
    const company = { ...COMPANY, companyName: `Victim Co ${tag}`, description: `Secret plan ${tag}` };
    const personal = { name: `Victim ${tag}`, email: `victim-${tag}@example.com`, phone: '9123456789' };
    for (const [op, variables] of [
      ['SavePersonalInfo', { input: personal }],
      ['SaveCompanyInfo', { applicationId: v.applicationId, input: company }],
      ['SaveBusinessDetails', { applicationId: v.applicationId, input: BUSINESS }],
      ['SaveFundingInfo', { applicationId: v.applicationId, input: { ...FUNDING, equityFunding: '7777777' } }],
    ] as const) {
      const result = await runOperation(t.app, op, variables, v.cookie);
      expect(result.errors, op).toBeUndefined();
    }
    const video = tinyMp4(20_000);
    const uploaded = await uploadFile({ baseUrl, cookie: v.cookie }, { kind: 'video', filename: 'pitch.mp4', filetype: 'video/mp4', data: video });
    expect(uploaded.response.status).toBe(204);
    const pending = await createUpload({ baseUrl, cookie: v.cookie }, { length: 5000, metadata: { kind: 'pitch_deck', filename: 'deck.pdf', filetype: 'application/pdf' } });
    victim = {
      cookie: v.cookie,
      userId: v.userId,
      applicationId: v.applicationId,
      fileId: uploadIdOf(uploaded.url!),
      fileSha256: sha256(video),
      uploadPath: new URL(uploadUrl({ baseUrl }, pending)).pathname,
      markers: [personal.name, personal.email, personal.phone, company.companyName, company.description, '7777777'],
    };
    attacker = await founderWithApplication(t.app);
    before = await victimState(t.app, victim);
  });
  afterAll(async () => t?.close());

  const expectNoLeak = (body: string) => {
    for (const marker of victim.markers) expect(body).not.toContain(marker);
  };

  describe.each(OPERATION_NAMES)('%s', (name) => {
    it.each(['another founder', 'a visitor'] as const)("run by %s with the victim's ids leaks nothing and changes nothing", async (who) => {
      const variables = sampleVariables(name, { id: victim.applicationId, text: 'probe' });
      const cookie = who === 'another founder' ? attacker.cookie : undefined;
      const result = await runOperation(t.app, name, variables, cookie);
      expect(result.status).toBeLessThan(500);
      expectNoLeak(result.response.body);
      expect(await victimState(t.app, victim)).toEqual(before);
      if (isMutation(name) && JSON.stringify(variables).includes(victim.applicationId)) {
        expect(result.errors?.length ?? 0, result.response.body).toBeGreaterThan(0);
      }
    });
  });

  it('the victim still reads their own application (the checks above can see a leak)', async () => {
    const own = await runOperation(t.app, 'MyApplication', undefined, victim.cookie);
    for (const marker of victim.markers) expect(own.response.body).toContain(marker);
  });

  it('an applicant cannot run an ad-hoc query for another application in production', async () => {
    const result = await postGraphQL(t.app, { query: `{ application(id: "${victim.applicationId}") { name email } }` }, attacker.cookie);
    expect(result.status).toBe(400);
    expectNoLeak(result.response.body);
  });

  const fileRoutes = (): [string, string, string, Record<string, string>][] => [
    ['tus HEAD', 'HEAD', victim.uploadPath, { 'tus-resumable': '1.0.0' }],
    ['tus PATCH', 'PATCH', victim.uploadPath, { 'tus-resumable': '1.0.0', 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' }],
    ['tus DELETE', 'DELETE', victim.uploadPath, { 'tus-resumable': '1.0.0' }],
    ['tus HEAD of the finished file', 'HEAD', `${TUS_ENDPOINT}/${victim.fileId}`, { 'tus-resumable': '1.0.0' }],
    ['tus DELETE of the finished file', 'DELETE', `${TUS_ENDPOINT}/${victim.fileId}`, { 'tus-resumable': '1.0.0' }],
    ['GET /files/:id', 'GET', fileUrl(victim.fileId), {}],
    ['GET /files/:id with a Range', 'GET', fileUrl(victim.fileId), { range: 'bytes=0-99' }],
    ['HEAD /files/:id', 'HEAD', fileUrl(victim.fileId), {}],
    ['GET presignedurl', 'GET', `${fileUrl(victim.fileId)}/presignedurl`, {}],
    ['GET with a forged link signature', 'GET', `${fileUrl(victim.fileId)}?expires=9999999999&signature=${'a'.repeat(43)}`, {}],
    ['DELETE /files/:id', 'DELETE', fileUrl(victim.fileId), {}],
  ];

  describe.each(['another founder', 'a visitor'] as const)('file routes, as %s', (who) => {
    it('refuses every one and the stored files stay as they were', async () => {
      const cookie = who === 'another founder' ? attacker.cookie : undefined;
      for (const [label, method, url, headers] of fileRoutes()) {
        const response = await fetch(`${baseUrl}${url}`, {
          method,
          headers: { origin: baseUrl, ...headers, ...(cookie ? { cookie } : {}) },
          ...(method === 'PATCH' ? { body: Buffer.alloc(100, 1) } : {}),
        });
        expect([401, 403, 404], `${label}: ${response.status}`).toContain(response.status);
        const body = Buffer.from(await response.arrayBuffer()).toString('latin1');
        expect(body, label).not.toContain('ftyp');
        expect(body, label).not.toContain('/files/');
      }
      expect(await victimState(t.app, victim)).toEqual(before);
      const own = await fetch(`${baseUrl}${fileUrl(victim.fileId)}`, { headers: { cookie: victim.cookie } });
      expect(own.status).toBe(200);
      expect(sha256(Buffer.from(await own.arrayBuffer()))).toBe(victim.fileSha256);
      const pending = await fetch(`${baseUrl}${victim.uploadPath}`, { method: 'HEAD', headers: { 'tus-resumable': '1.0.0', cookie: victim.cookie } });
      expect(pending.headers.get('upload-offset')).toBe('0');
    });
  });
});
