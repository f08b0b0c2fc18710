import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_REMINDER_OFFSETS,
  formatReminderTimes,
  istDay,
  latestDueReminder,
  nextReminderDueAt,
  parseReminderTimes,
  reminderOutcome,
} from './reminder-schedule.ts';
import { missingStepsSentence } from './reminder-emails.ts';

const CLOSES_AT = '2026-12-20T18:29:00.000Z'; // 20 Dec 2026, 23:59 IST
const HOUR = 3_600_000;
const at = (msBeforeClose: number) => new Date(Date.parse(CLOSES_AT) - msBeforeClose);
const cohort = { closesAt: CLOSES_AT, archivedAt: null };
const DAY = 24 * HOUR;

describe('which reminder is due when', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is none until 7 days before the close, then each default time in turn, and none once closed', () => {
    const dueNow = () => latestDueReminder(cohort, DEFAULT_REMINDER_OFFSETS);
    vi.setSystemTime(at(7 * DAY + 60_000));
    expect(dueNow()).toBeUndefined();
    vi.setSystemTime(at(7 * DAY));
    expect(dueNow()).toBe(7 * 24 * 60);
    vi.advanceTimersByTime(5 * DAY - 1);
    expect(dueNow()).toBe(7 * 24 * 60);
    vi.advanceTimersByTime(1);
    expect(dueNow()).toBe(2 * 24 * 60);
    vi.setSystemTime(at(DAY));
    expect(dueNow()).toBe(24 * 60);
    vi.setSystemTime(at(3 * HOUR));
    expect(dueNow()).toBe(180);
    vi.setSystemTime(at(1));
    expect(dueNow()).toBe(180);
    vi.setSystemTime(at(0));
    expect(dueNow()).toBeUndefined();
    expect(
      latestDueReminder({ closesAt: CLOSES_AT, archivedAt: '2026-12-01T00:00:00Z' }, DEFAULT_REMINDER_OFFSETS, at(HOUR)),
    ).toBeUndefined();
    expect(latestDueReminder({ closesAt: null }, DEFAULT_REMINDER_OFFSETS, at(HOUR))).toBeUndefined();
  });

  it('sends only the latest due one after a long outage: the 7-day and 2-day reminders missed are not sent at 1 day', () => {
    // The server was down from 8 days before the close until 20 hours before it.
    vi.setSystemTime(at(20 * HOUR));
    expect(latestDueReminder(cohort, DEFAULT_REMINDER_OFFSETS)).toBe(24 * 60);
    for (const overtaken of [7 * 24 * 60, 2 * 24 * 60]) {
      expect(
        reminderOutcome({
          minutesBefore: overtaken,
          cohort,
          offsets: DEFAULT_REMINDER_OFFSETS,
          submitted: false,
          optedOut: false,
        }),
      ).toBe('superseded');
    }
    expect(
      reminderOutcome({
        minutesBefore: 24 * 60,
        cohort,
        offsets: DEFAULT_REMINDER_OFFSETS,
        submitted: false,
        optedOut: false,
      }),
    ).toBe('send');
  });
});

describe('when the next reminder time comes', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is the next default time ahead, none once the last has come, none for an archived cohort', () => {
    vi.setSystemTime(at(8 * DAY));
    expect(nextReminderDueAt(cohort, DEFAULT_REMINDER_OFFSETS)).toEqual(at(7 * DAY));
    vi.setSystemTime(at(7 * DAY));
    expect(nextReminderDueAt(cohort, DEFAULT_REMINDER_OFFSETS)).toEqual(at(2 * DAY));
    vi.setSystemTime(at(3 * HOUR + 1));
    expect(nextReminderDueAt(cohort, DEFAULT_REMINDER_OFFSETS)).toEqual(at(3 * HOUR));
    vi.setSystemTime(at(3 * HOUR));
    expect(nextReminderDueAt(cohort, DEFAULT_REMINDER_OFFSETS)).toBeUndefined();
    vi.setSystemTime(at(8 * DAY));
    expect(nextReminderDueAt({ closesAt: CLOSES_AT, archivedAt: CLOSES_AT }, DEFAULT_REMINDER_OFFSETS)).toBeUndefined();
    expect(nextReminderDueAt({ closesAt: null }, DEFAULT_REMINDER_OFFSETS)).toBeUndefined();
  });
});

describe('whether a due reminder goes out', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(at(2 * HOUR));
  });
  afterEach(() => vi.useRealTimers());
  const base = { minutesBefore: 180, cohort, offsets: DEFAULT_REMINDER_OFFSETS, submitted: false, optedOut: false };

  it('goes to an unfinished application of a founder who has not stopped reminders', () => {
    expect(reminderOutcome(base)).toBe('send');
  });

  it('not after the submit, not to a founder who opted out', () => {
    expect(reminderOutcome({ ...base, submitted: true })).toBe('submitted');
    expect(reminderOutcome({ ...base, optedOut: true })).toBe('opted-out');
  });

  it('counts the daily cap by IST day', () => {
    // 23:59 and 00:00 IST are two days; 18:29 and 18:30 UTC are the same two.
    expect(istDay(new Date('2026-12-20T18:29:59Z'))).toBe('2026-12-20');
    expect(istDay(new Date('2026-12-20T18:30:00Z'))).toBe('2026-12-21');
  });

  it('not once the cohort has closed', () => {
    vi.setSystemTime(at(-1));
    expect(reminderOutcome(base)).toBe('superseded');
  });
});

describe('reminder times as the console writes them', () => {
  it('reads days, hours and minutes, latest last, and writes them back', () => {
    expect(parseReminderTimes('3h, 7d,1d , 2D')).toEqual([10080, 2880, 1440, 180]);
    expect(formatReminderTimes(DEFAULT_REMINDER_OFFSETS)).toBe('7d, 2d, 1d, 3h');
    expect(parseReminderTimes('')).toEqual([]);
    expect(parseReminderTimes('90m')).toEqual([90]);
    expect(parseReminderTimes('soon')).toBeNull();
    expect(parseReminderTimes('7 days')).toBeNull();
  });
});

describe('what a reminder says is missing', () => {
  it('names the steps in the founder’s language', () => {
    expect(missingStepsSentence(['funding', 'video'], 'en')).toBe('Funding Info and Video Pitch are not done yet');
    expect(missingStepsSentence(['video'], 'en')).toBe('Video Pitch is not done yet');
    expect(missingStepsSentence(['business', 'funding', 'video'], 'en')).toBe(
      'Business Details, Funding Info and Video Pitch are not done yet',
    );
    expect(missingStepsSentence([], 'en')).toBe('Every step is filled in: only the review and the submit are left');
    expect(missingStepsSentence(['funding', 'video'], 'hi')).toBe('फ़ंडिंग की जानकारी और वीडियो पिच अभी पूरा नहीं हुआ है');
  });
});
