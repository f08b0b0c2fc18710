import { useCallback, useEffect, useRef, useState } from 'react';
import { serverApplicationId } from '../lib/local-application.ts';
import { checkFileForUpload } from '@portal/shared/uploads/files';
import { MESSAGES } from '@portal/shared/texts/messages';
import {
  conversionSecondsLeft,
  decideConversion,
  linkBitsPerSecond,
  VIDEO_PITCH,
  type ConversionOffer,
  type PitchHeight,
  type VideoFacts,
} from '@portal/shared/uploads/video-pitch';
import { VIDEO_MESSAGES } from '@portal/shared/uploads/video-messages';
import type { Uploads } from '../hooks/use-uploads.ts';
import { declaredType } from '../lib/upload-kind.ts';
import { findEncoder } from './encoder-support.ts';
import { forgetKept, isOpfsAvailable, markKeptDone, openKept, opfsNameOf, startKeeping } from './kept-video.ts';
import type { EncoderChoice, FromWorker, ProbedFacts, ToWorker } from './video-worker-protocol.ts';

/** Where the chosen pitch is before use-uploads takes it: being read, waiting for the founder's choice, converting. */
export type VideoPrepPhase = 'idle' | 'reading' | 'choice' | 'converting' | 'handed-over';

export interface VideoPrepView {
  phase: VideoPrepPhase;
  fileName: string | null;
  facts: VideoFacts | null;
  /** The original's size (bytes), also when its facts could not be read. */
  bytes: number;
  offer: ConversionOffer | null;
  height: PitchHeight;
  /** Converting: share done (0..1) and the seconds left, once there is a rate. */
  progress: number;
  secondsLeft: number | null;
  /** The converted copy's size, once made. */
  convertedBytes: number | null;
  /** What the founder should know (no encoder, conversion failed, resuming the kept copy, stopped). */
  notice: string | null;
}

const IDLE: VideoPrepView = {
  phase: 'idle',
  fileName: null,
  facts: null,
  bytes: 0,
  offer: null,
  height: VIDEO_PITCH.heights[0],
  progress: 0,
  secondsLeft: null,
  convertedBytes: null,
  notice: null,
};

const downlinkMbps = (): number | null =>
  (navigator as Navigator & { connection?: { downlink?: number } }).connection?.downlink ?? null;

/** The link speed for estimates: the running upload's own throughput, else the browser's, else the 2G assumption. */
export const currentLink = (uploadBytesPerSecond: number | null) =>
  linkBitsPerSecond({ uploadBytesPerSecond, downlinkMbps: downlinkMbps() });

const createWorker = (): Worker => new Worker(new URL('./video-worker.ts', import.meta.url), { type: 'module' });

const probeIn = (worker: Worker, file: File): Promise<ProbedFacts | null> =>
  new Promise((resolve) => {
    const onMessage = (event: MessageEvent<FromWorker>) => {
      if (event.data.type !== 'facts') return;
      worker.removeEventListener('message', onMessage);
      resolve(event.data.facts);
    };
    worker.addEventListener('message', onMessage);
    worker.postMessage({ type: 'probe', file } satisfies ToWorker);
  });

/**
 * The video step's "Make it smaller": a pitch that gets through on 2G (docs/decisions/008-video-pitch-made-smaller.md). A chosen video is read on the device
 * (duration, picture size); when converting helps and the browser can encode, the founder is offered it with the
 * expected size and time, else the original is sent at once (saying why when it matters). The converted copy is
 * kept in the Origin Private File System until the server has it, so a reload continues its upload and never
 * converts again. Kept at wizard level, like the uploads, so it carries on while other steps are filled in.
 */
