import type { FastifyInstance } from 'fastify';
import { JSON_MAX_DEPTH } from '@portal/shared/limits';
import { AppError } from './errors.ts';

const OPEN_OBJECT = 0x7b;
const OPEN_LIST = 0x5b;
const CLOSE_OBJECT = 0x7d;
const CLOSE_LIST = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** Where the string opened at `open` ends: its closing quote (one not escaped), or the text's end if none. */
const closingQuote = (text: string, open: number): number => {
  let at = open;
  for (;;) {
    at = text.indexOf('"', at + 1);
    if (at === -1) return text.length;
    let backslashes = 0;
    while (text.charCodeAt(at - 1 - backslashes) === BACKSLASH) backslashes += 1;
    if (backslashes % 2 === 0) return at;
  }
};

/**
 * The same, reading every escape: used only when the text holds the six characters `\u0000`, which may be an escaped
 * NUL or a backslash followed by text (`\\u0000`). Returns -1 at an escaped NUL.
 */
const closingQuoteOrEscapedNul = (text: string, open: number): number => {
  for (let at = open + 1; at < text.length; at += 1) {
    const code = text.charCodeAt(at);
    if (code === QUOTE) return at;
    if (code === BACKSLASH) {
      if (text.startsWith('u0000', at + 1)) return -1;
      at += 1;
    }
  }
  return text.length;
};

/**
 * What a JSON text holds that no handler should see: nesting deeper than `maxDepth`, or a NUL character. Strings
 * (most of a GraphQL body: the query text) are skipped with indexOf rather than read one character at a time, which
 * made this scan slower than parsing the same body.
 */
export const jsonTextProblem = (text: string, maxDepth: number): 'too-deep' | 'nul' | undefined => {
  // A raw NUL is refused wherever it stands; only texts holding the text of its escape need every escape read.
  if (text.includes('\u0000')) return 'nul';
  const skipString = text.includes('\\u0000') ? closingQuoteOrEscapedNul : closingQuote;
  let depth = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code === QUOTE) {
      i = skipString(text, i);
      if (i === -1) return 'nul';
    } else if (code === OPEN_OBJECT || code === OPEN_LIST) {
      depth += 1;
      if (depth > maxDepth) return 'too-deep';
    } else if (code === CLOSE_OBJECT || code === CLOSE_LIST) depth -= 1;
  }
  return undefined;
};

export const nulCharacterError = (): AppError => new AppError('NUL_CHARACTER');

/**
 * Every JSON body, on every route (Better Auth's, GraphQL's, ours), is scanned before it is parsed: nesting beyond
 * JSON_MAX_DEPTH (which overflowed the stack further on) and NUL characters (which PostgreSQL refuses in text) get
 * a 400 with a clear message. Then Fastify's own parser runs, with prototype-poisoning keys refused.
 */
export const registerJsonBodyParser = (app: FastifyInstance): void => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    const problem = jsonTextProblem(text, JSON_MAX_DEPTH);
    if (problem === 'too-deep') return done(new AppError('JSON_TOO_DEEP'), undefined);
    if (problem === 'nul') return done(nulCharacterError(), undefined);
    return parseJson(request, text, done);
  });
};

/** NUL in a URL (path or query, `%00`): refused for every route before it is routed. */
export const refuseNulInUrls = (app: FastifyInstance): void => {
  // A callback hook, not an async one: it runs on every request, and has nothing to wait for.
  app.addHook('onRequest', (request, _reply, done) => done(/%00/i.test(request.url) ? nulCharacterError() : undefined));
};
