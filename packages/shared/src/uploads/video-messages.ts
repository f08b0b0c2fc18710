/** What the video step says while a pitch is read, made smaller and sent (see video-pitch.ts for the numbers). */

/** 40 → "under a minute"; 95 → "about 2 minutes"; 3700 → "about 1 hour 2 minutes". */
export const formatWait = (seconds: number): string => {
  if (!Number.isFinite(seconds)) return 'an unknown time';
  if (seconds < 60) return 'under a minute';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return minutes === 1 ? 'about 1 minute' : `about ${minutes} minutes`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `about ${hours} hour${hours === 1 ? '' : 's'}${rest ? ` ${rest} minute${rest === 1 ? '' : 's'}` : ''}`;
};

/** 94 → "1 min 34 s"; 12 → "12 s". */
export const formatClip = (seconds: number): string => {
  const s = Math.max(0, Math.round(seconds));
  return s < 60 ? `${s} s` : `${Math.floor(s / 60)} min ${s % 60} s`;
};

export const VIDEO_MESSAGES = {
  /** Before a video is chosen: the pitch asked for, its size made smaller, and its wait on this link. */
  beforeChoosing: (size: string, wait: string, source: 'upload' | 'browser' | 'assumed') =>
    `A 1.5-minute pitch made smaller here is about ${size}: ${wait} ${source === 'assumed' ? 'on a slow (2G) connection' : 'on your connection'}. Once you choose your video, we show its own size and time.`,
  READING: 'Reading your video…',
  /** "182 MB · 1 min 34 s · 1080p: about 60 minutes on your connection." */
  facts: (size: string, duration: string, resolution: string, wait: string, source: 'upload' | 'browser' | 'assumed') =>
    `${size} · ${duration} · ${resolution}: ${wait} ${source === 'assumed' ? 'on a slow (2G) connection' : 'on your connection'}.`,
  factsUnreadable: (size: string, wait: string) => `${size}: ${wait} on your connection.`,
  MAKE_SMALLER: 'Make it smaller',
  smallerResult: (size: string, wait: string) => `About ${size}, ${wait} to prepare and send.`,
  SEND_ORIGINAL: 'Send as it is',
  QUALITY_LABEL: 'Picture size',
  qualityOption: (height: number) => (height <= 480 ? `${height}p (smallest)` : `${height}p (sharper)`),
  CONVERTING: 'Making your video smaller on this phone…',
  convertingLeft: (percent: number, wait: string) => `${percent}% done, ${wait} left`,
  CONVERT_CANCEL: 'Cancel',
  CONVERT_CANCELLED: 'Stopped. Your video was not changed; choose it again to send it.',
  converted: (before: string, after: string) => `Made smaller: ${before} → ${after}. Sending it now.`,
  NO_ENCODER: "This browser can't make videos smaller, so your video is being sent as it is.",
  CONVERT_FAILED: "Your video couldn't be made smaller, so it is being sent as it is.",
  /** The phone refused to keep the smaller copy's record (its storage full). */
  NO_ROOM_TO_CONVERT: 'This phone has no room left to make your video smaller, so it is being sent as it is.',
  RESUMING_KEPT: 'Continuing to send the smaller copy kept on this phone.',
  tooShort: (duration: string) =>
    `Your pitch is ${duration} long. We ask for about 1.5 minutes: you can send it, or record a longer one.`,
  tooLong: (duration: string) =>
    `Your pitch is ${duration} long. We ask for about 1.5 minutes: you can send it, or record a shorter one.`,
  /** Stored on the file when the server could not read the container (it is kept all the same). */
  UNREADABLE_NOTE: 'Duration and resolution could not be read from this file.',
  storedFacts: (duration: string, resolution: string) => `Stored: ${duration} · ${resolution}`,
  /** The console's flag beside a pitch far from the 1.5 minutes asked for. */
  consoleLength: (warning: string) => (warning === 'short' ? 'shorter than 30 s' : 'longer than 3 min'),
} as const;