export const useVideoPitch = ({
  uploads,
  userId,
  applicationId,
}: {
  uploads: Uploads;
  userId: string;
  applicationId: string | null | undefined;
}) => {
  const [view, setView] = useState<VideoPrepView>(IDLE);
  const worker = useRef<Worker | null>(null);
  const chosen = useRef<{ file: File; encoder: EncoderChoice | null } | null>(null);
  const sendingKept = useRef(false);
  const scope = `${userId}:video`;
  const { start } = uploads;

  const workerOf = (): Worker => (worker.current ??= createWorker());

  const sendOriginal = useCallback(
    (notice: string | null = null) => {
      const file = chosen.current?.file;
      if (!file) return;
      sendingKept.current = false;
      setView((current) => ({ ...current, phase: 'handed-over', notice }));
      void start('video', file);
    },
    [start],
  );

  const choose = useCallback(
    async (file: File | null) => {
      if (
        !file ||
        checkFileForUpload('video', { name: file.name, type: declaredType('video', file), size: file.size }) ||
        !serverApplicationId(applicationId)
      ) {
        void start('video', file); // its own checks give the shared message
        return;
      }
      chosen.current = { file, encoder: null };
      setView({ ...IDLE, phase: 'reading', fileName: file.name, bytes: file.size });
      const height = VIDEO_PITCH.heights[0];
      const [probed, encoder] = await Promise.all([
        probeIn(workerOf(), file).catch(() => null),
        findEncoder(height, VIDEO_PITCH.videoBitsPerSecond[height], VIDEO_PITCH.audioBitsPerSecond),
      ]);
      if (chosen.current?.file !== file) return;
      chosen.current.encoder = isOpfsAvailable() ? encoder : null;
      const facts = probed ? { ...probed, bytes: file.size } : null;
      const offer = decideConversion({
        facts,
        bytes: file.size,
        canEncode: chosen.current.encoder !== null,
        bitsPerSecond: currentLink(null).bitsPerSecond,
        height,
      });
      setView((current) => ({ ...current, facts, offer }));
      if (offer.offer) {
        setView((current) => ({ ...current, phase: 'choice' }));
        return;
      }
      sendOriginal(offer.reason === 'no-encoder' ? VIDEO_MESSAGES.NO_ENCODER : null);
    },
    [applicationId, sendOriginal, start],
  );

  const setHeight = useCallback((height: PitchHeight) => {
    setView((current) =>
      current.facts
        ? {
            ...current,
            height,
            offer: decideConversion({
              facts: current.facts,
              bytes: current.bytes,
              canEncode: true,
              bitsPerSecond: currentLink(null).bitsPerSecond,
              height,
            }),
          }
        : current,
    );
  }, []);

  const convert = useCallback(() => {
    const source = chosen.current;
    if (!source?.encoder) return;
    const encoder = source.encoder;
    const height = view.height;
    const opfsName = opfsNameOf(scope, encoder.container);
    const baseName = source.file.name.replace(/\.[^.]*$/, '') || 'pitch';
    const keeping = startKeeping(scope, {
      opfsName,
      name: `${baseName}-${height}p.${encoder.container}`,
      type: `video/${encoder.container}`,
      sourceName: source.file.name,
      sourceBytes: source.file.size,
    });
    if (!keeping) {
      sendOriginal(VIDEO_MESSAGES.NO_ROOM_TO_CONVERT);
      return;
    }
    const startedAt = performance.now();
    setView((current) => ({ ...current, phase: 'converting', progress: 0, secondsLeft: null, notice: null }));
    const target = workerOf();
    const onMessage = (event: MessageEvent<FromWorker>) => {
      const message = event.data;
      if (message.type === 'progress') {
        const left = conversionSecondsLeft(message.progress, (performance.now() - startedAt) / 1000);
        setView((current) => ({ ...current, progress: message.progress, secondsLeft: left }));
        return;
      }
      if (message.type === 'facts') return;
      target.removeEventListener('message', onMessage);
      if (message.type === 'converted') {
        markKeptDone(scope);
        void openKept(scope).then((kept) => {
          if (!kept) {
            sendOriginal(VIDEO_MESSAGES.CONVERT_FAILED);
            return;
          }
          sendingKept.current = true;
          setView((current) => ({
            ...current,
            phase: 'handed-over',
            convertedBytes: kept.file.size,
            progress: 1,
            secondsLeft: 0,
          }));
          void start('video', kept.file);
        });
      } else if (message.type === 'cancelled') {
        void forgetKept(scope);
        chosen.current = null;
        setView({ ...IDLE, notice: VIDEO_MESSAGES.CONVERT_CANCELLED });
      } else {
        void forgetKept(scope);
        sendOriginal(VIDEO_MESSAGES.CONVERT_FAILED);
      }
    };
    target.addEventListener('message', onMessage);
    target.postMessage({
      type: 'convert',
      file: source.file,
      height,
      videoBitsPerSecond: VIDEO_PITCH.videoBitsPerSecond[height],
      audioBitsPerSecond: VIDEO_PITCH.audioBitsPerSecond,
      encoder,
      opfsName,
    } satisfies ToWorker);
  }, [scope, sendOriginal, start, view.height]);

  const cancelConversion = useCallback(() => worker.current?.postMessage({ type: 'cancel' } satisfies ToWorker), []);

  // A copy converted before a reload: send it again (the upload continues from the server's offset).
  const resumed = useRef(false);
  useEffect(() => {
    if (!serverApplicationId(applicationId) || resumed.current) return;
    resumed.current = true;
    void openKept(scope).then((kept) => {
      if (!kept) return;
      sendingKept.current = true;
      setView({
        ...IDLE,
        phase: 'handed-over',
        fileName: kept.sourceName,
        bytes: kept.sourceBytes,
        convertedBytes: kept.file.size,
        notice: VIDEO_MESSAGES.RESUMING_KEPT,
      });
      void start('video', kept.file);
    });
  }, [applicationId, scope, start]);

  // Stored (or given up by the founder): the kept copy is deleted.
  const uploadPhase = uploads.views.video.phase;
  const uploadMessage = uploads.views.video.message;
  useEffect(() => {
    if (!sendingKept.current) return;
    if (uploadPhase === 'done' || (uploadPhase === 'error' && uploadMessage === MESSAGES.UPLOAD_CANCELLED)) {
      sendingKept.current = false;
      void forgetKept(scope);
    }
  }, [scope, uploadMessage, uploadPhase]);

  useEffect(
    () => () => {
      worker.current?.terminate();
      worker.current = null;
    },
    [],
  );

  const dismiss = useCallback(() => {
    chosen.current = null;
    setView(IDLE);
  }, []);

  return { view, choose, convert, setHeight, sendOriginal: () => sendOriginal(null), cancelConversion, dismiss };
};

export type VideoPitch = ReturnType<typeof useVideoPitch>;
