import { describe, expect, it } from 'vitest';
import { relativeTime } from './saved-by.tsx';

const now = Date.parse('2026-12-03T10:00:00Z');
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

describe('relativeTime', () => {
  it('says "now" under a minute, in the founder language', () => {
    expect(relativeTime(ago(20), 'en', now)).toBe('now');
    expect(relativeTime(ago(20), 'hi', now)).toBe('अब');
  });

  it('counts minutes, hours and days ago', () => {
    expect(relativeTime(ago(10 * 60), 'en', now)).toBe('10 minutes ago');
    expect(relativeTime(ago(3 * 3600), 'en', now)).toBe('3 hours ago');
    expect(relativeTime(ago(86_400), 'en', now)).toBe('yesterday');
    expect(relativeTime(ago(10 * 60), 'hi', now)).toBe('10 मिनट पहले');
  });
});
