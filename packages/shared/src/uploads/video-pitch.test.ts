import { describe, expect, it } from 'vitest';
import {
  conversionSecondsLeft,
  decideConversion,
  expectedConvertedBytes,
  linkBitsPerSecond,
  pitchLengthWarning,
  resolutionLabel,
  uploadSeconds,
  VIDEO_PITCH,
} from './video-pitch.ts';
import { formatWait } from './video-messages.ts';

const MB = 1024 * 1024;
const phone1080p = { bytes: 182 * MB, durationSeconds: 94, width: 1920, height: 1080 };

describe('time estimates', () => {
  it('sends 182 MB over 400 kbit/s in about an hour, and the 480p copy in minutes', () => {
    expect(formatWait(uploadSeconds(182 * MB, 400_000))).toBe('about 1 hour 4 minutes');
    const smaller = expectedConvertedBytes(94);
    // 1 Mbit/s video + 64 kbit/s audio for 94 s, plus container overhead: about 13 MB.
    expect(smaller).toBeGreaterThan(12.5 * 1e6);
    expect(smaller).toBeLessThan(13.5 * 1e6);
    expect(formatWait(uploadSeconds(smaller, 400_000))).toBe('about 4 minutes');
  });

  it('estimates 720p at about twice the bytes of 480p', () => {
    expect(expectedConvertedBytes(90, 720) / expectedConvertedBytes(90, 480)).toBeCloseTo(2064 / 1064, 2);
  });

  it('takes the upload throughput first, then the browser, then the 2G assumption', () => {
    expect(linkBitsPerSecond({ uploadBytesPerSecond: 50_000, downlinkMbps: 10 })).toEqual({
      bitsPerSecond: 400_000,
      source: 'upload',
    });
    expect(linkBitsPerSecond({ uploadBytesPerSecond: null, downlinkMbps: 1.5 })).toEqual({
      bitsPerSecond: 1_500_000,
      source: 'browser',
    });
    expect(linkBitsPerSecond({})).toEqual({ bitsPerSecond: VIDEO_PITCH.assumedLinkBitsPerSecond, source: 'assumed' });
  });

  it('gives the time left from the share done', () => {
    expect(conversionSecondsLeft(0.25, 30)).toBe(90);
    expect(conversionSecondsLeft(0, 30)).toBeNull();
    expect(conversionSecondsLeft(1, 30)).toBe(0);
  });

  it('words waits as a founder reads them', () => {
    expect(formatWait(20)).toBe('under a minute');
    expect(formatWait(75)).toBe('about 1 minute');
    expect(formatWait(3600)).toBe('about 1 hour');
    expect(formatWait(Number.POSITIVE_INFINITY)).toBe('an unknown time');
  });
});

describe('when to offer "Make it smaller"', () => {
  it('offers it for a phone recording at 1080p with the expected size and both times', () => {
    const offer = decideConversion({ facts: phone1080p, bytes: phone1080p.bytes, canEncode: true, bitsPerSecond: 400_000 });
    expect(offer.offer).toBe(true);
    if (!offer.offer) return;
    expect(offer.expectedBytes).toBe(expectedConvertedBytes(94));
    expect(offer.convertSeconds).toBe(94);
    expect(offer.originalUploadSeconds / offer.smallerUploadSeconds).toBeGreaterThan(13);
  });

  it('does not offer it for a file that is already small for its length', () => {
    const small = { bytes: 12 * MB, durationSeconds: 94, width: 854, height: 480 };
    expect(decideConversion({ facts: small, bytes: small.bytes, canEncode: true, bitsPerSecond: 400_000 })).toMatchObject({
      offer: false,
      reason: 'small-already',
    });
  });

  it('does not offer it when the saving is under a megabyte, however high the bitrate', () => {
    const tiny = { bytes: 900 * 1024, durationSeconds: 2, width: 1920, height: 1080 };
    expect(decideConversion({ facts: tiny, bytes: tiny.bytes, canEncode: true, bitsPerSecond: 400_000 })).toMatchObject({
      offer: false,
      reason: 'small-already',
    });
  });

  it('does not offer it for a picture already at or under the pitch size, however large the file', () => {
    const padded = { bytes: 9 * MB, durationSeconds: 4, width: 160, height: 120 };
    expect(decideConversion({ facts: padded, bytes: padded.bytes, canEncode: true, bitsPerSecond: 400_000 })).toMatchObject({
      offer: false,
      reason: 'small-already',
    });
  });

  it('says when the browser cannot encode, and when the file could not be read', () => {
    expect(
      decideConversion({ facts: phone1080p, bytes: phone1080p.bytes, canEncode: false, bitsPerSecond: 400_000 }),
    ).toMatchObject({ offer: false, reason: 'no-encoder' });
    expect(decideConversion({ facts: null, bytes: phone1080p.bytes, canEncode: true, bitsPerSecond: 400_000 })).toMatchObject({
      offer: false,
      reason: 'unreadable',
    });
  });

  it('uses the measured conversion speed when there is one', () => {
    const offer = decideConversion({
      facts: phone1080p,
      bytes: phone1080p.bytes,
      canEncode: true,
      bitsPerSecond: 400_000,
      conversionSpeed: 2,
    });
    expect(offer.offer && offer.convertSeconds).toBe(47);
  });
});

describe('pitch length', () => {
  it('warns under 30 s and over 3 min, not in between', () => {
    expect(pitchLengthWarning(3)).toBe('short');
    expect(pitchLengthWarning(29.9)).toBe('short');
    expect(pitchLengthWarning(90)).toBeNull();
    expect(pitchLengthWarning(180)).toBeNull();
    expect(pitchLengthWarning(181)).toBe('long');
    expect(pitchLengthWarning(null)).toBeNull();
  });

  it('names the quality by the shorter side', () => {
    expect(resolutionLabel(1920, 1080)).toBe('1080p');
    expect(resolutionLabel(1080, 1920)).toBe('1080p');
  });
});
