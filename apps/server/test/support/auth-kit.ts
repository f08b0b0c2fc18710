import { createHmac } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { TEST_ORIGIN, cookieFrom, type TestApp } from './helper.ts';
import { messagesSettled } from './messages-settled.ts';

/** Helpers for the account tests: JSON calls, the outbox (our real transport without SMTP/SMS), TOTP codes. */
export const post = (t: TestApp, url: string, payload: unknown, cookie?: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}), ...headers },
    payload: payload as object,
  });

export const get = (t: TestApp, url: string, cookie?: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...(cookie ? { cookie } : {}), ...headers } });

export const sessionEmail = async (t: TestApp, cookie: string): Promise<string | undefined> =>
  ((await get(t, '/api/auth/get-session', cookie)).json() as { user?: { email: string } } | null)?.user?.email;

interface OutboxMessage {
  file: string;
  headers: Record<string, string>;
  body: string;
}

/** Every message in DATA_DIR/outbox/, oldest first, once the ones stored so far are delivered. */
export const outbox = async (t: TestApp): Promise<OutboxMessage[]> => {
  await messagesSettled(t.app);
  const dir = path.join(t.dataDir, 'outbox');
  let files: string[];
  try {
    files = readdirSync(dir).sort();
  } catch {
    return [];
  }
  return files.map((file) => {
    const text = readFileSync(path.join(dir, file), 'utf8');
    const [head = '', ...rest] = text.split('\n\n');
    const headers = Object.fromEntries(
      head.split('\n').map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]),
    );
    return { file, headers, body: rest.join('\n\n') };
  });
};

/** The messages sent to one address (email) or number (SMS). */
export const messagesTo = async (t: TestApp, to: string): Promise<OutboxMessage[]> =>
  (await outbox(t)).filter((m) => m.headers.To === to);

export const lastMessageTo = async (t: TestApp, to: string): Promise<OutboxMessage> => {
  const list = await messagesTo(t, to);
  const last = list.at(-1);
  if (!last) throw new Error(`no message to ${to} in the outbox`);
  return last;
};

/** A code is a word of its own: six digits between spaces or punctuation, never a run of digits inside a link's token. */
const CODE = /(?:^|\s)(\d{6})(?=[\s.,;:!?]|$)/m;

/**
 * The latest message to this address or number that matches `carries`. Not simply the latest message: a sign-up's
 * verification email is sent in the background and, on a busy machine, can land after the code or link a test asked for.
 */
const latestMessageWith = async <T>(
  t: TestApp,
  to: string,
  carries: (message: OutboxMessage) => T | undefined,
  what: string,
): Promise<T> => {
  for (const message of (await messagesTo(t, to)).reverse()) {
    const found = carries(message);
    if (found !== undefined) return found;
  }
  throw new Error(`no ${what} in the messages to ${to}`);
};

/** The 6-digit code of the latest message with a code to this address or number. */
export const codeSentTo = (t: TestApp, to: string): Promise<string> =>
  latestMessageWith(t, to, (m) => CODE.exec(m.body)?.[1], 'code');

/** The first link to `pathname` in the latest message that has one, to this address. */
export const linkSentTo = (t: TestApp, to: string, pathname: string): Promise<URL> =>
  latestMessageWith(
    t,
    to,
    (m) => {
      const url = m.body.split(/\s+/).find((word) => word.startsWith('http') && new URL(word).pathname.endsWith(pathname));
      return url ? new URL(url) : undefined;
    },
    `${pathname} link`,
  );

/** The token of that link. */
export const linkTokenSentTo = async (t: TestApp, to: string, pathname: string): Promise<string> => {
  const token = (await linkSentTo(t, to, pathname)).searchParams.get('token');
  if (!token) throw new Error(`no token in the ${pathname} link to ${to}`);
  return token;
};

const base32Decode = (input: string): Buffer => {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of input.replace(/=+$/, '').toUpperCase()) bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const bytes = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes);
};

