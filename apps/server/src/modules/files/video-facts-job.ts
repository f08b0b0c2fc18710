/** What a stored video's container says about it. */
export type StoredVideoFacts = { durationMs: number; width: number; height: number } | { unreadable: string };

/**
 * From the server to the video-facts process: read the facts of a file of `size` bytes, or the bytes it asked for,
 * piece by piece as the store hands them over (a range of many MB is never gathered on the server's event loop).
 */
export type ToFactsReader =
  | { kind: 'read'; size: number }
  | { kind: 'bytes'; id: number; bytes: Uint8Array }
  | { kind: 'bytes-end'; id: number }
  | { kind: 'bytes-failed'; id: number; reason: string };

/** From the video-facts process: loaded, the bytes [start, end) it needs (it holds no storage of its own), or the facts. */
export type FromFactsReader =
  { kind: 'ready' } | { kind: 'need-bytes'; id: number; start: number; end: number } | { kind: 'facts'; facts: StoredVideoFacts };
