import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { createReminderScheduler, REMINDER_ROUND_EVERY_MS } from '../../src/modules/reminders/reminder-scheduler.ts';

/**
 * The scheduler of each instance, on fake timers: a round at start and each minute, one at a time, none after stop; a
 * round at the next reminder time when it comes before the next minute; a round after the running one when asked.
 */
const silentLog = { info: () => {}, error: vi.fn() } as unknown as FastifyBaseLogger & { error: ReturnType<typeof vi.fn> };

describe('the reminder scheduler', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs a round at start and then every minute, wakes the queue only when it stored reminders, and stops', async () => {
    const stored = [0, 3, 0];
    const round = vi.fn(async () => stored.shift() ?? 0);
    const wake = vi.fn();
    const scheduler = createReminderScheduler({ round, stored: wake, log: silentLog });
    scheduler.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(round).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(REMINDER_ROUND_EVERY_MS - 1);
    expect(round).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(round).toHaveBeenCalledTimes(2);
    expect(wake).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(REMINDER_ROUND_EVERY_MS);
    expect(round).toHaveBeenCalledTimes(3);
    expect(wake).toHaveBeenCalledTimes(1);
    await scheduler.stop();
    await vi.advanceTimersByTimeAsync(10 * REMINDER_ROUND_EVERY_MS);
    expect(round).toHaveBeenCalledTimes(3);
  });

  it('runs one round at a time, and a failed round is logged and tried again at the next tick', async () => {
    let finish: (n: number) => void = () => {};
    const round = vi
      .fn<() => Promise<number>>()
      .mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)))
      .mockRejectedValueOnce(new Error('database away'))
      .mockResolvedValue(0);
    const scheduler = createReminderScheduler({ round, stored: () => {}, log: silentLog });
    scheduler.start();
    // The first round is still running when the next tick comes: the tick joins it instead of starting another.
    await vi.advanceTimersByTimeAsync(REMINDER_ROUND_EVERY_MS);
    expect(round).toHaveBeenCalledTimes(1);
    finish(0);
    await vi.advanceTimersByTimeAsync(REMINDER_ROUND_EVERY_MS);
    expect(round).toHaveBeenCalledTimes(2);
    expect(silentLog.error).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(REMINDER_ROUND_EVERY_MS);
    expect(round).toHaveBeenCalledTimes(3);
    await scheduler.stop();
  });

  it('runs a round when the next reminder time comes, not a minute later, and none early', async () => {
    const round = vi.fn(async () => 0);
    const dueIn = [10_000];
    const nextDueAt = vi.fn(async () => {
      const wait = dueIn.shift();
      return wait === undefined ? undefined : new Date(Date.now() + wait);
    });
    const scheduler = createReminderScheduler({ round, stored: () => {}, log: silentLog, nextDueAt });
    scheduler.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(round).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(round).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(round).toHaveBeenCalledTimes(2);
    // No time ahead any more: the next round is the minute's.
    await vi.advanceTimersByTimeAsync(REMINDER_ROUND_EVERY_MS - 10_001);
    expect(round).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(round).toHaveBeenCalledTimes(3);
    await scheduler.stop();
  });

  it('runs a round at once when the next reminder time came while a slow round ran', async () => {
    // The round takes 5 s; a reminder comes due 3 s after it began. As the real nextDueAt: the next time after the given instant.
    const startedAt = Date.now();
    const dueAt = startedAt + 3_000;
    const round = vi
      .fn<(now: Date) => Promise<number>>()
      .mockImplementationOnce(() => new Promise((resolve) => setTimeout(() => resolve(0), 5_000)))
      .mockResolvedValue(0);
    const nextDueAt = vi.fn(async (after: Date = new Date()) => (dueAt > after.getTime() ? new Date(dueAt) : undefined));
    const scheduler = createReminderScheduler({ round, stored: () => {}, log: silentLog, nextDueAt });
    scheduler.start();
    await vi.advanceTimersByTimeAsync(4_999);
    expect(round).toHaveBeenCalledTimes(1);
    // The slow round ends at 5 s: the next one follows at once, not at the minute's tick.
    await vi.advanceTimersByTimeAsync(2);
    expect(round).toHaveBeenCalledTimes(2);
    expect(round.mock.calls[1]![0].getTime()).toBeGreaterThanOrEqual(dueAt);
    await scheduler.stop();
  });

  it('runs one more round after the running one when a cohort changed meanwhile', async () => {
    let finish: (n: number) => void = () => {};
    const round = vi
      .fn<() => Promise<number>>()
      .mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)))
      .mockResolvedValue(0);
    const scheduler = createReminderScheduler({ round, stored: () => {}, log: silentLog });
    scheduler.start();
    const after = scheduler.runAfterCurrent();
    await vi.advanceTimersByTimeAsync(0);
    expect(round).toHaveBeenCalledTimes(1);
    finish(0);
    await after;
    expect(round).toHaveBeenCalledTimes(2);
    await scheduler.stop();
  });
});