/** RFC 6238 TOTP (SHA-1, 6 digits, 30 s) computed here, independently of the server, from an otpauth:// URI. */
export const totpFromUri = (uri: string, offsetPeriods = 0, now = Date.now()): string => {
  const secret = new URL(uri).searchParams.get('secret') ?? '';
  const counter = Math.floor(now / 1000 / 30) + offsetPeriods;
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const hmac = createHmac('sha1', base32Decode(secret)).update(message).digest();
  const offset = hmac[hmac.length - 1]! & 0x0f;
  const value = (hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return value.toString().padStart(6, '0');
};

export const cookieOf = (response: LightMyRequestResponse): string => cookieFrom(response);

/** Merges Set-Cookie values into an existing cookie header (later values win; expired ones are dropped). */
export const mergeCookies = (cookie: string, response: LightMyRequestResponse): string => {
  const jar = new Map(
    cookie
      .split('; ')
      .filter(Boolean)
      .map((c) => [c.slice(0, c.indexOf('=')), c.slice(c.indexOf('=') + 1)]),
  );
  const raw = response.headers['set-cookie'];
  for (const line of Array.isArray(raw) ? raw : raw ? [raw] : []) {
    const [pair = ''] = line.split(';');
    const name = pair.slice(0, pair.indexOf('='));
    const value = pair.slice(pair.indexOf('=') + 1);
    if (value === '' || /max-age=0/i.test(line)) jar.delete(name);
    else jar.set(name, value);
  }
  return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
};

/** Makes every stored code, link and challenge expire now, as if their lifetime had passed. */
export const expireVerifications = async (t: TestApp): Promise<void> => {
  const context = await t.app.auth.$context;
  await context.adapter.updateMany({
    model: 'verification',
    where: [{ field: 'expiresAt', operator: 'gt', value: new Date(0) }],
    update: { expiresAt: new Date(Date.now() - 60_000) },
  });
};

/**
 * A TOTP code the server accepts now and that was not used yet. The server takes the codes of the current period
 * and one either side, and each once: of now's and the next period's code, the first unused one stays acceptable
 * even when the period rolls over before the request arrives (now's becomes the previous, the next becomes now's).
 */
export const unusedTotp = (uri: string, used: readonly string[]): string => {
  const now = Date.now();
  const code = [0, 1].map((offset) => totpFromUri(uri, offset, now)).find((candidate) => !used.includes(candidate));
  if (!code) throw new Error('both acceptable TOTP codes were used already');
  return code;
};

/** A founder with TOTP two-factor on: their session, the otpauth URI, the backup codes and the codes used so far. */
export const enrolTwoFactor = async (
  t: TestApp,
  founder: { cookie: string; email: string; userId: string },
  password: string,
) => {
  const enabled = await post(t, '/api/auth/two-factor/enable', { password }, founder.cookie);
  if (enabled.statusCode !== 200) throw new Error(`2FA enable failed: ${enabled.statusCode} ${enabled.body}`);
  const { totpURI, backupCodes } = enabled.json() as { totpURI: string; backupCodes: string[] };
  const used: string[] = [];
  const code = unusedTotp(totpURI, used);
  const confirmed = await post(t, '/api/auth/two-factor/verify-totp', { code }, founder.cookie);
  if (confirmed.statusCode !== 200) throw new Error(`2FA confirmation failed: ${confirmed.statusCode} ${confirmed.body}`);
  used.push(code);
  return { ...founder, cookie: mergeCookies(founder.cookie, confirmed), totpURI, backupCodes, used };
};

/** Answers a 2FA challenge with a fresh TOTP code; the merged cookie header then carries the session. */
export const answerChallenge = async (t: TestApp, challenge: string, founder: { totpURI: string; used: string[] }) => {
  const code = unusedTotp(founder.totpURI, founder.used);
  const response = await post(t, '/api/auth/two-factor/verify-totp', { code }, challenge);
  founder.used.push(code);
  return { response, cookie: mergeCookies(challenge, response) };
};
