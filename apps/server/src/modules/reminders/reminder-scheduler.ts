import type { FastifyBaseLogger } from 'fastify';
import { describeFailure } from '../../jobs/delivery-error.ts';

/** Each instance stores the reminders that came due at least this often (and at each reminder time, see below). */
export const REMINDER_ROUND_EVERY_MS = 60_000;

export interface ReminderScheduler {
  start: () => void;
  /** Stops the timers and waits for a round in progress. */
  stop: () => Promise<void>;
  /** Runs a round now (or joins the one running). */
  runNow: () => Promise<void>;
  /** Runs a round after the one running, if any (a cohort's times changed: the running round may have read the old ones). */
  runAfterCurrent: () => Promise<void>;
}

/**
 * Runs `round` at start and then every `everyMs` on an unref'd timer (it keeps no process alive), one round at a time;
 * after each round that stored reminders, `stored` wakes the job queue. After each round it also asks `nextDueAt` when
 * the next reminder time after the round's own instant comes and, when that is before the next tick, runs a round
 * then (at once if it came while the round ran): a reminder is stored as it comes due, not up to a tick later. A
 * failed round is logged and tried again at the next tick.
 */
export const createReminderScheduler = (options: {
  /** Stores the reminders due at `now` (the instant the round looks at); answers how many. */
  round: (now: Date) => Promise<number>;
  stored: () => void;
  log: FastifyBaseLogger;
  everyMs?: number;
  /** The next reminder time after `after`, if any. */
  nextDueAt?: (after: Date) => Promise<Date | undefined>;
}): ReminderScheduler => {
  const everyMs = options.everyMs ?? REMINDER_ROUND_EVERY_MS;
  let timer: NodeJS.Timeout | undefined;
  let dueTimer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  const armDueTimer = async (after: Date): Promise<void> => {
    const next = await options.nextDueAt?.(after);
    if (dueTimer) clearTimeout(dueTimer);
    dueTimer = undefined;
    if (!next || stopped) return;
    const wait = Math.max(0, next.getTime() - Date.now());
    if (wait >= everyMs) return;
    dueTimer = setTimeout(() => void runAfterCurrent(), wait);
    dueTimer.unref();
  };

  const runNow = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    const now = new Date();
    running ??= options
      .round(now)
      .then(async (stored) => {
        if (stored > 0) {
          options.log.info({ stored }, 'reminders stored');
          options.stored();
        }
        // After the round's own instant: a reminder time that came while a slow round ran is not skipped.
        await armDueTimer(now);
      })
      .catch((error: unknown) => options.log.error({ failure: describeFailure(error) }, 'reminder round failed'))
      .finally(() => {
        running = undefined;
      });
    return running;
  };

  const runAfterCurrent = async (): Promise<void> => {
    if (running) await running;
    await runNow();
  };

  return {
    start: () => {
      if (timer || stopped) return;
      void runNow();
      timer = setInterval(() => void runNow(), everyMs);
      timer.unref();
    },
    stop: async () => {
      stopped = true;
      if (timer) clearInterval(timer);
      if (dueTimer) clearTimeout(dueTimer);
      timer = undefined;
      dueTimer = undefined;
      await running;
    },
    runNow,
    runAfterCurrent,
  };
};
