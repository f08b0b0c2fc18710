import { OPERATIONS, type OperationName } from '@portal/shared/graphql/operations';
import { TUS_CHUNK_START_BYTES, TUS_ENDPOINT, tusChunkBytes } from '@portal/shared/uploads/upload-protocol';
import { PRIVACY_PATHS } from '@portal/shared/privacy/privacy';
import { pitchVideo } from './pitch-video.ts';

/** What a founder's requests go to: the instances behind a load balancer without sticky sessions. */
export interface Instance {
  url: string;
}

export const OPERATION_NAMES = [
  'sign-up',
  'consent',
  'save personal',
  'save company',
  'save business',
  'save funding',
  'upload create',
  'upload chunk',
  'submit',
] as const;
export type RushOperation = (typeof OPERATION_NAMES)[number];

/** Milliseconds of every request, by operation. */
export type OperationTimes = Record<RushOperation, number[]>;
export const emptyTimes = (): OperationTimes =>
  Object.fromEntries(OPERATION_NAMES.map((name) => [name, [] as number[]])) as unknown as OperationTimes;

export class JourneyError extends Error {}

export interface JourneyResult {
  ms: number;
  videoSha256: string;
}

/**
 * One founder on deadline day: signs up, agrees to the notice, saves the four steps, uploads a pitch of `videoBytes`
 * in the chunks the web client sends (TUS_CHUNK_START_BYTES first, then tusChunkBytes of the measured throughput,
 * smoothed as apps/web/src/lib/tus-upload.ts does) and submits. Each request goes to the next instance in turn, as
 * a round-robin balancer would send it, so one founder's chunks land on different instances.
 */
export const journey = async (
  instances: readonly Instance[],
  founder: number,
  videoBytes: number,
  times: OperationTimes,
): Promise<JourneyResult> => {
  const started = performance.now();
  let turn = founder;
  const next = (): Instance => instances[turn++ % instances.length]!;
  let cookie = '';

  const timed = async (operation: RushOperation, run: () => Promise<Response>): Promise<Response> => {
    const at = performance.now();
    const response = await run();
    times[operation].push(performance.now() - at);
    return response;
  };
  const request = (operation: RushOperation, path: string, init: RequestInit, base = next()) =>
    timed(operation, () =>
      fetch(`${base.url}${path}`, { ...init, headers: { origin: base.url, cookie, ...(init.headers ?? {}) } }),
    );
  const graphql = async (operation: RushOperation, operationName: OperationName, variables: Record<string, unknown>) => {
    const response = await request(operation, '/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ operationName, query: OPERATIONS[operationName], variables }),
    });
    const body = (await response.json()) as { data?: Record<string, { id: string; status: string }>; errors?: unknown[] };
    if (!response.ok || body.errors)
      throw new JourneyError(`${operationName}: ${response.status} ${JSON.stringify(body.errors)}`);
    return Object.values(body.data!)[0]!;
  };

  const signUp = await request('sign-up', '/api/auth/sign-up/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: `Rush Founder ${founder}`,
      email: `rush-${founder}-${Date.now()}@example.com`,
      password: 'rush-password-1!',
    }),
  });
  if (!signUp.ok) throw new JourneyError(`sign-up: ${signUp.status} ${await signUp.text()}`);
  cookie = signUp.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

  const notice = (await (await fetch(`${instances[0]!.url}${PRIVACY_PATHS.notice}`)).json()) as { version: string };
  const consent = await request('consent', PRIVACY_PATHS.consent, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ version: notice.version, language: 'en' }),
  });
  if (!consent.ok) throw new JourneyError(`consent: ${consent.status} ${await consent.text()}`);

  const { id } = await graphql('save personal', 'SavePersonalInfo', {
    input: { name: `Rush Founder ${founder}`, email: `rush${founder}@example.com`, phone: '9876543210' },
  });
  await graphql('save company', 'SaveCompanyInfo', {
    applicationId: id,
    input: {
      companyName: `Rush Co ${founder}`,
      description: 'Solar cold rooms for villages.',
      foundersCount: 2,
      teamSize: 5,
      city: 'Pune',
      state: 'Maharashtra',
      hasDpiitCertification: true,
    },
  });
  await graphql('save business', 'SaveBusinessDetails', {
    applicationId: id,
    input: { sector: 'agriculture', otherSector: '', foundingYear: '2021', revenue: '25-50L' },
  });
  await graphql('save funding', 'SaveFundingInfo', {
    applicationId: id,
    input: { equityFunding: '2500000', debtFunding: '0', grantFunding: '500000' },
  });

  const video = pitchVideo(videoBytes, `rush founder ${founder}`);
  const b64 = (s: string) => Buffer.from(s).toString('base64');
  const created = await request('upload create', TUS_ENDPOINT, {
    method: 'POST',
    headers: {
      'tus-resumable': '1.0.0',
      'upload-length': String(video.length),
      'upload-metadata': `kind ${b64('video')},filename ${b64('pitch.mp4')},filetype ${b64('video/mp4')}`,
    },
  });
  if (created.status !== 201) throw new JourneyError(`upload create: ${created.status} ${await created.text()}`);
  const uploadPath = new URL(created.headers.get('location')!, `http://x${TUS_ENDPOINT}/`).pathname;
  let offset = 0;
  let measured: number | null = null;
  while (offset < video.length) {
    const size = offset === 0 ? TUS_CHUNK_START_BYTES : tusChunkBytes({ measuredBytesPerSecond: measured });
    const chunk = video.slice(offset, Math.min(video.length, offset + size));
    const at = performance.now();
    const patched = await request('upload chunk', uploadPath, {
      method: 'PATCH',
      headers: {
        'tus-resumable': '1.0.0',
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
      },
      body: chunk as Uint8Array<ArrayBuffer>,
    });
    if (patched.status !== 204) throw new JourneyError(`upload chunk at ${offset}: ${patched.status} ${await patched.text()}`);
    const sample = (chunk.length * 1000) / Math.max(1, performance.now() - at);
    measured = measured === null ? sample : 0.5 * sample + 0.5 * measured;
    offset += chunk.length;
  }

  const submitted = await graphql('submit', 'SubmitApplication', { applicationId: id });
  if (submitted.status !== 'submitted') throw new JourneyError(`submit: status ${submitted.status}`);
  return { ms: performance.now() - started, videoSha256: video.sha256() };
};
