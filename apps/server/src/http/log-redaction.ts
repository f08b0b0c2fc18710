import type { FastifyRequest } from 'fastify';

export const REDACTED = '[redacted]';

/** Query parameters whose values can be secrets: reset, verification and sign-in links, codes, file link signatures. */
const SECRET_PARAMETER = /token|code|otp|secret|signature|sig$|password|key|ticket|credential|state|nonce|auth/i;

/** Paths that carry a secret as a segment: Better Auth's reset-link route (/api/auth/reset-password/:token). */
const SECRET_SEGMENTS: RegExp[] = [/^(\/api\/auth\/reset-password\/)[^/?#]+/i];

const decodedName = (name: string): string => {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
};

/**
 * A request URL as it may be logged: token-like query values and secret path segments replaced by [redacted],
 * everything else (path, other parameters) kept so the line still says what was asked for.
 */
export const redactUrl = (url: string): string => {
  const queryStart = url.indexOf('?');
  const pathPart = queryStart === -1 ? url : url.slice(0, queryStart);
  const safePath = SECRET_SEGMENTS.reduce((path, pattern) => path.replace(pattern, `$1${REDACTED}`), pathPart);
  if (queryStart === -1) return safePath;
  const safeQuery = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals === -1) return pair;
      const name = pair.slice(0, equals);
      return SECRET_PARAMETER.test(decodedName(name)) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${safePath}?${safeQuery}`;
};

/** Headers that carry credentials, wherever a log line might include them. */
const SECRET_HEADER_PATHS = ['authorization', 'cookie', 'set-cookie', 'x-api-key'].flatMap((name) => [
  `req.headers["${name}"]`,
  `res.headers["${name}"]`,
  `headers["${name}"]`,
]);

/**
 * What every logger of the app adds to its options: the request line with redactUrl, and credential headers
 * censored should anything log them.
 */
export const redactingLoggerOptions = {
  serializers: {
    req: (request: FastifyRequest) => ({
      method: request.method,
      url: redactUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    }),
  },
  redact: { paths: SECRET_HEADER_PATHS, censor: REDACTED },
};
