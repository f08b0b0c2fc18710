import { afterEach, describe, expect, it, vi } from 'vitest';
import { messageDays } from './message-days.ts';

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
