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

/**
 * The session check a page makes as it starts. Its own address (Better Auth ignores the extra query key) so that
 * only that first check can take the answer the page's HTML preloaded; every later check (after signing in or out
 * on the page) asks the plain `/api/auth/get-session` and always reaches the server.
 */
export const PAGE_START_SESSION_PATH = `${AUTH_BASE_PATH}/get-session?page-start=1`;

/**
 * What every page fetches as it starts, named in each page's HTML (`<link rel="preload" as="fetch">`, written by
 * apps/web/scripts/page-preloads-plugin.ts): the answers load beside the app's files instead of after them.
 */
export const PAGE_START_FETCHES = [PUBLIC_CONFIG_PATH, PAGE_START_SESSION_PATH] as const;

/** The answers a signed-in page shows first: operations of operations.ts that take no variables. */
export const PAGE_START_QUERIES = ['Viewer', 'MyApplication', 'OpenCohorts', 'MyApplications'] as const;
export type PageStartQuery = (typeof PAGE_START_QUERIES)[number];
/** What the server says to any other list of them (400). */
export const PAGE_START_QUERIES_REFUSED = `Name the answers to load as queries=${PAGE_START_QUERIES.join(',')} (each at most once).`;

/**
 * Those answers in one GET, which a signed-in page's HTML preloads like the session check (a POST to /graphql cannot
 * be preloaded): the page's data loads beside its files instead of after its code has run and its session is known.
 */
export const PAGE_START_QUERIES_PATH = '/api/page-start';
export const pageStartQueriesUrl = (queries: readonly PageStartQuery[]): string =>
  `${PAGE_START_QUERIES_PATH}?queries=${queries.join(',')}`;

/** The answer: each operation's GraphQL result, and whose they are (the page takes them only for that founder). */
export interface PageStartAnswers {
  userId: string;
  answers: Partial<
    Record<
      PageStartQuery,
      { data?: unknown; errors?: readonly { message: string; extensions?: Readonly<Record<string, unknown>> }[] }
    >
  >;
}
