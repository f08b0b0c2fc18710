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
 * failed), and, for a founder signed in, once `prepare` has done what the page's first render needs (the device
 * copy read into the cache); at most FIRST_ANSWERS_WAIT_MS after it is called. The code and the answers were asked
 * for as the page's HTML arrived, so on a slow link the answers are in before the app's own code: the first render
 * then shows the page itself, once, instead of a spinner, then the page, then the page again with the
 * configuration (each a long task on a slow phone). index.html's mark shows meanwhile.
 */
export const firstAnswers = ({
  session,
  pageCode,
  publicConfig,
  prepare,
}: {
  session: SessionStore;
  pageCode: Promise<unknown>;
  publicConfig: Promise<unknown>;
  prepare: (userId: string) => Promise<void>;
}): Promise<void> => {
  const pageReady = Promise.allSettled([pageCode, sessionDecided(session)]).then(() => {
    const state = session.getSnapshot();
    return state.status === 'signed-in' ? prepare(state.user.id) : undefined;
  });
  return Promise.race([
    Promise.allSettled([pageReady, publicConfig]).then(() => undefined),
    new Promise<void>((resolve) => setTimeout(resolve, FIRST_ANSWERS_WAIT_MS)),
  ]);
};
