import type { ApiError } from '../../../lib/graphql.ts';
import { t } from '../../../lib/i18n.ts';
import { serverRefusalText } from '../../../lib/server-error-text.ts';
import type { RefusalWords } from './sync-queue.ts';

/** A refusal of the data API as the save queue keeps it: its code, English message, params and details, unsaid. */
export const refusalWordsOf = (error: ApiError, fallback?: string): RefusalWords & { details: string[] } => ({
  code: error.code,
  message: error.message,
  params: error.params,
  details: error.details,
  ...(fallback === undefined ? {} : { fallback }),
});

/**
 * A kept refusal in the language the page shows now (lib/server-error-text.ts): one the service worker met while no
 * page was open is said in the founder's language, not in the English it arrived in. Without a code it is the app's
 * own text (a MESSAGES text, said by `t`), or the words an earlier version of the app kept.
 */
export const refusalText = (refusal: RefusalWords & { details?: readonly string[] }): string =>
  refusal.code === undefined ? t(refusal.message) : serverRefusalText(refusal, refusal.fallback);
