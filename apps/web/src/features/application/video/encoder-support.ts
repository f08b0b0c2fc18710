import type { EncoderChoice } from './video-worker-protocol.ts';

/** Codec strings WebCodecs understands: H.264 Main 3.1, VP9 profile 0; AAC-LC; Opus. */
const AVC = 'avc1.4d401f';
const VP9 = 'vp09.00.31.08';

const videoSupported = async (codec: string, height: number, bitrate: number): Promise<boolean> => {
  try {
    const result = await VideoEncoder.isConfigSupported({ codec, width: Math.round((height * 16) / 9 / 2) * 2, height, bitrate });
    return result.supported === true;
  } catch {
    return false;
  }
};

const audioSupported = async (codec: string, bitrate: number): Promise<boolean> => {
  if (typeof AudioEncoder === 'undefined') return false;
  try {
    const result = await AudioEncoder.isConfigSupported({ codec, sampleRate: 48_000, numberOfChannels: 2, bitrate });
    return result.supported === true;
  } catch {
    return false;
  }
};

/**
 * What this browser can encode a pitch with: H.264 in MP4 where it has an H.264 encoder (AAC audio where it has that,
 * else Opus), else VP9 + Opus in WebM; null when it has no video encoder at all (older browsers, or VideoEncoder hidden).
 */
export const findEncoder = async (
  height: number,
  videoBitsPerSecond: number,
  audioBitsPerSecond: number,
): Promise<EncoderChoice | null> => {
  if (typeof VideoEncoder === 'undefined' || typeof Worker === 'undefined') return null;
  const opus = await audioSupported('opus', audioBitsPerSecond);
  if (await videoSupported(AVC, height, videoBitsPerSecond)) {
    if (await audioSupported('mp4a.40.2', audioBitsPerSecond)) return { container: 'mp4', video: 'avc', audio: 'aac' };
    if (opus) return { container: 'mp4', video: 'avc', audio: 'opus' };
  }
  if (opus && (await videoSupported(VP9, height, videoBitsPerSecond))) return { container: 'webm', video: 'vp9', audio: 'opus' };
  return null;
};
