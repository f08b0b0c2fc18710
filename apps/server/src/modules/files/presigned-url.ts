import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { FILE_LINK_TTL_MS, fileUrl } from '@portal/shared/uploads/upload-protocol';

/** Query parameters of a presigned file link. */
export const LINK_PARAMS = { expires: 'expires', signature: 'signature' } as const;

export interface FileLinkSigner {
  /** An absolute URL to GET /files/:id that works without a session until `expiresAt`. */
  create: (fileId: string, now?: number) => { url: string; expiresAt: string };
  /** 'valid', or why not. `expires` is the link's Unix time in seconds. */
  check: (fileId: string, expires: string, signature: string, now?: number) => 'valid' | 'expired' | 'invalid';
}

/** HMAC-SHA256 file links; the key is derived from AUTH_SECRET for this one purpose (HKDF), never the secret itself. */
export const createFileLinkSigner = (options: { authSecret: string; baseUrl: string }): FileLinkSigner => {
  const key = Buffer.from(hkdfSync('sha256', options.authSecret, 'portal', 'file-links-v1', 32));
  const sign = (fileId: string, expires: string): Buffer => createHmac('sha256', key).update(`${fileId}\n${expires}`).digest();

  return {
    create: (fileId, now = Date.now()) => {
      const expiresSeconds = Math.floor((now + FILE_LINK_TTL_MS) / 1000);
      const expires = String(expiresSeconds);
      const query = new URLSearchParams({
        [LINK_PARAMS.expires]: expires,
        [LINK_PARAMS.signature]: sign(fileId, expires).toString('base64url'),
      });
      return { url: `${options.baseUrl}${fileUrl(fileId)}?${query}`, expiresAt: new Date(expiresSeconds * 1000).toISOString() };
    },
    check: (fileId, expires, signature, now = Date.now()) => {
      if (!/^\d{1,12}$/.test(expires) || !/^[A-Za-z0-9_-]{43}$/.test(signature)) return 'invalid';
      const given = Buffer.from(signature, 'base64url');
      const expected = sign(fileId, expires);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
      return Number(expires) * 1000 <= now ? 'expired' : 'valid';
    },
  };
};
