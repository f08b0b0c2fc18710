import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES_PER_FOUNDER_PER_DAY } from '../reminders/reminder-schedule.ts';
import { capDays, messageDays, overDailyCap } from './message-days.ts';

afterEach(() => {
  vi.useRealTimers();
});

/** IST wall clock → the instant. */
const ist = (wall: string): Date => new Date(`${wall}+05:30`);

describe('the days a message counts against the daily cap', () => {
  it('is the day it is decided by day, on any channels', () => {
    vi.useFakeTimers();
    vi.setSystemTime(ist('2026-12-03T12:00:00'));
    expect(messageDays(['email'], new Date())).toEqual(['2026-12-03']);
    expect(messageDays(['sms', 'whatsapp'], new Date())).toEqual(['2026-12-03']);
    expect(messageDays(['email', 'sms'], new Date())).toEqual(['2026-12-03']);
  });

  it('is the next morning for SMS and WhatsApp held from 22:00, and both days when it also goes by email', () => {
    vi.useFakeTimers();
    vi.setSystemTime(ist('2026-12-03T22:00:00'));
    expect(messageDays(['sms'], new Date())).toEqual(['2026-12-04']);
    expect(messageDays(['email'], new Date())).toEqual(['2026-12-03']);
    expect(messageDays(['email', 'whatsapp'], new Date())).toEqual(['2026-12-03', '2026-12-04']);
  });

  it('is the same day after midnight: held until 08:00 that morning', () => {
    vi.useFakeTimers();
    vi.setSystemTime(ist('2026-12-04T01:30:00'));
    expect(messageDays(['email', 'sms'], new Date())).toEqual(['2026-12-04']);
  });
});

describe(`the daily cap (${MESSAGES_PER_FOUNDER_PER_DAY} a day), on the day a message arrives`, () => {
  const full = MESSAGES_PER_FOUNDER_PER_DAY;

  it('by day, is the day itself on any channels: full at the cap, not one below it', () => {
    vi.useFakeTimers();
    vi.setSystemTime(ist('2026-12-03T12:00:00'));
    expect(overDailyCap(['email'], { '2026-12-03': full - 1 }, new Date())).toBe(false);
    expect(overDailyCap(['email'], { '2026-12-03': full }, new Date())).toBe(true);
    expect(overDailyCap(['sms'], { '2026-12-03': full }, new Date())).toBe(true);
    expect(overDailyCap(['whatsapp'], { '2026-12-02': full, '2026-12-04': full }, new Date())).toBe(false);
  });

  it('at 22:00, an SMS or WhatsApp message arrives the next morning: that day counts, not today', () => {
    vi.useFakeTimers();
    vi.setSystemTime(ist('2026-12-03T22:00:00'));
    expect(capDays(new Date())).toEqual(['2026-12-03', '2026-12-04']);
    // Today is full of emails: an SMS held until 08:00 still goes, a day with room.
    expect(overDailyCap(['sms'], { '2026-12-03': full }, new Date())).toBe(false);
    expect(overDailyCap(['sms', 'whatsapp'], { '2026-12-03': full }, new Date())).toBe(false);
    // Tomorrow is full (three held or sent for then): the SMS would be its fourth.
    expect(overDailyCap(['sms'], { '2026-12-04': full }, new Date())).toBe(true);
    // By email and SMS it reaches the founder on both days: either day full holds it back.
    expect(overDailyCap(['email', 'sms'], { '2026-12-03': full }, new Date())).toBe(true);
    expect(overDailyCap(['email', 'sms'], { '2026-12-04': full }, new Date())).toBe(true);
    expect(overDailyCap(['email'], { '2026-12-04': full }, new Date())).toBe(false);
  });
});
