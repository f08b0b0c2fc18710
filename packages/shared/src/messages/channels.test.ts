import { afterEach, describe, expect, it, vi } from 'vitest';
import { carriesSignIn, heldUntil, inQuietHours, isIndianMobileE164, phoneMessageTime, readChannels } from './channels.ts';

afterEach(() => {
  vi.useRealTimers();
});

/** IST wall clock → the instant. */
const ist = (wall: string): Date => new Date(`${wall}+05:30`);

describe('quiet hours (no SMS or WhatsApp 21:00-08:00 IST)', () => {
  it('are quiet from 21:00 to 07:59 IST and open from 08:00 to 20:59', () => {
    vi.useFakeTimers();
    for (const [wall, quiet] of [
      ['2026-12-03T07:59:59', true],
      ['2026-12-03T08:00:00', false],
      ['2026-12-03T12:00:00', false],
      ['2026-12-03T20:59:59', false],
      ['2026-12-03T21:00:00', true],
      ['2026-12-03T23:30:00', true],
      ['2026-12-04T00:15:00', true],
    ] as const) {
      vi.setSystemTime(ist(wall));
      expect(inQuietHours(new Date()), wall).toBe(quiet);
    }
  });

  it('holds a message until 08:00 IST: the next morning before midnight, the same morning after it', () => {
    vi.useFakeTimers();
    vi.setSystemTime(ist('2026-12-03T22:10:00'));
    expect(phoneMessageTime(new Date()).getTime()).toBe(ist('2026-12-04T08:00:00').getTime());
    vi.setSystemTime(ist('2026-12-04T03:00:00'));
    expect(phoneMessageTime(new Date()).getTime()).toBe(ist('2026-12-04T08:00:00').getTime());
    vi.setSystemTime(ist('2026-12-04T14:00:00'));
    expect(phoneMessageTime(new Date()).getTime()).toBe(ist('2026-12-04T14:00:00').getTime());
  });
});

describe('a queued message held until the morning, as the console shows it', () => {
  it('is held until 08:00 IST while that is ahead: a phone message queued at night, not one by day, never email', () => {
    vi.useFakeTimers();
    const queued = ist('2026-12-03T22:10:00');
    vi.setSystemTime(ist('2026-12-03T23:00:00'));
    expect(heldUntil('sms', queued, new Date())?.getTime()).toBe(ist('2026-12-04T08:00:00').getTime());
    expect(heldUntil('whatsapp', queued, new Date())?.getTime()).toBe(ist('2026-12-04T08:00:00').getTime());
    expect(heldUntil('email', queued, new Date())).toBeUndefined();
    expect(heldUntil('sms', ist('2026-12-03T12:00:00'), new Date())).toBeUndefined();
    // The morning came: a message still queued then waits for the queue, no longer for the hour.
    vi.setSystemTime(ist('2026-12-04T08:00:00'));
    expect(heldUntil('sms', queued, new Date())).toBeUndefined();
  });
});

describe('channels and what a message may carry', () => {
  it('reads the stored choice, email when unset or unreadable', () => {
    expect(readChannels(null)).toEqual(['email']);
    expect(readChannels('not json')).toEqual(['email']);
    expect(readChannels('[]')).toEqual(['email']);
    expect(readChannels('["whatsapp","email"]')).toEqual(['email', 'whatsapp']);
  });

  it('takes only Indian mobiles in E.164 for SMS and WhatsApp', () => {
    expect(isIndianMobileE164('+919876543210')).toBe(true);
    expect(isIndianMobileE164('+915876543210')).toBe(false);
    expect(isIndianMobileE164('+14155550100')).toBe(false);
    expect(isIndianMobileE164(null)).toBe(false);
  });

  it('finds sign-in codes and links, not dates, times or the signed stop link', () => {
    expect(carriesSignIn('Your code is 482913')).toBe(true);
    expect(carriesSignIn('https://apply.example.org/api/auth/magic-link/verify?token=abc')).toBe(true);
    expect(carriesSignIn('Closes 3 Dec 2026, 11:59 pm. https://apply.example.org/api/messages/stop?token=a123456b.c999999')).toBe(
      false,
    );
  });
});
