import type { FastifyBaseLogger } from 'fastify';
import { describeFailure } from '../../jobs/delivery-error.ts';

/** Each instance stores the reminders that came due this often, so a due reminder is on its way within a minute. */
export const REMINDER_ROUND_EVERY_MS = 60_000;

export interface ReminderScheduler {
  start: () => void;
  /** Stops the timer and waits for a round in progress. */
  stop: () => Promise<void>;
  /** Runs a round now (or joins the one running). */
  runNow: () => Promise<void>;
}

/**
 * Runs `round` at start and then every `everyMs` on an unref'd timer (it keeps no process alive), one round at a time;
 * after each round that stored reminders, `stored` wakes the job queue. A failed round is logged and tried again at
 * the next tick.
 */
export const createReminderScheduler = (options: {
  round: () => Promise<number>;
  stored: () => void;
  log: FastifyBaseLogger;
  everyMs?: number;
}): ReminderScheduler => {
  const everyMs = options.everyMs ?? REMINDER_ROUND_EVERY_MS;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  const runNow = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    running ??= options
      .round()
      .then((stored) => {
        if (stored > 0) {
          options.log.info({ stored }, 'reminders stored');
          options.stored();
        }
      })
      .catch((error: unknown) => options.log.error({ failure: describeFailure(error) }, 'reminder round failed'))
      .finally(() => {
        running = undefined;
      });
    return running;
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
      timer = undefined;
      await running;
    },
    runNow,
  };
};
