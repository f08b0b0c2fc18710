import { FIRST_ANSWERS_WAIT_MS } from '@portal/shared/limits';
import type { SessionStore } from '../lib/session/session-store.ts';

const sessionDecided = (session: SessionStore): Promise<void> =>
  new Promise((resolve) => {
    if (session.getSnapshot().status !== 'loading') return resolve();
    const stop = session.subscribe(() => {
      stop();
      resolve();
    });
  });

/**
 * Settles once the page's code is in and the session check and the public configuration have answered (or
 * failed), at most FIRST_ANSWERS_WAIT_MS after it is called. All were asked for as the page's HTML arrived, so on a
 * slow link the answers are in before the app's own code: the first render then shows the page itself, once,
 * instead of a spinner, then the page, then the page again with the configuration (each a long task on a slow
 * phone). index.html's mark shows meanwhile.
 */
export const firstAnswers = ({ session, pageCode, publicConfig }: { session: SessionStore; pageCode: Promise<unknown>; publicConfig: Promise<unknown> }): Promise<void> =>
  Promise.race([
    Promise.allSettled([pageCode, sessionDecided(session), publicConfig]).then(() => undefined),
    new Promise<void>((resolve) => setTimeout(resolve, FIRST_ANSWERS_WAIT_MS)),
  ]);
