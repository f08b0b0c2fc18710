/**
 * The video pitch made smaller on the founder's device before it is sent (the upload step): the target sizes
 * and bitrates, when converting is worth offering, and the time estimates shown beside the choice.
 */

export const VIDEO_PITCH = {
  /** Output heights the founder may choose; the first is the default (speech and faces stay clear at 480p). */
  heights: [480, 720] as const,
  /** Video bitrate per output height, bits per second. */
  videoBitsPerSecond: { 480: 1_000_000, 720: 2_000_000 } as const,
  audioBitsPerSecond: 64_000,
  /** Container bookkeeping on top of the streams (MP4/WebM boxes, key frames above the average). */
  containerOverhead: 1.05,
  /** Converting must at least halve the file and save this much, or the original goes as it is. */
  minShrinkFactor: 2,
  minSavedBytes: 1024 * 1024,
  /** Seconds of video converted per second before the device's real speed is known (a mid-range phone at 480p). */
  assumedConversionSpeed: 1,
  /** Link speed assumed when neither the upload nor the browser has told us one (a 2G/EDGE-class link). */
  assumedLinkBitsPerSecond: 400_000,
  /** The founder is asked for about 1.5 minutes; outside this range the founder is warned, never blocked. */
  requestedSeconds: 90,
  shortBelowSeconds: 30,
  longAboveSeconds: 180,
} as const;

export type PitchHeight = (typeof VIDEO_PITCH.heights)[number];

/** What the device (or the server) read from the container. */
export interface VideoFacts {
  bytes: number;
  durationSeconds: number;
  width: number;
  height: number;
}

/** "1080p" for 1920×1080 and for a phone's upright 1080×1920 alike: the shorter side names the quality. */
export const resolutionLabel = (width: number, height: number): string => `${Math.min(width, height)}p`;

/** The converted file's expected size, bytes. */
export const expectedConvertedBytes = (durationSeconds: number, height: PitchHeight = VIDEO_PITCH.heights[0]): number =>
  Math.round(
    ((durationSeconds * (VIDEO_PITCH.videoBitsPerSecond[height] + VIDEO_PITCH.audioBitsPerSecond)) / 8) *
      VIDEO_PITCH.containerOverhead,
  );

/** Seconds to send `bytes` over a link of `bitsPerSecond`. */
export const uploadSeconds = (bytes: number, bitsPerSecond: number): number =>
  bitsPerSecond > 0 ? (bytes * 8) / bitsPerSecond : Number.POSITIVE_INFINITY;

/** Seconds to convert, from the speed measured so far (seconds of video per second) or the assumed one. */
export const conversionSeconds = (durationSeconds: number, speed: number = VIDEO_PITCH.assumedConversionSpeed): number =>
  speed > 0 ? durationSeconds / speed : Number.POSITIVE_INFINITY;

/** Time left while converting, from the share done and the seconds spent so far; null until there is a rate. */
export const conversionSecondsLeft = (progress: number, elapsedSeconds: number): number | null =>
  progress > 0.01 && elapsedSeconds > 0 ? (elapsedSeconds / progress) * (1 - Math.min(progress, 1)) : null;

/**
 * The link speed to estimate with, bits per second: the upload's own throughput once it runs, else what the
 * browser reports (`navigator.connection.downlink`, Mbit/s), else the assumed 2G-class link.
 */
export const linkBitsPerSecond = (measured: {
  uploadBytesPerSecond?: number | null;
  downlinkMbps?: number | null;
}): { bitsPerSecond: number; source: 'upload' | 'browser' | 'assumed' } => {
  if (measured.uploadBytesPerSecond && measured.uploadBytesPerSecond > 0)
    return { bitsPerSecond: measured.uploadBytesPerSecond * 8, source: 'upload' };
  if (measured.downlinkMbps && measured.downlinkMbps > 0)
    return { bitsPerSecond: measured.downlinkMbps * 1_000_000, source: 'browser' };
  return { bitsPerSecond: VIDEO_PITCH.assumedLinkBitsPerSecond, source: 'assumed' };
};

export type ConversionOffer =
  | { offer: true; expectedBytes: number; convertSeconds: number; smallerUploadSeconds: number; originalUploadSeconds: number }
  | { offer: false; reason: 'small-already' | 'no-encoder' | 'unreadable'; originalUploadSeconds: number };

/**
 * Whether "Make it smaller" is worth offering: the file could be read, the browser can encode, its picture is larger
 * than the pitch size (a smaller one is never scaled up), and the converted file would be at most half the original
 * and at least minSavedBytes smaller (a high size per second of video, which is what a phone's 1080p recording has
 * and an already small file has not).
 */
export const decideConversion = (input: {
  facts: VideoFacts | null;
  bytes: number;
  canEncode: boolean;
  bitsPerSecond: number;
  height?: PitchHeight;
  conversionSpeed?: number;
}): ConversionOffer => {
  const originalUploadSeconds = uploadSeconds(input.bytes, input.bitsPerSecond);
  const facts = input.facts;
  if (!facts || !(facts.durationSeconds > 0) || !(facts.height > 0))
    return { offer: false, reason: 'unreadable', originalUploadSeconds };
  const height = input.height ?? VIDEO_PITCH.heights[0];
  const expectedBytes = expectedConvertedBytes(facts.durationSeconds, height);
  const worthIt =
    Math.min(facts.width, facts.height) > height &&
    expectedBytes * VIDEO_PITCH.minShrinkFactor <= input.bytes &&
    input.bytes - expectedBytes >= VIDEO_PITCH.minSavedBytes;
  if (!worthIt) return { offer: false, reason: 'small-already', originalUploadSeconds };
  if (!input.canEncode) return { offer: false, reason: 'no-encoder', originalUploadSeconds };
  return {
    offer: true,
    expectedBytes,
    convertSeconds: conversionSeconds(facts.durationSeconds, input.conversionSpeed),
    smallerUploadSeconds: uploadSeconds(expectedBytes, input.bitsPerSecond),
    originalUploadSeconds,
  };
};

/** 'short' under 30 s, 'long' over 3 min, else null: the founder is told, the pitch is still accepted. */
export const pitchLengthWarning = (durationSeconds: number | null | undefined): 'short' | 'long' | null => {
  if (durationSeconds === null || durationSeconds === undefined || !Number.isFinite(durationSeconds)) return null;
  if (durationSeconds < VIDEO_PITCH.shortBelowSeconds) return 'short';
  if (durationSeconds > VIDEO_PITCH.longAboveSeconds) return 'long';
  return null;
};
