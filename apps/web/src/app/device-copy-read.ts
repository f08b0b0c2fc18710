/**
 * The one read of a signed-in account's device copy into the data cache, shared by the page's first render and
 * the signed-in area. The page may start it before its first render (app/first-answers.ts waits for it, at most a
 * few seconds); the area then takes that same read, whether it has finished or not, instead of reading again.
 */
export const createDeviceCopyRead = (read: (userId: string) => Promise<void>) => {
  let early: { userId: string; done: boolean; finished: Promise<void> } | undefined;
  return {
    /** Starts the read ahead of the first render; settles when it is done (a failed read counts as done). */
    startEarly(userId: string): Promise<void> {
      const started = { userId, done: false, finished: Promise.resolve() };
      started.finished = read(userId)
        .catch(() => undefined)
        .then(() => {
          started.done = true;
        });
      early = started;
      return started.finished;
    },
    /** Whether this account's device copy is already in the cache, so the area can show the page at once. */
    isDone(userId: string): boolean {
      return early?.userId === userId && early.done;
    },
    /** The read for this account: the early one when it was for this account (taken once), otherwise a new one. */
    take(userId: string): Promise<void> {
      const taken = early;
      early = undefined;
      if (taken?.userId === userId) return taken.finished;
      return read(userId).catch(() => undefined);
    },
  };
};
