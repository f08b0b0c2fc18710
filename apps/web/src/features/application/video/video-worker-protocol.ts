/** Messages between the video step and its worker (video-worker.ts), which reads and converts off the main thread. */

/** The encoders this browser has, found on the main thread (a page can hide VideoEncoder; a worker cannot see that). */
export interface EncoderChoice {
  container: 'mp4' | 'webm';
  video: 'avc' | 'vp9';
  audio: 'aac' | 'opus';
}

export interface ProbedFacts {
  durationSeconds: number;
  width: number;
  height: number;
}

export type ToWorker =
  | { type: 'probe'; file: File }
  | {
      type: 'convert';
      file: File;
      height: number;
      videoBitsPerSecond: number;
      audioBitsPerSecond: number;
      encoder: EncoderChoice;
      opfsName: string;
    }
  | { type: 'cancel' };

export type FromWorker =
  | { type: 'facts'; facts: ProbedFacts | null }
  | { type: 'progress'; progress: number }
  | { type: 'converted'; bytes: number }
  | { type: 'cancelled' }
  | { type: 'failed'; reason: string };
