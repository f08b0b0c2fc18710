import type { PrivacyStatus } from '../privacy/privacy.ts';
import type { PublicConfig } from '../public-config.ts';

/**
 * Paths the server answers itself (API, files, health), never with the web app's index.html: the server's
 * page fallback (apps/server/src/http/web-app.ts) and the service worker's navigation fallback
 * (apps/web/vite.config.ts) both leave them alone.
 */
export const SERVER_PATH_PREFIXES = ['/api/', '/graphql', '/files', '/uploads', '/healthz', '/readyz'] as const;

/** Paths whose answers hold a founder's data: sent with Cache-Control no-store, never cached by a shared cache or the service worker. */
export const PRIVATE_PATH_PREFIXES = [
  '/graphql',
  '/api/auth/',
  '/files',
  '/api/privacy/',
  '/api/console/',
  '/api/page-start',
  '/api/reminders/',
  '/api/messages/',
] as const;

/** The stop link of reminder emails sent before channels existed: it stops reminders by email (docs/reminders.md). */
export const REMINDERS_STOP_PATH = '/api/reminders/stop';
/** The one-tap link in every message that stops that kind on that channel, signed, without sign-in. */
export const MESSAGES_STOP_PATH = '/api/messages/stop';
/** WhatsApp's status webhook (sent, delivered, read, failed) of the messages the portal sent. */
export const WHATSAPP_WEBHOOK_PATH = '/api/messages/whatsapp-webhook';

/** The service worker and the web app manifest: served with no-cache so a new deployment is seen at once. */
export const SERVICE_WORKER_FILE = 'sw.js';
export const WEB_MANIFEST_FILE = 'manifest.webmanifest';

/** Liveness: answered without the database; the web app asks it to learn the server is reachable again. */
export const HEALTH_PATH = '/healthz';

/**
 * Beside index.html, per page address, an index.html that also names the files of that address's page, written by
 * the web build (apps/web/scripts/page-preloads-plugin.ts) and listed in this index; the server answers a page
 * address with its own (apps/server/src/http/web-app.ts).
 */
export const PAGE_HTML_DIR = 'pages';
export const PAGE_HTML_INDEX_FILE = `${PAGE_HTML_DIR}/pages.json`;

/** An entry of the index: the address pattern (a regular expression over the pathname) and its file in dist. */
export interface PageHtml {
  pattern: string;
  file: string;
}

/** The public configuration (product and cohort names, the deadline): no account data, fetched by every page. */
export const PUBLIC_CONFIG_PATH = '/api/config';

/** Better Auth's routes (apps/server/src/auth/auth.ts) and the web app's client of them (apps/web/src/lib/auth-client.ts). */
export const AUTH_BASE_PATH = '/api/auth';

/** The answers a signed-in page shows first: operations of operations.ts that take no variables. */
export const PAGE_START_QUERIES = ['Viewer', 'MyApplication', 'OpenCohorts', 'MyApplications'] as const;
export type PageStartQuery = (typeof PAGE_START_QUERIES)[number];
/** What the server says to any other list of them (400). */
export const PAGE_START_QUERIES_REFUSED = `Name the answers to load as queries=${PAGE_START_QUERIES.join(',')} (each at most once).`;

/**
 * Everything a page shows first, in one GET that every page's HTML preloads (apps/web/scripts/page-preloads-plugin.ts):
 * the public configuration, the session, and for a signed-in founder the privacy status and the operations the page
 * names. It loads beside the page's files instead of after its code has run, and on HTTP/1.1's six connections one
 * request instead of four leaves room for the files (docs/performance.md).
 */
export const PAGE_START_PATH = '/api/page-start';
/** The address a page with these first operations preloads and asks; with none, the plain path. */
export const pageStartUrl = (queries: readonly PageStartQuery[]): string =>
  queries.length > 0 ? `${PAGE_START_PATH}?queries=${queries.join(',')}` : PAGE_START_PATH;

/** The session's user, as GET /api/auth/get-session names it (the web app's SessionUser). */
export interface PageStartUser {
  id: string;
  name: string;
  email: string;
  /** 'reviewer' or 'admin' land on the console after sign-in; absent or 'applicant': a founder. */
  role?: string;
}

/** The answer. Each part is what its own address answers (PUBLIC_CONFIG_PATH, get-session, PRIVACY_PATHS.status, POST /graphql). */
export interface PageStartAnswers {
  config: PublicConfig;
  /** null: nobody is signed in (and nothing else personal is in the answer). */
  user: PageStartUser | null;
  privacyStatus: PrivacyStatus | null;
  /** Each operation's GraphQL result, for the founder `user` names. */
  answers: Partial<
    Record<
      PageStartQuery,
      { data?: unknown; errors?: readonly { message: string; extensions?: Readonly<Record<string, unknown>> }[] }
    >
  >;
}
