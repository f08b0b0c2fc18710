import { afterEach, describe, expect, it, vi } from 'vitest';
import { readDeviceItem, writeDeviceItem } from './device-storage.ts';

const refusing = () => {
  throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
};

describe("this device's storage", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads back what was written, and nothing once it is removed', () => {
    const stored = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => stored.set(key, value),
      removeItem: (key: string) => stored.delete(key),
    });
    expect(readDeviceItem('portal-language')).toBeNull();
    expect(writeDeviceItem('portal-language', 'hi')).toBe(true);
    expect(readDeviceItem('portal-language')).toBe('hi');
    expect(writeDeviceItem('portal-language', null)).toBe(true);
    expect(readDeviceItem('portal-language')).toBeNull();
  });

  it('answers undefined and false where the browser refuses storage, instead of throwing', () => {
    vi.stubGlobal('localStorage', { getItem: refusing, setItem: refusing, removeItem: refusing });
    expect(readDeviceItem('portal-language')).toBeUndefined();
    expect(writeDeviceItem('portal-language', 'hi')).toBe(false);
    expect(writeDeviceItem('portal-language', null)).toBe(false);
  });
});
