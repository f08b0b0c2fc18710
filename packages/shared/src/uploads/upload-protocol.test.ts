import { describe, expect, it } from 'vitest';
import {
  TUS_CHUNK_BYTES,
  TUS_CHUNK_MIN_BYTES,
  TUS_CHUNK_SLOW_MAX_BYTES,
  TUS_CHUNK_START_BYTES,
  tusChunkBytes,
} from './upload-protocol.ts';

const KB = 1024;

describe('tus chunk size by link', () => {
  it('starts at TUS_CHUNK_START_BYTES when nothing is known', () => {
    expect(tusChunkBytes({})).toBe(TUS_CHUNK_START_BYTES);
  });

  it('uses the smallest chunk on 2G, however fast a measurement claims it was', () => {
    expect(tusChunkBytes({ measuredBytesPerSecond: 1_000_000, effectiveType: '2g' })).toBe(TUS_CHUNK_MIN_BYTES);
    expect(tusChunkBytes({ measuredBytesPerSecond: 5 * KB })).toBe(TUS_CHUNK_MIN_BYTES);
    expect(tusChunkBytes({ effectiveType: 'slow-2g', downlinkMbps: 0.05 })).toBe(TUS_CHUNK_MIN_BYTES);
  });

  it('stays between 256 KB and 1 MB on slow links (3G, data saver)', () => {
    // The link: ~400 kbps is 50 KB/s, 4 s of it is 200 KB.
    expect(tusChunkBytes({ measuredBytesPerSecond: 50_000, effectiveType: '3g' })).toBe(256 * KB);
    expect(tusChunkBytes({ measuredBytesPerSecond: 150_000, effectiveType: '3g' })).toBe(512 * KB);
    expect(tusChunkBytes({ measuredBytesPerSecond: 10_000_000, effectiveType: '3g' })).toBe(TUS_CHUNK_SLOW_MAX_BYTES);
    expect(tusChunkBytes({ downlinkMbps: 50, saveData: true })).toBe(TUS_CHUNK_SLOW_MAX_BYTES);
  });

  it('grows to the full 6 MB chunk on fast links, and never beyond', () => {
    expect(tusChunkBytes({ measuredBytesPerSecond: 2_000_000, effectiveType: '4g' })).toBe(TUS_CHUNK_BYTES);
    expect(tusChunkBytes({ downlinkMbps: 20, effectiveType: '4g' })).toBe(TUS_CHUNK_BYTES);
    expect(tusChunkBytes({ measuredBytesPerSecond: 400_000 })).toBe(1536 * KB);
  });

  it('prefers the measured throughput to the browser hint', () => {
    expect(tusChunkBytes({ measuredBytesPerSecond: 60_000, downlinkMbps: 10 })).toBe(TUS_CHUNK_MIN_BYTES);
  });

  it('is always a whole number of 256 KB blocks within the limits', () => {
    for (const bps of [0, 1, 1000, 123_456, 777_777, 1e7, Number.NaN]) {
      const size = tusChunkBytes({ measuredBytesPerSecond: bps });
      expect(size % TUS_CHUNK_MIN_BYTES).toBe(0);
      expect(size).toBeGreaterThanOrEqual(TUS_CHUNK_MIN_BYTES);
      expect(size).toBeLessThanOrEqual(TUS_CHUNK_BYTES);
    }
  });
});
